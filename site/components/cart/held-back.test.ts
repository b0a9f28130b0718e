import { describe, expect, it } from 'vitest';
import type { CartLine } from '#schema/answers/cart';
import { heldBackLines, orderableLines } from './held-back';
import { cartTotals } from './shown-totals';

const line = (name: string, price: number, quantity: number, flags: Partial<CartLine> = {}): CartLine => ({
  product: { _id: name, name, description: '', descriptionUr: '', image: '', price },
  size: null,
  format: '50ml',
  quantity,
  priceChange: null,
  stockLeft: null,
  noLongerSold: false,
  ...flags,
});

const miraj = line('Miraj', 2999, 1);
const archived = line('Zafran Noir', 3000, 2, { noLongerSold: true });
const short = line('Qasr', 1500, 3, { stockLeft: 1 });
const soldOut = line('Oud', 1500, 1, { stockLeft: 0 });

describe('lines held back from an order', () => {
  it('are the ones no longer sold and the ones the shelf holds too few of', () => {
    expect(heldBackLines([miraj, archived, short, soldOut])).toEqual([archived, short, soldOut]);
    expect(orderableLines([miraj, archived, short, soldOut])).toEqual([miraj]);
  });

  it('are not counted in the total, which is the order the shopper can place now', () => {
    expect(cartTotals([miraj, archived, short], 'standard')).toEqual(cartTotals([miraj], 'standard'));
    expect(cartTotals([miraj, archived], 'standard').subtotal).toBe(2999);
  });

  it('leave a cart of nothing orderable with nothing to deliver and Rs 0 to pay', () => {
    expect(cartTotals([archived, soldOut], 'standard')).toEqual({ subtotal: 0, shippingCost: null, total: 0 });
  });
});
