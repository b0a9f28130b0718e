import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, stockOf } from './admin-fixtures';
import { ORDERS } from '#schema/api';
import { makeUser, request } from './client';
import type { OrderStatus } from '#schema/order-status';

let admin: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  shopper = await makeUser();
});

/** A parcel handed to TCS, as the console sends it with `shipped`: each its own number, as TCS gives one a parcel. */
let parcels = 0;
const shipment = () => ({ courier: 'TCS', trackingNumber: `7794040${(parcels += 1)}` }) as const;

const setStatus = (id: string, status: string, token = admin.token) =>
  request(ORDERS.changeStatus, {
    params: { id },
    body: { status, ...(status === 'shipped' ? shipment() : {}) },
    token,
  });

async function orderAt(status: OrderStatus) {
  return insertOrder({ userId: shopper.id, status });
}

describe('PATCH /api/orders/:id/status', () => {
  it.each<[OrderStatus, string]>([
    ['pending', 'processing'],
    ['processing', 'shipped'],
    ['shipped', 'delivered'],
    ['pending', 'cancelled'],
    ['processing', 'cancelled'],
  ])('moves an order from %s to %s', async (from, to) => {
    const { id } = await orderAt(from);
    const { status, body } = await setStatus(id, to);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.order).toMatchObject({ _id: id, status: to });
  });

  it.each<[OrderStatus, string]>([
    ['pending', 'shipped'],
    ['pending', 'delivered'],
    ['processing', 'pending'],
    ['shipped', 'cancelled'],
    ['shipped', 'processing'],
    ['delivered', 'cancelled'],
    ['returned', 'delivered'],
    ['cancelled', 'pending'],
    ['pending', 'pending'],
  ])('refuses %s → %s with 409 naming the current status', async (from, to) => {
    const { id } = await orderAt(from);
    const { status, body } = await setStatus(id, to);
    expect(status).toBe(409);
    expect(body).toMatchObject({
      success: false,
      code: 'status_change_refused',
      message: expect.stringContaining(from),
    });
    const row = await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: string }>();
    expect(row!.status).toBe(from);
  });

  it('refuses a status that does not exist', async () => {
    const { id } = await orderAt('pending');
    const { status, body } = await setStatus(id, 'refunded');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'invalid', field: 'status' });
  });

  it('answers 404 for an unknown order', async () => {
    const { status, body } = await setStatus('no-such-order', 'processing');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'not_found' });
  });

  it('keeps every change with its time, oldest first, and the shopper reads it on the receipt', async () => {
    const { id } = await orderAt('pending');
    const before = Date.now();
    await setStatus(id, 'processing');
    await setStatus(id, 'shipped');
    const { body } = await request(ORDERS.read, { params: { id }, token: shopper.token });
    expect(body.order.status).toBe('shipped');
    expect(body.order.statusHistory.map((entry) => entry.status)).toEqual(['pending', 'processing', 'shipped']);
    for (const entry of body.order.statusHistory.slice(1)) {
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('puts the stock back when an order is cancelled', async () => {
    const [rawayat, khas] = [await stockOf('rawayat'), await stockOf('khas')];
    const { id } = await insertOrder({
      userId: shopper.id,
      lines: [
        { productId: 'rawayat', quantity: 2 },
        { productId: 'khas', quantity: 3 },
      ],
    });
    await setStatus(id, 'processing');
    expect([await stockOf('rawayat'), await stockOf('khas')]).toEqual([rawayat, khas]);
    const { status } = await setStatus(id, 'cancelled');
    expect(status).toBe(200);
    expect([await stockOf('rawayat'), await stockOf('khas')]).toEqual([rawayat + 2, khas + 3]);
  });

  it('restores the stock once when two admins cancel the same order at the same moment', async () => {
    const before = await stockOf('deodar');
    const { id } = await insertOrder({ userId: shopper.id, lines: [{ productId: 'deodar', quantity: 4 }] });
    const answers = await Promise.all([
      setStatus(id, 'cancelled'),
      setStatus(id, 'cancelled'),
      setStatus(id, 'cancelled'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'status_change_refused' });
    expect(await stockOf('deodar')).toBe(before + 4);
    const history = await env.DB.prepare(
      "SELECT count(*) AS n FROM order_status_history WHERE order_id = ? AND status = 'cancelled'",
    )
      .bind(id)
      .first<{ n: number }>();
    expect(history!.n).toBe(1);
  });
});
