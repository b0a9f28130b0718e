/**
 * Returns: a shipped or delivered order comes back with a reason (a delivered one only for a reason that fits a
 * parcel the customer received), and the owner restocks its bottles (through the stock ledger) or writes them off (a
 * ledger entry of 0 saying how many), each entry keeping the return's reason. Perfume and oils orders, one at a time
 * or in bulk; the reason is kept in the history, and the shopper's pages read it.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, CART, OILS_ORDERS, ORDERS, TRACK } from '#schema/api';
import { insertOilsOrders, insertOrder } from './admin-fixtures';
import { createPerfume, stockAndLedger } from './catalog-fixtures';
import { checkoutBody } from './checkout-body';
import { makeUser, request } from './client';
import type { OrderStatus } from '#schema/order-status';

let admin: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
  shopper = await makeUser();
});

/** A parcel handed to TCS: each its own number, as TCS gives one a parcel. */
let parcels = 0;
const shipment = () => ({ courier: 'TCS', trackingNumber: `7794040${(parcels += 1)}` }) as const;

const setStatus = (id: string, body: Record<string, unknown>, token = admin.token) =>
  request(ORDERS.changeStatus, { params: { id }, body, token });

/** A shopper orders `quantity` of the perfume through checkout, so its stock and ledger move as in the shop. */
async function placed(productId: string, price: number, quantity: number) {
  const buyer = await makeUser();
  expect((await request(CART.add, { token: buyer.token, body: { productId, quantity } })).status).toBe(200);
  const { status, body } = await request(ORDERS.place, {
    token: buyer.token,
    body: checkoutBody(productId, price, quantity),
  });
  expect(status).toBe(201);
  return body.order._id;
}

async function shipped(id: string) {
  expect((await setStatus(id, { status: 'processing' })).status).toBe(200);
  expect((await setStatus(id, { status: 'shipped', ...shipment() })).status).toBe(200);
}

const entriesOf = async (orderId: string) =>
  (
    await env.DB.prepare(
      'SELECT product_id AS productId, change, reason, note FROM stock_entries WHERE order_id = ? ORDER BY seq',
    )
      .bind(orderId)
      .all()
  ).results;

/** The newest entry of the perfume's stock history, as the console reads it. */
const newestEntry = async (productId: string) =>
  (await request(ADMIN_PRODUCTS.stock, { token: admin.token, params: { id: productId } })).body.entries[0];

