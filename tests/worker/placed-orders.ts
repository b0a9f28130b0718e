/** Orders placed the way a shopper places them (cart, then checkout), for the tests of what happens after. */
import { expect } from 'vitest';
import { CART, ORDERS } from '#schema/api';
import type { Order } from '#schema/answers/orders';
import { priceOf } from './admin-fixtures';
import { checkoutBody } from './checkout-body';
import { makeUser, request } from './client';

export type TestUser = Awaited<ReturnType<typeof makeUser>>;

/** A new shopper's order of `quantity` of the product, placed through checkout. */
export async function placeOrder(
  productId: string,
  quantity = 1,
  shopper?: TestUser,
): Promise<{ shopper: TestUser; order: Order }> {
  const who = shopper ?? (await makeUser());
  expect((await request(CART.add, { token: who.token, body: { productId, quantity } })).status).toBe(200);
  const placed = await request(ORDERS.place, {
    token: who.token,
    body: checkoutBody(productId, await priceOf(productId), quantity),
  });
  expect(placed.status).toBe(201);
  return { shopper: who, order: placed.body.order };
}

/** The owner changes an order's delivery details from the console (its phone, its city), at the version it has. */
export async function changeInConsole(owner: TestUser, id: string, shippingAddress: Record<string, string>) {
  const { body } = await request(ORDERS.read, { token: owner.token, params: { id } });
  const changed = await request(ORDERS.change, {
    token: owner.token,
    params: { id },
    body: { version: body.order.version, shippingAddress },
  });
  expect(changed.status).toBe(200);
}

/** The token of an order's /confirm/{token} link. */
export const tokenOf = (order: { confirmUrl: string }) => order.confirmUrl.split('/').at(-1)!;

/** Every product whose stock is not the sum of its ledger entries (none, always). */
export async function stockOffLedger(db: D1Database) {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.stock, coalesce(sum(e.change), 0) AS ledger FROM products p
       LEFT JOIN stock_entries e ON e.product_id = p.id GROUP BY p.id HAVING p.stock <> coalesce(sum(e.change), 0)`,
    )
    .all();
  return results;
}
