import { describe, expect, it } from 'vitest';
import { CART, ORDERS, pathOf } from './api';

describe('pathOf', () => {
  it('writes an endpoint at its address under /api, without a trailing slash for the resource itself', () => {
    expect(pathOf(CART.read)).toBe('/api/cart');
    expect(pathOf(CART.addByName)).toBe('/api/cart/add-by-name');
  });

  it('fills and encodes the parameters', () => {
    expect(pathOf(ORDERS.changeStatus, { id: 'a/b c' })).toBe('/api/orders/a%2Fb%20c/status');
  });

  it('refuses to write an address with a parameter missing', () => {
    expect(() => pathOf(CART.setQuantity)).toThrow(/needs productId/);
  });
});