describe('PATCH /api/orders/:id/status to returned', () => {
  it('takes a refused parcel back into stock through the ledger, keeping the reason in the history', async () => {
    const perfume = await createPerfume(admin.token, { stock: 10, price: 1500 });
    const id = await placed(perfume._id, 1500, 3);
    await shipped(id);
    const { status, body } = await setStatus(id, { status: 'returned', returnReason: 'refused', restock: true });
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ status: 'returned', returnReason: 'refused', cash: 'none' });
    expect(body.order.statusHistory.at(-1)).toMatchObject({ status: 'returned', reason: 'refused', restock: true });
    expect(await stockAndLedger(perfume._id)).toMatchObject({ stock: 10, ledger: 10 });
    expect(await entriesOf(id)).toEqual([
      { productId: perfume._id, change: -3, reason: 'order', note: null },
      { productId: perfume._id, change: 3, reason: 'return', note: null },
    ]);
    // Why it came back as its code, which each console words in its own language, never English words in the note.
    expect(await newestEntry(perfume._id)).toMatchObject({
      change: 3,
      reason: 'return',
      note: null,
      returnReason: 'refused',
      writtenOff: null,
      orderId: id,
    });
  });

  it('writes a damaged parcel off: a ledger entry of 0 saying how many and why, the stock unchanged', async () => {
    const perfume = await createPerfume(admin.token, { stock: 10, price: 1500 });
    const id = await placed(perfume._id, 1500, 2);
    await shipped(id);
    expect((await setStatus(id, { status: 'delivered' })).body.order).toMatchObject({ cash: 'with-courier' });
    const { status, body } = await setStatus(id, { status: 'returned', returnReason: 'damaged', restock: false });
    expect(status).toBe(200);
    // The courier collected the cash at the door: the shop is still owed it.
    expect(body.order).toMatchObject({ status: 'returned', returnReason: 'damaged', cash: 'with-courier' });
    expect(body.order.statusHistory.at(-1)).toMatchObject({ reason: 'damaged', restock: false });
    expect(await stockAndLedger(perfume._id)).toMatchObject({ stock: 8, ledger: 8 });
    expect(await newestEntry(perfume._id)).toMatchObject({
      change: 0,
      reason: 'damaged',
      note: 'Written off: not put back in stock',
      returnReason: 'damaged',
      writtenOff: 2,
      orderId: id,
    });
  });

  it('writes bottles not put back from an undamaged parcel off as a return, not as damaged', async () => {
    const perfume = await createPerfume(admin.token, { stock: 10, price: 1500 });
    const id = await placed(perfume._id, 1500, 2);
    await shipped(id);
    const { status } = await setStatus(id, { status: 'returned', returnReason: 'wrong-address', restock: false });
    expect(status).toBe(200);
    expect(await stockAndLedger(perfume._id)).toMatchObject({ stock: 8, ledger: 8 });
    expect(await newestEntry(perfume._id)).toMatchObject({
      change: 0,
      reason: 'return',
      note: 'Written off: not put back in stock',
      returnReason: 'wrong-address',
      writtenOff: 2,
    });
  });

  it.each([
    [{ status: 'returned', restock: true }, 'returnReason', 'Please pick why the parcel came back.'],
    [
      { status: 'returned', returnReason: 'refused' },
      'restock',
      'Please say whether the returned bottles go back in stock.',
    ],
    [
      { status: 'returned', returnReason: 'lost', restock: true },
      'returnReason',
      'Please pick why the parcel came back.',
    ],
    [
      { status: 'delivered', returnReason: 'refused', restock: true },
      'returnReason',
      'A return reason and restock go only with the returned status.',
    ],
  ])('refuses %o with 400 on %s, changing nothing', async (change, field, message) => {
    const { id } = await insertOrder({ userId: shopper.id, status: 'shipped' });
    const { status, body } = await setStatus(id, change);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'invalid', field, message });
    const row = await env.DB.prepare('SELECT status, return_reason FROM orders WHERE id = ?').bind(id).first();
    expect(row).toEqual({ status: 'shipped', return_reason: null });
  });

  it.each<[OrderStatus, string]>([
    ['pending', 'This order is pending; it can only be marked processing or cancelled, not returned.'],
    ['cancelled', 'This order is cancelled; its status can no longer change.'],
    ['returned', 'This order is already returned.'],
  ])('refuses to return a %s order with 409', async (from, message) => {
    const { id } = await insertOrder({ userId: shopper.id, status: from });
    const { status, body } = await setStatus(id, { status: 'returned', returnReason: 'refused', restock: true });
    expect(status).toBe(409);
    expect(body).toMatchObject({ success: false, message });
  });

  it.each(['refused', 'unreachable', 'wrong-address'])(
    'refuses to return a delivered order as %s (409 on returnReason): the parcel reached the customer',
    async (returnReason) => {
      const perfume = await createPerfume(admin.token, { stock: 10, price: 1500 });
      const id = await placed(perfume._id, 1500, 2);
      await shipped(id);
      expect((await setStatus(id, { status: 'delivered' })).status).toBe(200);
      const { status, body } = await setStatus(id, { status: 'returned', returnReason, restock: true });
      expect(status).toBe(409);
      expect(body).toMatchObject({ success: false, code: 'return_reason_refused', field: 'returnReason' });
      const row = await env.DB.prepare('SELECT status, return_reason FROM orders WHERE id = ?').bind(id).first();
      expect(row).toEqual({ status: 'delivered', return_reason: null });
      expect(await stockAndLedger(perfume._id)).toMatchObject({ stock: 8, ledger: 8 });
    },
  );

  it('returns a delivered order the customer sent back, or for another reason', async () => {
    for (const returnReason of ['customer-return', 'other']) {
      const { id } = await insertOrder({ userId: shopper.id, status: 'delivered' });
      const { status, body } = await setStatus(id, { status: 'returned', returnReason, restock: true });
      expect(status, returnReason).toBe(200);
      expect(body.order).toMatchObject({ status: 'returned', returnReason });
    }
  });

  it('restocks once when two admins record the same return at once', async () => {
    const perfume = await createPerfume(admin.token, { stock: 10, price: 1500 });
    const id = await placed(perfume._id, 1500, 4);
    await shipped(id);
    const change = { status: 'returned', returnReason: 'unreachable', restock: true };
    const answers = await Promise.all([setStatus(id, change), setStatus(id, change)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stockAndLedger(perfume._id)).toMatchObject({ stock: 10, ledger: 10 });
  });

  it("is the shop's: staff record returns, shoppers cannot", async () => {
    const { id } = await insertOrder({ userId: shopper.id, status: 'shipped' });
    const change = { status: 'returned', returnReason: 'refused', restock: true };
    expect((await setStatus(id, change, shopper.token)).status).toBe(403);
    const staff = await makeUser({ role: 'staff' });
    expect((await setStatus(id, change, staff.token)).status).toBe(200);
  });
});

