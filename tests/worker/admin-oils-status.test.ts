import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import { OILS_ORDERS, REMITTANCES } from '#schema/api';
import { orderStatusHistory } from '#schema/tables';
import { insertOilsOrders, orderRowOf } from './admin-fixtures';
import { makeUser, request } from './client';
import type { OrderStatus } from '#schema/order-status';

let admin: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  shopper = await makeUser();
});

/** The status alone, or with a shipment's courier and tracking number (each parcel its own) when it is `shipped`. */
let parcels = 0;
const setStatus = (id: string, status: string, token = admin.token) =>
  request(OILS_ORDERS.changeStatus, {
    params: { id },
    body: status === 'shipped' ? { status, courier: 'TCS', trackingNumber: `7799 ${(parcels += 1)}` } : { status },
    token,
  });

const oilsOrderAt = async (status: OrderStatus = 'pending', userId = shopper.id) =>
  (await insertOilsOrders(userId, 1, Date.now(), 0, status))[0]!;

describe('PATCH /api/oilsOrders/:id/status', () => {
  it('moves an oils order along the same statuses as a perfume order, keeping each with its time', async () => {
    const id = await oilsOrderAt();
    for (const to of ['processing', 'shipped', 'delivered']) {
      const { status, body } = await setStatus(id, to);
      expect(status).toBe(200);
      expect(body.order).toMatchObject({ _id: id, status: to });
    }
    const mine = await request(OILS_ORDERS.list, { token: shopper.token, query: 'mine=1' });
    const order = mine.body.orders.find((o) => o._id === id)!;
    expect(order.statusHistory.map((entry) => entry.status)).toEqual(['pending', 'processing', 'shipped', 'delivered']);
  });

  it('ships an oils order by hand with its courier and tracking number, which its tracking and its cash follow', async () => {
    const id = await oilsOrderAt('processing');
    const ship = (body: Record<string, unknown>) =>
      request(OILS_ORDERS.changeStatus, { params: { id }, body: { status: 'shipped', ...body }, token: admin.token });
    expect(await ship({})).toMatchObject({ status: 400, body: { code: 'invalid', field: 'courier' } });
    expect(await ship({ courier: 'TCS' })).toMatchObject({ status: 400, body: { field: 'trackingNumber' } });
    expect((await orderRowOf(id)).status).toBe('processing');
    const shipped = await ship({ courier: 'TCS', trackingNumber: '7799 0011' });
    expect(shipped.body.order).toMatchObject({ status: 'shipped', courier: 'TCS', trackingNumber: '77990011' });
    const delivered = await setStatus(id, 'delivered');
    expect(delivered.body.order).toMatchObject({ courier: 'TCS', trackingNumber: '77990011', cash: 'with-courier' });
    const payout = { courier: 'TCS', reference: 'TCS-OIL-1', orderIds: [id] };
    expect(await request(REMITTANCES.record, { token: admin.token, body: payout })).toMatchObject({
      status: 201,
      body: { remittance: { orderIds: [id] } },
    });
  });

  it('takes a courier and tracking number only with shipped', async () => {
    const id = await oilsOrderAt('pending');
    const body = { status: 'processing', courier: 'TCS', trackingNumber: '7799' };
    expect(await request(OILS_ORDERS.changeStatus, { params: { id }, body, token: admin.token })).toMatchObject({
      status: 400,
      body: { field: 'courier' },
    });
  });

  it('answers a list cursor that names no page as every list does, 400 no_such_page', async () => {
    expect(await request(OILS_ORDERS.list, { token: shopper.token, query: 'mine=1&cursor=abc' })).toMatchObject({
      status: 400,
      body: { code: 'no_such_page' },
    });
  });

  it.each<[OrderStatus, string]>([
    ['pending', 'shipped'],
    ['shipped', 'cancelled'],
    ['cancelled', 'processing'],
    ['delivered', 'delivered'],
  ])('refuses %s → %s with 409', async (from, to) => {
    const id = await oilsOrderAt(from);
    expect(await setStatus(id, to)).toMatchObject({
      status: 409,
      body: { success: false, code: 'status_change_refused', message: expect.stringContaining(from) },
    });
    expect((await orderRowOf(id)).status).toBe(from);
  });

  it('cancels a pending or processing order', async () => {
    const id = await oilsOrderAt('processing');
    expect((await setStatus(id, 'cancelled')).body.order.status).toBe('cancelled');
  });

  it('records one cancellation when two admins cancel at once', async () => {
    const id = await oilsOrderAt();
    const answers = await Promise.all([setStatus(id, 'cancelled'), setStatus(id, 'cancelled')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const history = await drizzle(env.DB)
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 'cancelled')));
    expect(history).toHaveLength(1);
  });

  it('refuses an unknown status with 400 and an unknown order with 404', async () => {
    const id = await oilsOrderAt();
    expect(await setStatus(id, 'lost')).toMatchObject({
      status: 400,
      body: { success: false, code: 'invalid', field: 'status' },
    });
    expect(await setStatus('no-such-order', 'processing')).toMatchObject({
      status: 404,
      body: { success: false, code: 'not_found' },
    });
  });

  it('is for the admin only, even on the shopper’s own order, and needs the CSRF header', async () => {
    const id = await oilsOrderAt();
    expect(await setStatus(id, 'cancelled', shopper.token)).toMatchObject({
      status: 403,
      body: { success: false, code: 'staff_only' },
    });
    const noCsrf = await request(OILS_ORDERS.changeStatus, {
      params: { id },
      body: { status: 'cancelled' },
      token: admin.token,
      noCsrf: true,
    });
    expect(noCsrf.status).toBe(403);
    expect((await orderRowOf(id)).status).toBe('pending');
  });

  it('filters the admin oils list by status', async () => {
    const trader = await makeUser({ username: `trader-${crypto.randomUUID()}` });
    const [a, b] = [await oilsOrderAt('pending', trader.id), await oilsOrderAt('pending', trader.id)];
    await setStatus(b, 'processing');
    const ids = async (query: string) =>
      (
        await request(OILS_ORDERS.list, { token: admin.token, query: `username=${trader.username}&${query}` })
      ).body.orders.map((o) => o._id);
    expect(await ids('status=processing')).toEqual([b]);
    expect(await ids('status=pending')).toEqual([a]);
    const bad = await request(OILS_ORDERS.list, { token: admin.token, query: 'status=lost' });
    expect(bad).toMatchObject({ status: 400, body: { success: false, code: 'invalid', field: 'status' } });
  });
});
