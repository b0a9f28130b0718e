/**
 * The orders list finds the parcels an owner chases: one city's, those shipped more than N days ago (with one
 * courier's and one cash state's), and the CSV carries each order's cash, the payout that paid it and why it came
 * back, to hold against a courier's payment sheet.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS, pathOf, REMITTANCES } from '#schema/api';
import { DAY_MS } from '../../worker/dashboard/figures';
import { insertOrder } from './admin-fixtures';
import { call, makeUser, request } from './client';
import { db } from './fixtures';
import { and, eq } from 'drizzle-orm';
import { orderStatusHistory } from '#schema/tables';

let owner: Awaited<ReturnType<typeof makeUser>>;
const ids: Record<string, string> = {};
const numbers: Record<string, string> = {};

async function order(name: string, city: string, moves: Record<string, unknown>[], shippedDaysAgo?: number) {
  const { id, displayOrderId } = await insertOrder({ userId: owner.id, status: 'processing', city });
  for (const body of moves) {
    const moved = await request(ORDERS.changeStatus, { params: { id }, body, token: owner.token });
    expect(moved.status).toBe(200);
  }
  if (shippedDaysAgo !== undefined) {
    await db
      .update(orderStatusHistory)
      .set({ at: Date.now() - shippedDaysAgo * DAY_MS })
      .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.status, 'shipped')));
  }
  ids[name] = id;
  numbers[name] = displayOrderId;
}

const ship = (courier: string, trackingNumber: string) => ({ status: 'shipped', courier, trackingNumber });

beforeAll(async () => {
  owner = await makeUser({ role: 'owner' });
  await order('lahoreOld', 'Lahore', [ship('PostEx', 'PX1001')], 10);
  await order('karachiOld', 'Karachi', [ship('Leopards', 'LE2001')], 12);
  await order('karachiNew', 'Karachi', [ship('PostEx', 'PX1002')], 2);
  await order('karachiHeld', 'Karachi', [ship('PostEx', 'PX1003'), { status: 'delivered' }], 9);
  await order('karachiPaid', 'Karachi', [ship('PostEx', 'PX1004'), { status: 'delivered' }], 9);
  await order(
    'karachiRefused',
    'Karachi',
    [ship('PostEx', 'PX1005'), { status: 'returned', returnReason: 'refused', restock: true }],
    8,
  );
  await order('notShipped', 'Karachi', []);
  const paid = await request(REMITTANCES.record, {
    token: owner.token,
    body: { courier: 'PostEx', reference: 'CPR-77', orderIds: [ids.karachiPaid] },
  });
  expect(paid.status).toBe(201);
});

const listed = async (query: string) => {
  const { status, body } = await request(ORDERS.list, { token: owner.token, query });
  expect(status).toBe(200);
  return body.orders.map((o) => o._id).sort();
};
const these = (...names: string[]) => names.map((name) => ids[name]).sort();

describe('GET /api/orders filters', () => {
  it("finds one city's orders, whatever the case it is typed in", async () => {
    expect(await listed('city=lahore')).toEqual(these('lahoreOld'));
    expect(await listed('city=%20KARACHI%20')).toEqual(
      these('karachiOld', 'karachiNew', 'karachiHeld', 'karachiPaid', 'karachiRefused', 'notShipped'),
    );
  });

  it("finds a listed city's orders by its Urdu name, as the Urdu console offers it, in the city filter and the text", async () => {
    expect(await listed(`city=${encodeURIComponent('لاہور')}`)).toEqual(these('lahoreOld'));
    expect(await listed(`q=${encodeURIComponent('لاہور')}`)).toEqual(these('lahoreOld'));
    expect(await listed(`q=${encodeURIComponent(' كراچی ')}`)).toEqual(
      these('karachiOld', 'karachiNew', 'karachiHeld', 'karachiPaid', 'karachiRefused', 'notShipped'),
    );
    expect(await listed(`q=${encodeURIComponent('لاہو')}`)).toEqual([]);
  });

  it('finds the orders shipped more than N days ago, and with status=shipped the parcels still out', async () => {
    expect(await listed('shippedDaysAgo=7')).toEqual(
      these('lahoreOld', 'karachiOld', 'karachiHeld', 'karachiPaid', 'karachiRefused'),
    );
    expect(await listed('shippedDaysAgo=7&status=shipped')).toEqual(these('lahoreOld', 'karachiOld'));
    expect(await listed('shippedDaysAgo=11&status=shipped')).toEqual(these('karachiOld'));
  });

  it('combines them with the courier and the cash: what PostEx has held in Karachi for over a week', async () => {
    expect(await listed('city=Karachi&courier=PostEx&cash=with-courier&shippedDaysAgo=7')).toEqual(
      these('karachiHeld'),
    );
  });

  it.each(['-1', '2.5', 'week', '99999'])('refuses shippedDaysAgo=%s (400)', async (days) => {
    expect(await request(ORDERS.list, { token: owner.token, query: `shippedDaysAgo=${days}` })).toMatchObject({
      status: 400,
      body: { success: false, field: 'shippedDaysAgo' },
    });
  });

  it('names the new filters in the API contract, for the reference', () => {
    expect(Object.keys(ORDERS.list.query ?? {})).toEqual(expect.arrayContaining(['courier', 'city', 'cash']));
    expect(ORDERS.list.query).toHaveProperty('shippedDaysAgo');
  });
});

describe('the orders CSV', () => {
  it('carries the cash, the payout reference and the return reason', async () => {
    const response = await call(`${pathOf(ORDERS.exportCsv)}?city=Karachi&shippedDaysAgo=7`, { token: owner.token });
    expect(response.status).toBe(200);
    const rows = (await response.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(rows[0]!.split(',').slice(-3)).toEqual(['Cash', 'Payout reference', 'Return reason']);
    const tail = (name: string) =>
      rows.filter((row) => row.startsWith(`${numbers[name]},`)).map((row) => row.split(',').slice(-3).join(','));
    expect(tail('karachiPaid')).toEqual(['Cash paid to the shop,CPR-77,']);
    expect(tail('karachiHeld')).toEqual(['Cash with the courier,,']);
    expect(tail('karachiRefused')).toEqual([expect.stringMatching(/^No cash collected,,Refused/)]);
  });
});
