/**
 * What an order costs in D1 calls, each a round trip: a page of orders reads its lines, histories, timeline and
 * courier events in one call; a double tap's second request, once the first has placed the order, answers it in
 * two (its cart with the order under its key, then that order's details), and while the first is being placed, in
 * none, not even a sign-in.
 */
import { env } from 'cloudflare:test';
import { inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { CART, ORDERS, pathOf } from '#schema/api';
import { placeOrderSchema } from '#schema/payloads/checkout';
import { orders } from '#schema/tables';
import { placeOrder } from '../../worker/orders/place';
import { cartLines } from '../../worker/cart/lines';
import { blockedOf } from '../../worker/blocked-phones/store';
import { detailReads, firstOrderRow, withDetails } from '../../worker/orders/read';
import { priceOf } from './admin-fixtures';
import { checkoutBody } from './checkout-body';
import { makeUser, request } from './client';
import { sentAtOnce } from './sent-at-once';
import { countedD1 } from './counted-d1';
import { placeOrder as placeThroughCheckout } from './placed-orders';

const PERFUME = 'amber-wood';

describe('reading orders', () => {
  it("reads a page of orders' lines, histories, timeline and courier events in one D1 call", async () => {
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push((await placeThroughCheckout(PERFUME)).order);
    const rows = await drizzle(env.DB)
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((order) => order._id),
        ),
      );
    const d1 = countedD1(env.DB);
    const read = await withDetails(d1.db, rows, { timeline: true });
    expect(d1.calls()).toBe(1);
    for (const order of placed) {
      const again = read.find((one) => one._id === order._id)!;
      expect(again.products).toEqual(order.products);
      expect(again.statusHistory).toEqual(order.statusHistory);
      expect(again.timeline).toMatchObject([{ kind: 'status' }]);
      expect(again.courierStatus).toBeNull();
      expect(again.courierStatusAt).toBeNull();
    }
  });
});

describe('reads made in one D1 batch', () => {
  it('name each of their columns apart: D1 answers a batch with objects, where two columns of one name are one', async () => {
    const db = drizzle(env.DB);
    const batched = [
      blockedOf(db, [{ phone: '03001234567', field: 'phone' }]),
      cartLines(db, 'nobody'),
      firstOrderRow(db, undefined),
      ...detailReads(db, ['no-order'], { timeline: true }).flatMap((read) => read.statements),
    ];
    for (const statement of batched) {
      const { sql, params } = (statement as unknown as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
      const [names] = await env.DB.prepare(sql)
        .bind(...params)
        .raw<string>({ columnNames: true });
      expect(new Set(names).size, sql).toBe(names!.length);
    }
  });
});

/** A new shopper's checkout of `quantity` of the perfume, its cart filled through the API, under a key of its own. */
async function checkoutOf(quantity: number) {
  const shopper = await makeUser();
  const added = await request(CART.add, { token: shopper.token, body: { productId: PERFUME, quantity } });
  expect(added.status).toBe(200);
  const payload = placeOrderSchema.parse(checkoutBody(PERFUME, await priceOf(PERFUME), quantity));
  return { userId: shopper.id, payload, key: `tap-${crypto.randomUUID()}` };
}

describe('a double tap', () => {
  it('answers the second request in two D1 calls once the first has placed the order', async () => {
    const tap = await checkoutOf(2);
    const first = await placeOrder(drizzle(env.DB), tap);
    expect(first.created).toBe(true);

    const d1 = countedD1(env.DB);
    const second = await placeOrder(d1.db, tap);
    expect(second).toEqual({ order: first.order, created: false });
    expect(d1.calls()).toBe(2);
  });

  it('costs through the Worker, both requests sent at once, the D1 calls of one order alone: none for the second', async () => {
    const price = await priceOf(PERFUME);
    /** `taps` requests at once of a new shopper's order, through the whole Worker: their answers and D1 calls. */
    async function tapped(taps: number) {
      const shopper = await makeUser();
      const added = await request(CART.add, { token: shopper.token, body: { productId: PERFUME, quantity: 1 } });
      expect(added.status).toBe(200);
      const d1 = countedD1(env.DB);
      const body = checkoutBody(PERFUME, price, 1);
      const order = { path: pathOf(ORDERS.place), token: shopper.token, body, key: `tap-${crypto.randomUUID()}` };
      return { answers: await sentAtOnce(d1.d1, order, taps), calls: d1.calls() };
    }
    const alone = await tapped(1);
    expect(alone.answers[0]!.status).toBe(201);
    const double = await tapped(2);
    expect(double.answers.map((answer) => answer.status)).toEqual([201, 200]);
    const [first, second] = await Promise.all(double.answers.map((answer) => answer.json<{ order: object }>()));
    expect(second).toEqual(first);
    expect(double.calls).toBe(alone.calls);
  });
});

describe("a write the batch's guard refuses", () => {
  it('is followed by one D1 call that reads the blocked phones, the cart and the key, and says why', async () => {
    await env.DB.prepare('UPDATE products SET stock = 5 WHERE id = ?').bind(PERFUME).run();
    const checkout = await checkoutOf(1);
    // Between the cart's read and the write, another shopper takes the last units.
    const d1 = countedD1(env.DB, async (call) => {
      if (call === 2) await env.DB.prepare('UPDATE products SET stock = 0 WHERE id = ?').bind(PERFUME).run();
    });
    const placing = placeOrder(d1.db, checkout);
    await expect(placing).rejects.toMatchObject({ status: 409, code: 'out_of_stock' });
    // The cart with the key, the refused write, then the phones, the cart and the key again in one call, where they
    // were two and the key was looked up once more after the refusal.
    expect(d1.calls()).toBe(3);
    await env.DB.prepare('UPDATE products SET stock = 30 WHERE id = ?').bind(PERFUME).run();
  });
});
