import { describe, expect, it } from 'vitest';
import { lineSubtotal, orderTotals, shippingCostFor, subtotalOf } from './pricing';

describe('pricing', () => {
  it('prices a line as price times quantity', () => {
    expect(lineSubtotal({ price: 1599, quantity: 3 })).toBe(4797);
  });

  it('adds up the lines, and an empty order costs nothing before shipping', () => {
    expect(
      subtotalOf([
        { price: 1599, quantity: 2 },
        { price: 2499, quantity: 1 },
      ]),
    ).toBe(5697);
    expect(subtotalOf([])).toBe(0);
  });

  it('charges Rs 200 for standard delivery and nothing for any other method', () => {
    expect(shippingCostFor('standard')).toBe(200);
    expect(shippingCostFor('pickup')).toBe(0);
  });

  it('totals subtotal, shipping and free gift wrapping', () => {
    expect(orderTotals([{ price: 1399, quantity: 2 }], 'standard')).toEqual({
      subtotal: 2798,
      giftWrappingCost: 0,
      shippingCost: 200,
      total: 2998,
    });
  });
});
