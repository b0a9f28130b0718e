import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '#schema/api';
import { bulkStatusAnswer } from '#schema/answers/orders';
import { insertOrder, stockOf } from './admin-fixtures';
import { makeUser, request } from './client';
import type { OrderStatus } from '#schema/order-status';

let admin: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  shopper = await makeUser();
});

const bulk = (ids: string[], status: string, token = admin.token) =>
  request(ORDERS.bulkStatus, { body: { ids, status }, token });

const orderAt = async (status: OrderStatus, lines?: { productId: string; quantity: number }[]) =>
  (await insertOrder({ userId: shopper.id, status, lines })).id;

async function statusOf(id: string) {
  return (await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: string }>())?.status;
}

async function historyOf(id: string) {
  const { results } = await env.DB.prepare(
    'SELECT status FROM order_status_history WHERE order_id = ? ORDER BY at, rowid',
  )
    .bind(id)
    .all<{ status: string }>();
  return results.map((row) => row.status);
}

describe('POST /api/orders/bulk-status', () => {
  it('moves the orders the change allows and skips the others, saying why, in the order sent', async () => {
    const [a, b, c, d] = [
      await orderAt('pending'),
      await orderAt('shipped'),
      await orderAt('pending'),
      await orderAt('cancelled'),
    ];
    const { status, body } = await bulk([a, b, c, d, 'no-such-order'], 'processing');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      changed: [a, c],
      skipped: [
        {
          id: b,
          code: 'status_change_refused',
          status: 'shipped',
          message: 'This order is shipped; it can only be marked delivered or returned, not processing.',
        },
        {
          id: d,
          code: 'status_change_refused',
          status: 'cancelled',
          message: 'This order is cancelled; its status can no longer change.',
        },
        { id: 'no-such-order', code: 'not_found', status: null, message: 'Order not found.' },
      ],
    });
    expect([await statusOf(a), await statusOf(b), await statusOf(c), await statusOf(d)]).toEqual([
      'processing',
      'shipped',
      'processing',
      'cancelled',
    ]);
    expect(await historyOf(a)).toEqual(['pending', 'processing']);
    expect(await historyOf(b)).toEqual(['pending']);
  });

  it('puts the stock of each cancelled order back, and none of a skipped one', async () => {
    const before = { rawayat: await stockOf('rawayat'), khas: await stockOf('khas') };
    const a = await orderAt('pending', [{ productId: 'rawayat', quantity: 2 }]);
    const b = await orderAt('processing', [
      { productId: 'rawayat', quantity: 1 },
      { productId: 'khas', quantity: 3 },
    ]);
    const shipped = await orderAt('shipped', [{ productId: 'khas', quantity: 5 }]);
    const { body } = await bulk([a, b, shipped], 'cancelled');
    expect(body.changed).toEqual([a, b]);
    expect(body.skipped).toEqual([
      {
        id: shipped,
        code: 'status_change_refused',
        status: 'shipped',
        message: 'This order is shipped; it can only be marked delivered or returned, not cancelled.',
      },
    ]);
    expect({ rawayat: await stockOf('rawayat'), khas: await stockOf('khas') }).toEqual({
      rawayat: before.rawayat + 3,
      khas: before.khas + 3,
    });
  });

  it('says of each skipped order the status it is in now, not the one the console listed', async () => {
    const listedPending = await orderAt('pending');
    await request(ORDERS.changeStatus, {
      params: { id: listedPending },
      body: { status: 'processing' },
      token: admin.token,
    });
    const { body } = await bulk([listedPending], 'processing');
    expect(bulkStatusAnswer.parse(body).skipped).toEqual([
      {
        id: listedPending,
        code: 'status_change_refused',
        status: 'processing',
        message: 'This order is already processing.',
      },
    ]);
  });

  it('says a delivered order cannot come back refused at the door by the return reason, not by its status', async () => {
    const delivered = await orderAt('delivered');
    const { body } = await request(ORDERS.bulkStatus, {
      body: { ids: [delivered], status: 'returned', returnReason: 'refused', restock: true },
      token: admin.token,
    });
    expect(bulkStatusAnswer.parse(body).skipped).toEqual([
      {
        id: delivered,
        code: 'return_reason_refused',
        status: 'delivered',
        message: 'This order was delivered, so it cannot come back as "Refused at the door".',
      },
    ]);
  });

  it('counts an order sent twice once', async () => {
    const a = await orderAt('pending', [{ productId: 'deodar', quantity: 2 }]);
    const before = await stockOf('deodar');
    const { body } = await bulk([a, a], 'cancelled');
    expect(body).toEqual({ success: true, changed: [a], skipped: [] });
    expect(await stockOf('deodar')).toBe(before + 2);
    expect(await historyOf(a)).toEqual(['pending', 'cancelled']);
  });

  it('restores stock once when a bulk cancel races a single cancel of the same order', async () => {
    const a = await orderAt('pending', [{ productId: 'deodar', quantity: 4 }]);
    const b = await orderAt('pending');
    const before = await stockOf('deodar');
    const [many, one] = await Promise.all([
      bulk([a, b], 'cancelled'),
      request(ORDERS.changeStatus, { params: { id: a }, body: { status: 'cancelled' }, token: admin.token }),
    ]);
    expect(await stockOf('deodar')).toBe(before + 4);
    expect(await historyOf(a)).toEqual(['pending', 'cancelled']);
    const aChangedInBulk = many.body.changed.includes(a);
    expect(one.status).toBe(aChangedInBulk ? 409 : 200);
    if (!aChangedInBulk)
      expect(many.body.skipped).toEqual([
        { id: a, code: 'status_change_refused', status: 'cancelled', message: 'This order is already cancelled.' },
      ]);
    expect(many.body.changed).toContain(b);
  });

  it('moves 200 orders in one call', async () => {
    const ids = await Promise.all(Array.from({ length: 200 }, () => orderAt('shipped')));
    const { status, body } = await bulk(ids, 'delivered');
    expect(status).toBe(200);
    expect(body.changed).toHaveLength(200);
    expect(body.skipped).toEqual([]);
  });

  it.each([
    [[], 'processing', 'Please pick the orders to change.'],
    [Array.from({ length: 201 }, (_, i) => `o${i}`), 'processing', 'Please change at most 200 orders at a time.'],
    [['a'], 'refunded', 'Please pick a known order status.'],
    [['a'], 'shipped', 'Orders are marked shipped one at a time, with their courier and tracking number.'],
  ])('refuses %j → %s with 400', async (ids, status, message) => {
    expect(await bulk(ids, status)).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('is for the admin only, and needs the CSRF header', async () => {
    const a = await orderAt('pending');
    expect(await bulk([a], 'cancelled', shopper.token)).toMatchObject({
      status: 403,
      body: { success: false, code: 'staff_only' },
    });
    const noCsrf = await request(ORDERS.bulkStatus, {
      body: { ids: [a], status: 'cancelled' },
      token: admin.token,
      noCsrf: true,
    });
    expect(noCsrf).toMatchObject({ status: 403, body: { success: false, code: 'csrf' } });
    expect(await statusOf(a)).toBe('pending');
  });
});