describe('a returned order on the shopper side', () => {
  it('tracking says why it came back', async () => {
    const perfume = await createPerfume(admin.token, { stock: 5, price: 1500 });
    const id = await placed(perfume._id, 1500, 1);
    await shipped(id);
    await setStatus(id, { status: 'returned', returnReason: 'wrong-address', restock: true });
    const order = (await request(ORDERS.read, { params: { id }, token: admin.token })).body.order;
    const tracked = await request(TRACK.find, { body: { orderNumber: order.displayOrderId, phone: '0321-1234567' } });
    expect(tracked.body.order.status).toBe('returned');
    expect(tracked.body.order.statusHistory.at(-1)).toMatchObject({ status: 'returned', reason: 'wrong-address' });
  });

  it("answers the shopper's own order with its return reason and without risk", async () => {
    const { id } = await insertOrder({ userId: shopper.id, status: 'shipped' });
    await setStatus(id, { status: 'returned', returnReason: 'customer-return', restock: false });
    const { body } = await request(ORDERS.list, { token: shopper.token, query: 'mine=1' });
    const mine = body.orders.find((order) => order._id === id)!;
    expect(mine).toMatchObject({ status: 'returned', returnReason: 'customer-return' });
    expect(mine.risk).toBeUndefined();
  });
});

describe('POST /api/orders/bulk-status to returned', () => {
  it('returns every shipped or delivered order with the reason and restock, skipping the others', async () => {
    const perfume = await createPerfume(admin.token, { stock: 20, price: 1500 });
    const a = await placed(perfume._id, 1500, 2);
    const b = await placed(perfume._id, 1500, 3);
    const pending = await placed(perfume._id, 1500, 1);
    await shipped(a);
    await shipped(b);
    const { status, body } = await request(ORDERS.bulkStatus, {
      token: admin.token,
      body: { ids: [a, b, pending], status: 'returned', returnReason: 'refused', restock: true },
    });
    expect(status).toBe(200);
    expect(body.changed).toEqual([a, b]);
    expect(body.skipped).toEqual([
      {
        id: pending,
        code: 'status_change_refused',
        status: 'pending',
        message: 'This order is pending; it can only be marked processing or cancelled, not returned.',
      },
    ]);
    expect(await stockAndLedger(perfume._id)).toMatchObject({ stock: 19, ledger: 19 });
    const history = await env.DB.prepare(
      "SELECT reason, restock FROM order_status_history WHERE order_id IN (?, ?) AND status = 'returned'",
    )
      .bind(a, b)
      .all();
    expect(history.results).toEqual([
      { reason: 'refused', restock: 1 },
      { reason: 'refused', restock: 1 },
    ]);
  });

  it('skips a delivered order whose reason does not fit it, returning the shipped ones', async () => {
    const { id: onTheRoad } = await insertOrder({ userId: shopper.id, status: 'shipped' });
    const { id: delivered } = await insertOrder({ userId: shopper.id, status: 'delivered' });
    const { status, body } = await request(ORDERS.bulkStatus, {
      token: admin.token,
      body: { ids: [onTheRoad, delivered], status: 'returned', returnReason: 'unreachable', restock: true },
    });
    expect(status).toBe(200);
    expect(body.changed).toEqual([onTheRoad]);
    expect(body.skipped.map((skip) => skip.id)).toEqual([delivered]);
    const row = await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(delivered).first();
    expect(row).toEqual({ status: 'delivered' });
  });

  it('refuses a bulk return without its reason (400), moving nothing', async () => {
    const { id } = await insertOrder({ userId: shopper.id, status: 'shipped' });
    const { status, body } = await request(ORDERS.bulkStatus, {
      token: admin.token,
      body: { ids: [id], status: 'returned', restock: true },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'returnReason' });
    const row = await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first();
    expect(row).toEqual({ status: 'shipped' });
  });
});

