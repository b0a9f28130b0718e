import { describe, expect, it } from 'vitest';
import { createProductPayload } from './admin-products';
import { brokenRuleOf } from './broken-rule';
import { stockAdjustmentPayload } from './stock';

const product = {
  name: 'Saba',
  description: 'Rose.',
  price: 100,
  stock: 1,
  scentType: 'woody',
  images: ['/images/products/rawayat.svg'],
};
const ruleOf = (fields: Record<string, unknown>) =>
  brokenRuleOf(createProductPayload.safeParse({ ...product, ...fields }).error!.issues[0]!);

describe('brokenRuleOf', () => {
  it('names a bound with its limit and what it counts', () => {
    expect(ruleOf({ price: 1_000_001 })).toEqual({ name: 'too_big', limit: 1_000_000, of: 'number' });
    expect(ruleOf({ lowStockAt: -1 })).toEqual({ name: 'too_small', limit: 0, of: 'number' });
    expect(ruleOf({ name: 'x'.repeat(101) })).toEqual({ name: 'too_big', limit: 100, of: 'text' });
    expect(ruleOf({ images: [] })).toEqual({ name: 'too_small', limit: 1, of: 'list' });
  });

  it('names an empty text required, and a number that is not whole', () => {
    expect(ruleOf({ name: ' ' })).toEqual({ name: 'required' });
    expect(ruleOf({ price: 1.5 })).toEqual({ name: 'whole_number' });
    expect(ruleOf({ price: 'many' })).toEqual({ name: 'whole_number' });
  });

  it("names a schema's own refinement by the rule it gives", () => {
    expect(ruleOf({ compareAtPrice: 50 })).toEqual({ name: 'sale_above_price' });
    expect(ruleOf({ name: 'Sa\u200bba' })).toEqual({ name: 'hidden_characters' });
    const sign = stockAdjustmentPayload.safeParse({ change: 2, reason: 'damaged' }).error!.issues[0]!;
    expect(brokenRuleOf(sign)).toEqual({ name: 'takes_stock' });
  });

  it('names the bound a refinement gives, and the rule a record key broke', () => {
    const names = Object.fromEntries(Array.from({ length: 19 }, (_, i) => [`Note ${i}`, 'گلاب']));
    expect(ruleOf({ notesUr: names })).toEqual({ name: 'too_big', limit: 18, of: 'list' });
    expect(ruleOf({ notesUr: { 'Ro\u200bse': 'گلاب' } })).toEqual({ name: 'named_note_hidden_characters' });
    expect(ruleOf({ notesUr: { Rose: 'گلاب\u0007' } })).toEqual({ name: 'hidden_characters' });
  });
});
