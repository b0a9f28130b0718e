/**
 * Risk at a glance: each order (for the admin) counts the shop's orders from its phone, the refused and the returned
 * ones, and says whether the number is blocked; a blocked number's checkout (perfumes and oils) is refused with 403
 * and leaves no row behind.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_PHONES, CART, OILS, OILS_CART, OILS_ORDERS, ORDERS } from '#schema/api';
import { BLOCKED_CHECKOUT } from '#schema/payloads/blocked-phones';
import { countOrdersOf, insertOilsOrders, insertOrder, orderRowOf } from './admin-fixtures';
import { orderDisplayNumber } from '#schema/display-number';
import { createPerfume, stockAndLedger } from './catalog-fixtures';
import { checkoutBody } from './checkout-body';
import { makeUser, request } from './client';
import { drizzle } from 'drizzle-orm/d1';
import { cartLines } from '../../worker/cart/lines';
import { readOilsCart } from '../../worker/oils/cart/lines';
import { writeOilsOrder } from '../../worker/oils/orders/place';
import { writeOrder } from '../../worker/orders/place';
import { placeOrderSchema } from '#schema/payloads/checkout';
import { placeOilsOrderPayload } from '#schema/payloads/oils';

let admin: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
  shopper = await makeUser();
});

const block = (phone: string, reason = 'Refused two parcels', token = admin.token) =>
  request(BLOCKED_PHONES.block, { token, body: { phone, reason } });

const countRows = async (table: string, where = '1 = 1', ...values: unknown[]) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...values)
    .first<{ n: number }>())!.n;

describe('blocked phones', () => {
  it('blocks a number typed in any form, storing 03XXXXXXXXX, lists it and unblocks it', async () => {
    const { status, body } = await block('+92 345 1112223');
    expect(status).toBe(201);
    expect(body.blockedPhone).toMatchObject({ phone: '03451112223', reason: 'Refused two parcels', by: 'Owner' });
    // Blocking again updates the reason.
    expect((await block('0345-1112223', 'Abusive on the phone')).status).toBe(200);
    const list = await request(BLOCKED_PHONES.list, { token: admin.token });
    expect(list.body.blockedPhones.filter((b) => b.phone === '03451112223')).toMatchObject([
      { reason: 'Abusive on the phone' },
    ]);
    const removed = await request(BLOCKED_PHONES.unblock, {
      token: admin.token,
      params: { phone: '0092 345 1112223' },
    });
    expect(removed).toMatchObject({ status: 200, body: { success: true } });
    expect(await countRows('blocked_phones', 'phone = ?', '03451112223')).toBe(0);
  });

  it('refuses a phone that is no mobile number (400), an unknown one on DELETE (404), and anyone but the owner', async () => {
    expect(await block('12345')).toMatchObject({ status: 400, body: { field: 'phone' } });
    expect(await request(BLOCKED_PHONES.block, { token: admin.token, body: { phone: '03001234567' } })).toMatchObject({
      status: 400,
      body: { field: 'reason' },
    });
    const unknown = await request(BLOCKED_PHONES.unblock, { token: admin.token, params: { phone: '03009998887' } });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'not_found', field: 'phone' } });
    const badPath = await request(BLOCKED_PHONES.unblock, { token: admin.token, params: { phone: 'abc' } });
    expect(badPath.status).toBe(400);
    expect((await block('03001234567', 'x', shopper.token)).status).toBe(403);
    const staff = await makeUser({ role: 'staff' });
    expect((await block('03001234567', 'x', staff.token)).status).toBe(403);
    expect((await request(BLOCKED_PHONES.list, { token: shopper.token })).status).toBe(403);
  });

  it("refuses a blocked number's perfume checkout with 403 and leaves no row behind", async () => {
    const perfume = await createPerfume(admin.token, { stock: 5, price: 1500 });
    const buyer = await makeUser();
    await request(CART.add, { token: buyer.token, body: { productId: perfume._id, quantity: 2 } });
    await block('03211234567');
    const ordersBefore = await countRows('orders');
    const { status, body } = await request(ORDERS.place, {
      token: buyer.token,
      body: checkoutBody(perfume._id, 1500, 2),
    });
    expect(status).toBe(403);
    expect(body).toEqual({
      success: false,
      message: BLOCKED_CHECKOUT,
      code: 'blocked',
      field: 'shippingAddress.phone',
      requestId: expect.any(String),
    });
    expect(await countRows('orders')).toBe(ordersBefore);
    expect(await countRows('orders', 'user_id = ?', buyer.id)).toBe(0);
    expect(await stockAndLedger(perfume._id)).toMatchObject({ stock: 5, entries: 1 });
    expect(await countRows('cart_items', 'user_id = ?', buyer.id)).toBe(1);
    await request(BLOCKED_PHONES.unblock, { token: admin.token, params: { phone: '03211234567' } });
  });

  it('refuses a checkout whose alternate phone is blocked, on that field', async () => {
    const perfume = await createPerfume(admin.token, { stock: 5, price: 1500 });
    const buyer = await makeUser();
    await request(CART.add, { token: buyer.token, body: { productId: perfume._id, quantity: 1 } });
    await block('03337654321');
    const body = checkoutBody(perfume._id, 1500, 1);
    const withAlternate = { ...body, shippingAddress: { ...body.shippingAddress, alternatePhone: '0333 7654321' } };
    const answer = await request(ORDERS.place, { token: buyer.token, body: withAlternate });
    expect(answer).toMatchObject({ status: 403, body: { code: 'blocked', field: 'shippingAddress.alternatePhone' } });
    expect(await countRows('orders', 'user_id = ?', buyer.id)).toBe(0);
  });

  it("refuses a blocked number's oils order with 403 and leaves no row behind", async () => {
    const buyer = await makeUser();
    const [oil] = (await request(OILS.list)).body;
    await request(OILS_CART.add, { token: buyer.token, body: { name: oil!.name, volume: 25, price: oil!.price } });
    await block('03124445556');
    const { status, body } = await request(OILS_ORDERS.place, {
      token: buyer.token,
      body: {
        items: [{ product: oil!.name, volume: 25, price: oil!.price }],
        totalPrice: oil!.price,
        phone: '0312-4445556',
        city: 'Multan',
      },
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'blocked', field: 'phone' });
    expect(await countOrdersOf('oils', buyer.id)).toBe(0);
    expect(await countRows('oils_cart_items', 'user_id = ?', buyer.id)).toBe(1);
  });
});

describe('a number blocked while its order is being written', () => {
  // The checks before the batch have passed; the owner blocks the number before the batch runs.
  it('stops the perfume batch: no order, the stock and cart as they were', async () => {
    const perfume = await createPerfume(admin.token, { stock: 4, price: 1200 });
    const buyer = await makeUser();
    await request(CART.add, { token: buyer.token, body: { productId: perfume._id, quantity: 1 } });
    const db = drizzle(env.DB);
    const lines = await cartLines(db, buyer.id);
    const body = placeOrderSchema.parse(checkoutBody(perfume._id, 1200, 1));
    await block('03211234567', 'Raced the checkout');
    await expect(writeOrder(db, buyer.id, body, lines, null, 'h')).rejects.toThrow();
    expect(await countRows('orders', 'user_id = ?', buyer.id)).toBe(0);
    expect(await stockAndLedger(perfume._id)).toMatchObject({ stock: 4, entries: 1 });
    expect(await countRows('cart_items', 'user_id = ?', buyer.id)).toBe(1);
    // Through the API the same order is refused on the phone's field.
    const answer = await request(ORDERS.place, { token: buyer.token, body: checkoutBody(perfume._id, 1200, 1) });
    expect(answer).toMatchObject({ status: 403, body: { code: 'blocked', field: 'shippingAddress.phone' } });
    await request(BLOCKED_PHONES.unblock, { token: admin.token, params: { phone: '03211234567' } });
  });

  it('stops the oils batch: no order and the cart kept', async () => {
    const buyer = await makeUser();
    const [oil] = (await request(OILS.list)).body;
    await request(OILS_CART.add, { token: buyer.token, body: { name: oil!.name, volume: 25, price: oil!.price } });
    const lines = await readOilsCart(drizzle(env.DB), buyer.id);
    const payload = placeOilsOrderPayload.parse({
      items: [{ product: oil!.name, volume: 25, price: oil!.price }],
      totalPrice: oil!.price,
      phone: '0312-7776665',
      city: 'Multan',
    });
    await block('03127776665', 'Raced the checkout');
    const request_ = { userId: buyer.id, payload, idempotencyKey: null, requestHash: 'h' };
    expect(await writeOilsOrder(drizzle(env.DB), request_, 'blocked-race', lines)).toBe(false);
    expect(await countOrdersOf('oils', buyer.id)).toBe(0);
    expect(await countRows('oils_cart_items', 'user_id = ?', buyer.id)).toBe(1);
  });
});

describe("an order's risk", () => {
  it("counts the shop's orders from the same phone, refused and returned, and says when it is blocked", async () => {
    const phone = '03017778889';
    const a = await insertOrder({ userId: shopper.id, phone, status: 'shipped' });
    const b = await insertOrder({ userId: shopper.id, phone, status: 'shipped' });
    const c = await insertOrder({ userId: shopper.id, phone, status: 'pending' });
    await insertOrder({ userId: shopper.id, phone: '03017778880', status: 'pending' });
    await insertOilsOrders(shopper.id, 1, Date.now(), 0, 'pending', phone);
    const back = (id: string, returnReason: string) =>
      request(ORDERS.changeStatus, {
        token: admin.token,
        params: { id },
        body: { status: 'returned', returnReason, restock: false },
      });
    await back(a.id, 'refused');
    await back(b.id, 'unreachable');
    const read = async () => (await request(ORDERS.read, { token: admin.token, params: { id: c.id } })).body.order;
    expect((await read()).risk).toEqual({ phoneOrders: 4, refused: 1, returned: 1, sentBack: 0, blocked: false });
    await block(phone);
    expect((await read()).risk).toEqual({ phoneOrders: 4, refused: 1, returned: 1, sentBack: 0, blocked: true });
    const list = await request(ORDERS.list, { token: admin.token, query: `q=${phone}` });
    expect(list.body.orders.map((order) => order.risk)).toEqual(
      Array(3).fill({ phoneOrders: 4, refused: 1, returned: 1, sentBack: 0, blocked: true }),
    );
    const oils = await request(OILS_ORDERS.list, { token: admin.token });
    expect(oils.body.orders.find((order) => order.phone === phone)!.risk).toMatchObject({ phoneOrders: 4 });
  });

  it('counts each parcel once: refused at the door, back for another reason, or sent back by the customer', async () => {
    const phone = '03017778881';
    const refusedAtDoor = await insertOrder({ userId: shopper.id, phone, status: 'shipped' });
    const delivered = await insertOrder({ userId: shopper.id, phone, status: 'delivered' });
    const next = await insertOrder({ userId: shopper.id, phone, status: 'pending' });
    const back = (id: string, returnReason: string) =>
      request(ORDERS.changeStatus, {
        token: admin.token,
        params: { id },
        body: { status: 'returned', returnReason, restock: true },
      });
    const risk = async () =>
      (await request(ORDERS.read, { token: admin.token, params: { id: next.id } })).body.order.risk;
    expect((await back(refusedAtDoor.id, 'refused')).status).toBe(200);
    expect(await risk()).toEqual({ phoneOrders: 3, refused: 1, returned: 0, sentBack: 0, blocked: false });
    // The customer's own return after delivery is not a refusal nor a failed delivery: counted apart.
    expect((await back(delivered.id, 'customer-return')).status).toBe(200);
    expect(await risk()).toEqual({ phoneOrders: 3, refused: 1, returned: 0, sentBack: 1, blocked: false });
  });

  it('counts a no on the confirmation call as a refusal, and a parcel refused on the call and at the door once', async () => {
    const phone = '03017778882';
    const saidNo = await insertOrder({ userId: shopper.id, phone, status: 'pending' });
    const saidNoTwice = await insertOrder({ userId: shopper.id, phone, status: 'shipped' });
    const next = await insertOrder({ userId: shopper.id, phone, status: 'pending' });
    const refuse = (id: string) =>
      request(ORDERS.changeConfirmation, { token: admin.token, params: { id }, body: { confirmation: 'refused' } });
    const risk = async () =>
      (await request(ORDERS.read, { token: admin.token, params: { id: next.id } })).body.order.risk;
    expect((await refuse(saidNo.id)).status).toBe(200);
    expect(await risk()).toMatchObject({ phoneOrders: 3, refused: 1, returned: 0 });
    expect((await refuse(saidNoTwice.id)).status).toBe(200);
    const atTheDoor = await request(ORDERS.changeStatus, {
      token: admin.token,
      params: { id: saidNoTwice.id },
      body: { status: 'returned', returnReason: 'refused', restock: true },
    });
    expect(atTheDoor.status).toBe(200);
    expect(await risk()).toMatchObject({ phoneOrders: 3, refused: 2, returned: 0 });
  });

  it('counts from the phone index, reading no order of another phone', async () => {
    const { results } = await env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT phone, count(*), sum(confirmation = 'refused' OR return_reason = 'refused'),
         sum(status = 'returned' AND coalesce(return_reason, '') NOT IN ('refused', 'customer-return')),
         sum(return_reason = 'customer-return')
       FROM orders WHERE phone IN (SELECT value FROM json_each(?)) GROUP BY phone`,
    )
      .bind('["03001234567"]')
      .all<{ detail: string }>();
    expect(results.map((row) => row.detail).join('\n')).toMatch(/USING INDEX orders_phone \(phone=\?\)/);
  });
});

describe('blocking a number answers its orders that have not left the shop', () => {
  it('lists its pending and processing perfume and oils orders, oldest first, and none of another number', async () => {
    const phone = '03028889990';
    const pending = await insertOrder({ userId: shopper.id, phone, status: 'pending' });
    const processing = await insertOrder({ userId: shopper.id, phone, status: 'processing' });
    await insertOrder({ userId: shopper.id, phone, status: 'shipped' });
    await insertOrder({ userId: shopper.id, phone, status: 'cancelled' });
    await insertOrder({ userId: shopper.id, phone: '03028889991', status: 'pending' });
    const [oilsId] = (await insertOilsOrders(shopper.id, 1, Date.now(), 0, 'pending', phone)) as [string];
    const oils = await orderRowOf(oilsId);

    const { status, body } = await block('0302-8889990');
    expect(status).toBe(201);
    expect(body.openOrders).toEqual([
      {
        _id: pending.id,
        displayOrderId: pending.displayOrderId,
        kind: 'perfumes',
        status: 'pending',
        total: expect.any(Number),
      },
      {
        _id: processing.id,
        displayOrderId: processing.displayOrderId,
        kind: 'perfumes',
        status: 'processing',
        total: expect.any(Number),
      },
      { _id: oilsId, displayOrderId: orderDisplayNumber(oils), kind: 'oils', status: 'pending', total: oils.total },
    ]);

    // Cancelled through the orders' own paths, they are no longer open when the number is blocked again.
    expect(
      (
        await request(ORDERS.bulkStatus, {
          token: admin.token,
          body: { ids: [pending.id, processing.id], status: 'cancelled' },
        })
      ).body.changed,
    ).toHaveLength(2);
    expect(
      (
        await request(OILS_ORDERS.changeStatus, {
          token: admin.token,
          params: { id: oilsId },
          body: { status: 'cancelled' },
        })
      ).status,
    ).toBe(200);
    expect(await block(phone, 'Refused again')).toMatchObject({ status: 200, body: { openOrders: [] } });
  });

  it('answers none for a number with no orders', async () => {
    expect((await block('03028889992')).body.openOrders).toEqual([]);
  });
});
