/**
 * A perfume's full bottle is sold at the size the owner gave it: the cart line, the order's line and every later read
 * of the order say '100ml' for a 100 ml bottle (a 50 ml one still '50ml'), and an order keeps the size it was placed
 * at when the owner resizes the perfume later.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, CART, ORDERS } from '#schema/api';
import { createPerfume } from './catalog-fixtures';
import { makeUser, request } from './client';
import { placeOrder, type TestUser } from './placed-orders';

let owner: TestUser;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
});

const formatsOf = (lines: { format: string }[]) => lines.map((line) => line.format);

describe('a full bottle’s format', () => {
  it('is the perfume’s own size on the cart line: 100ml for a 100 ml bottle, 50ml for a 50 ml one', async () => {
    const large = await createPerfume(owner.token, { sizeMl: 100 });
    const usual = await createPerfume(owner.token, { sizeMl: 50 });
    const shopper = await makeUser();
    await request(CART.add, { token: shopper.token, body: { productId: large._id, quantity: 1 } });
    const { body } = await request(CART.add, { token: shopper.token, body: { productId: usual._id, quantity: 1 } });
    expect(body.cart.items.map((line) => [line.product._id, line.size, line.format])).toEqual([
      [large._id, null, '100ml'],
      [usual._id, null, '50ml'],
    ]);
  });

  it('is stored on the order’s line as placed, and kept when the owner resizes the perfume', async () => {
    const large = await createPerfume(owner.token, { sizeMl: 100 });
    const { shopper, order } = await placeOrder(large._id);
    expect(formatsOf(order.products)).toEqual(['100ml']);
    const stored = await env.DB.prepare('SELECT size_ml, bottle_ml FROM order_items WHERE order_id = ?')
      .bind(order._id)
      .first();
    expect(stored).toEqual({ size_ml: null, bottle_ml: 100 });

    const resized = await request(ADMIN_PRODUCTS.change, {
      token: owner.token,
      params: { id: large._id },
      body: { version: large.version, sizeMl: 50 },
    });
    expect(resized.status).toBe(200);
    const mine = await request(ORDERS.read, { token: shopper.token, params: { id: order._id } });
    expect(formatsOf(mine.body.order.products)).toEqual(['100ml']);
    // An edit that keeps the line keeps its size; a bottle added by the edit is sized as the perfume is today.
    const other = await createPerfume(owner.token, { sizeMl: 75 });
    const edited = await request(ORDERS.change, {
      token: owner.token,
      params: { id: order._id },
      body: {
        version: 0,
        lines: [
          { productId: large._id, quantity: 2 },
          { productId: other._id, quantity: 1 },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.order.products.map((line) => [line.product._id, line.format])).toEqual(
      expect.arrayContaining([
        [large._id, '100ml'],
        [other._id, '75ml'],
      ]),
    );
  });
});