describe('PATCH /api/oilsOrders/:id/status to returned', () => {
  async function oilsOrderAt(status: OrderStatus) {
    const [id] = await insertOilsOrders(shopper.id, 1, Date.now(), 0, status, '03001112223');
    return id!;
  }

  it('returns a shipped oils order with its reason (oils are mixed to order: nothing to restock)', async () => {
    const id = await oilsOrderAt('shipped');
    const { status, body } = await request(OILS_ORDERS.changeStatus, {
      token: admin.token,
      params: { id },
      body: { status: 'returned', returnReason: 'unreachable' },
    });
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ status: 'returned', returnReason: 'unreachable' });
    expect(body.order.statusHistory.at(-1)).toMatchObject({ status: 'returned', reason: 'unreachable' });
  });

  it('refuses a delivered oils order coming back as refused at the door (409 on returnReason)', async () => {
    const id = await oilsOrderAt('delivered');
    const answer = await request(OILS_ORDERS.changeStatus, {
      token: admin.token,
      params: { id },
      body: { status: 'returned', returnReason: 'refused' },
    });
    expect(answer).toMatchObject({ status: 409, body: { code: 'return_reason_refused', field: 'returnReason' } });
    const sentBack = await request(OILS_ORDERS.changeStatus, {
      token: admin.token,
      params: { id },
      body: { status: 'returned', returnReason: 'customer-return' },
    });
    expect(sentBack.status).toBe(200);
  });

  it('refuses a pending oils order (409) and a return without a reason (400)', async () => {
    const pending = await oilsOrderAt('pending');
    const refused = await request(OILS_ORDERS.changeStatus, {
      token: admin.token,
      params: { id: pending },
      body: { status: 'returned', returnReason: 'refused' },
    });
    expect(refused.status).toBe(409);
    const shippedOne = await oilsOrderAt('shipped');
    const noReason = await request(OILS_ORDERS.changeStatus, {
      token: admin.token,
      params: { id: shippedOne },
      body: { status: 'returned' },
    });
    expect(noReason).toMatchObject({ status: 400, body: { field: 'returnReason' } });
  });
});

describe('the stock ledger under returns', () => {
  it('sums to the stock after concurrent returns, cancellations and orders', async () => {
    const perfume = await createPerfume(admin.token, { stock: 40, price: 1500 });
    const toReturn = [];
    const toCancel = [];
    for (let i = 0; i < 3; i += 1) toReturn.push(await placed(perfume._id, 1500, 2));
    for (let i = 0; i < 3; i += 1) toCancel.push(await placed(perfume._id, 1500, 3));
    for (const id of toReturn) await shipped(id);
    const buyers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const buyer = await makeUser();
        await request(CART.add, { token: buyer.token, body: { productId: perfume._id, quantity: 2 } });
        return buyer;
      }),
    );
    const results = await Promise.all([
      setStatus(toReturn[0]!, { status: 'returned', returnReason: 'refused', restock: true }),
      setStatus(toReturn[0]!, { status: 'returned', returnReason: 'refused', restock: true }),
      setStatus(toReturn[1]!, { status: 'returned', returnReason: 'damaged', restock: false }),
      request(ORDERS.bulkStatus, {
        token: admin.token,
        body: { ids: [toReturn[2]!], status: 'returned', returnReason: 'unreachable', restock: true },
      }),
      ...toCancel.map((id) => setStatus(id, { status: 'cancelled' })),
      ...buyers.map((buyer) => request(ORDERS.place, { token: buyer.token, body: checkoutBody(perfume._id, 1500, 2) })),
    ]);
    expect(
      results
        .slice(0, 2)
        .map((r) => r.status)
        .sort(),
    ).toEqual([200, 409]);
    const placedNow = results.slice(7).filter((r) => r.status === 201).length;
    expect(placedNow).toBe(4);
    // The cancelled orders' 9 come back, two of the three returns' 2 each (the damaged one is written off), and
    // the new orders take 8.
    const { stock, ledger } = await stockAndLedger(perfume._id);
    expect(stock).toBe(40 - 3 * 2 + 2 * 2 - 8);
    expect(ledger).toBe(stock);
  });
});
