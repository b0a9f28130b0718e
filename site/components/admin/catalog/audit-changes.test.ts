import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-changes';

describe("the change log's sentences", () => {
  it('says a price change and a sale taken off the way the owner would', () => {
    const before = { price: 3499, compareAtPrice: 3999, version: 3, updatedAt: 'x' };
    const after = { price: 2999, compareAtPrice: null, version: 4, updatedAt: 'y' };
    expect(auditSentence(before, after)).toBe('Price 3,499 → 2,999, sale price off');
  });

  it('names no field, photo file or byte count', () => {
    expect(auditSentence({ images: ['/media/a.webp'] }, { images: ['/media/a.webp', '/media/b.webp'] })).toBe(
      'Photos 1 → 2',
    );
    expect(auditSentence(null, { type: 'image/webp', bytes: 52_133, thumbnailOf: 'abc.webp' })).toBe('');
    expect(auditSentence({ lowStockAt: 5 }, { lowStockAt: 3 })).toBe('Low stock at 5 → 3');
  });

  it("says the notes' Urdu names changed, in either language, without repeating them", () => {
    const before = { notesUr: {} };
    const after = { notesUr: { Orris: 'سوسن کی جڑ' } };
    expect(auditSentence(before, after)).toBe('Urdu names of notes changed');
    expect(auditSentence(before, after, 'ur')).toBe('نوٹس کے اردو نام بدلے');
  });

  it('says a stock adjustment with its sign, reason and note', () => {
    expect(
      auditSentence({ stock: 10 }, { stock: 22, change: 12, reason: 'restock', note: 'First delivery from Lahore' }),
    ).toBe('Stock 10 → 22, +12, restock, “First delivery from Lahore”');
  });

  it('says what a new oil or sale was made with', () => {
    expect(auditSentence(null, { name: 'Jasmine', price: 950, available: true })).toBe(
      'Name Jasmine, price 950, on the wholesale page',
    );
    expect(auditSentence(null, { name: 'Eid Sale', badge: 'EID SALE', items: [{}, {}] })).toBe(
      'Name Eid Sale, badge EID SALE, 2 perfumes',
    );
  });

  it("says the console's other decisions: a role, a link's end, a block's reason, a payout", () => {
    expect(auditSentence({ role: 'staff' }, { role: 'owner' })).toBe('Role staff → owner');
    expect(auditSentence({ role: 'shopper' }, { role: 'staff', invite: '0123456789ab' })).toBe('Role customer → staff');
    expect(auditSentence(null, { expiresAt: '2026-11-30T10:00:00.000Z' })).toMatch(/^Valid until 30 Nov 2026, /);
    expect(auditSentence({ reason: 'Refused twice' }, { reason: 'Refused three parcels' })).toBe(
      'Refused three parcels',
    );
    expect(auditSentence(null, { courier: 'TCS', reference: 'INV-7', total: 12500, orders: 3 })).toBe(
      'Total 12,500, 3 orders',
    );
    expect(auditSentence({ status: 'pending' }, { status: 'approved' })).toBe('');
    expect(auditSentence({ courierRestock: 'unless-damaged' }, { courierRestock: 'never' })).toBe(
      'Parcels the courier returns “Back in stock, unless the courier says it came back damaged” → “Never: I put the bottles back by hand after opening the parcel”',
    );
  });

  it('says nothing more of a deletion than its action and name', () => {
    expect(auditSentence({ name: 'Eid Sale' }, null)).toBe('');
    expect(auditSentence({ reason: 'Refused twice' }, null)).toBe('');
  });

  it('says the changes in Urdu, the catalog words as the Urdu shop says them and each change left to right', () => {
    const ltr = (text: string) => `\u2066${text}\u2069`;
    expect(auditSentence({ price: 3499, compareAtPrice: null }, { price: 2999, compareAtPrice: 3499 }, 'ur')).toBe(
      `قیمت ${ltr('3,499')} ← ${ltr('2,999')}، سیل سے پہلے کی قیمت لگائی (${ltr('3,499')})`,
    );
    expect(auditSentence({ scentType: 'woody', genders: ['male'] }, { scentType: 'floral', genders: [] }, 'ur')).toBe(
      'خوشبو کی قسم ووڈی (لکڑی کی مہک) ← پھولوں والی، کس کے لیے مردوں کے لیے ← کوئی نہیں',
    );
    expect(auditSentence({ role: 'shopper' }, { role: 'staff' }, 'ur')).toBe('کردار گاہک ← عملہ');
    expect(auditSentence({ archived: false }, { archived: true }, 'ur')).toBe('دکان سے ہٹایا');
  });
});
