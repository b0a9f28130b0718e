/**
 * The guards inside the order batch, tested without relying on two requests happening to interleave: the
 * checks are made, then the world changes as a racing request would change it, then the batch runs.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { placeOrderSchema } from '#schema/payloads/checkout';
import { hashRequest } from '../../worker/idempotency/key';
import { cartLines } from '../../worker/cart/lines';
import { checkLines, writeOrder } from '../../worker/orders/place';
import { priceOf } from './admin-fixtures';
import { checkoutBody } from './checkout-body';
import { CART } from '#schema/api';
import { makeUser, request } from './client';
import { setProduct } from './fixtures';
import { eq } from 'drizzle-orm';
import { cartItems } from '#schema/tables';

const db = drizzle(env.DB);

async function ready(productId: string, quantity: number) {
  const user = await makeUser();
  await request(CART.add, { token: user.token, body: { productId, quantity } });
  const price = await priceOf(productId);
  const body = placeOrderSchema.parse(checkoutBody(productId, price, quantity));
  const lines = checkLines(await cartLines(db, user.id), body);
  return { user, body, lines, hash: await hashRequest(body) };
}

async function counts(userId: string, productId: string) {
  return env.DB.prepare(
    `SELECT (SELECT count(*) FROM orders WHERE user_id = ?1) AS orders,
            (SELECT count(*) FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.user_id = ?1) AS lines,
            (SELECT count(*) FROM order_status_history h JOIN orders o ON o.id = h.order_id WHERE o.user_id = ?1) AS history,
            (SELECT stock FROM products WHERE id = ?2) AS stock`,
  )
    .bind(userId, productId)
    .first();
}

describe('the order batch', () => {
  it('writes nothing when the stock was sold meanwhile (the CHECK on stock fails it)', async () => {
    const { user, body, lines, hash } = await ready('oud-shahi', 2);
    await setProduct('oud-shahi', { stock: 1 });
    const before = await counts(user.id, 'oud-shahi');
    await expect(writeOrder(db, user.id, body, lines, null, hash)).rejects.toThrow();
    expect(await counts(user.id, 'oud-shahi')).toEqual(before);
  });

  it('writes nothing when the cart was ordered meanwhile', async () => {
    const { user, body, lines, hash } = await ready('khas', 1);
    await writeOrder(db, user.id, body, lines, null, hash);
    const after = await counts(user.id, 'khas');
    await expect(writeOrder(db, user.id, body, lines, null, hash)).rejects.toThrow();
    expect(await counts(user.id, 'khas')).toEqual(after);
    expect(after).toMatchObject({ orders: 1, lines: 1, history: 1 });
  });

  it('writes nothing when the cart line changed meanwhile', async () => {
    const { user, body, lines, hash } = await ready('shajar', 1);
    await db.update(cartItems).set({ quantity: 3 }).where(eq(cartItems.userId, user.id));
    const before = await counts(user.id, 'shajar');
    await expect(writeOrder(db, user.id, body, lines, null, hash)).rejects.toThrow();
    expect(await counts(user.id, 'shajar')).toEqual(before);
  });

  it('writes nothing when the owner archived the perfume meanwhile', async () => {
    const { user, body, lines, hash } = await ready('cedar-crown', 1);
    await setProduct('cedar-crown', { archived: true });
    const before = await counts(user.id, 'cedar-crown');
    await expect(writeOrder(db, user.id, body, lines, null, hash)).rejects.toThrow();
    expect(await counts(user.id, 'cedar-crown')).toEqual(before);
  });

  it('writes nothing a second time under the same Idempotency-Key', async () => {
    const { user, body, lines, hash } = await ready('deodar', 1);
    await writeOrder(db, user.id, body, lines, 'key-1', hash);
    await request(CART.add, { token: user.token, body: { productId: 'deodar', quantity: 1 } });
    const after = await counts(user.id, 'deodar');
    await expect(writeOrder(db, user.id, body, lines, 'key-1', hash)).rejects.toThrow();
    expect(await counts(user.id, 'deodar')).toEqual(after);
  });
});
