/** Why the bulk change skipped an order: the server's sentence in English, the reason it met in Urdu. */
import { describe, expect, it } from 'vitest';
import type { SkippedOrder } from '#schema/answers/orders';
import { skippedWhy } from './skipped-why';

const skip = (code: SkippedOrder['code'], status: SkippedOrder['status'], message: string): SkippedOrder => ({
  id: 'o1',
  code,
  status,
  message,
});

describe('a skipped order of a bulk change', () => {
  it("says the server's sentence in English", () => {
    const already = skip('status_change_refused', 'processing', 'This order is already processing.');
    expect(skippedWhy('en', already, 'processing')).toBe('This order is already processing.');
  });

  it('says in Urdu the status the order is in now, as the server does', () => {
    const said = (status: SkippedOrder['status'], to: Parameters<typeof skippedWhy>[2]) =>
      skippedWhy('ur', skip('status_change_refused', status, 'English'), to);
    expect(said('processing', 'processing')).toBe('یہ آرڈر پہلے ہی تیاری میں ہے۔');
    expect(said('cancelled', 'delivered')).toBe('یہ آرڈر منسوخ ہے؛ اس کی صورتحال اب نہیں بدل سکتی۔');
    expect(said('delivered', 'returned')).toBe(
      'اسی دوران اس آرڈر کی صورتحال بدل گئی، اب یہ پہنچ گیا ہے۔ براہِ کرم اسے دیکھ کر دوبارہ کوشش کریں۔',
    );
    expect(said('shipped', 'cancelled')).toBe(
      'یہ آرڈر روانہ ہے؛ اس کی نئی صورتحال صرف "پہنچ گیا" یا "واپس آ گیا" ہو سکتی ہے، "منسوخ" نہیں۔',
    );
  });

  it('says in Urdu that a delivered order cannot come back for the reason given', () => {
    const refused = skip('return_reason_refused', 'delivered', 'This order was delivered, so it cannot come back.');
    expect(skippedWhy('ur', refused, 'returned', 'refused')).toBe(
      'یہ آرڈر پہنچ چکا تھا، اس لیے اس کی واپسی کی وجہ "دروازے پر لینے سے انکار" نہیں ہو سکتی۔',
    );
  });

  it('says in Urdu an order not found, and a restock above the limit naming the perfume', () => {
    expect(skippedWhy('ur', skip('not_found', null, 'Order not found.'), 'processing')).toBe('یہ آرڈر نہیں ملا۔');
    const full = { ...skip('stock_over_limit', 'shipped', 'Stock cannot go above 100,000'), product: 'Miraj', left: 1 };
    const said = skippedWhy('ur', full, 'returned', 'refused');
    expect(said).toContain('Miraj');
    expect(said).not.toContain('Stock');
    // What to do with the return (without the bottles back, or lower the stock), not the stock form's "put N or fewer".
    expect(said).toContain('اسے بوتلیں واپس رکھے بغیر واپس کریں');
    expect(said).not.toContain('یا اس سے کم ڈالیں');
  });
});
