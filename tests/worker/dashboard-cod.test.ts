/**
 * The dashboard's cash-on-delivery figures: confirmation, return and refusal rates over the orders placed in the last
 * 30 Pakistan days (both kinds), and the cash at each of its steps: on the road and not collected, held by the
 * couriers (in all and each), and paid to the shop in the 30 days.
 */
import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD, REMITTANCES } from '#schema/api';
import type { DashboardAnswer } from '#schema/answers/dashboard';
import { DAY_MS } from '../../worker/dashboard/figures';
import { insertOilsOrders, insertOrder, orderRowOf } from './admin-fixtures';
import { makeUser, request } from './client';
import type { OrderStatus } from '#schema/order-status';
import { orders, remittances } from '#schema/tables';

const db = drizzle(env.DB);

/** What each order is given beside its status, through the table's own types. */
type Later = Partial<typeof orders.$inferInsert>;

let dashboard: DashboardAnswer;
let staffView: DashboardAnswer;
const totals: Record<string, number> = {};

beforeAll(async () => {
  const admin = await makeUser({ role: 'owner' });
  const shopper = await makeUser();
  const order = async (name: string, status: OrderStatus, set: Later, daysAgo = 1) => {
    const { id } = await insertOrder({ userId: shopper.id, status, createdAt: Date.now() - daysAgo * DAY_MS });
    const [row] = await db.update(orders).set(set).where(eq(orders.id, id)).returning({ total: orders.total });
    totals[name] = row!.total;
    return id;
  };
  await order('pending', 'pending', { confirmation: 'confirmed' });
  await order('onTheRoad', 'shipped', { confirmation: 'confirmed', courier: 'TCS' });
  await order('tcsOwed', 'delivered', { confirmation: 'confirmed', courier: 'TCS', cash: 'with-courier' });
  await order('leopardsOwed', 'delivered', { courier: 'Leopards', cash: 'with-courier' });
  await order('refused', 'returned', { courier: 'TCS', returnReason: 'refused' });
  await order('unreachable', 'returned', { courier: 'TCS', returnReason: 'unreachable' });
  await order('remitted', 'delivered', { courier: 'TCS', cash: 'remitted' });
  // Paid through the console today: its cash leaves what Leopards holds for what the couriers paid.
  const paidToday = await order('paidToday', 'delivered', { courier: 'Leopards', cash: 'with-courier' });
  // Placed 40 days ago: out of the rates, but the courier still owes its cash.
  await order('oldOwed', 'delivered', { courier: 'TCS', cash: 'with-courier', confirmation: 'confirmed' }, 40);
  await insertOilsOrders(shopper.id, 1, Date.now() - DAY_MS);
  const [oilsShipped] = await insertOilsOrders(shopper.id, 1, Date.now() - DAY_MS, 60_000, 'shipped');
  totals.oilsOnTheRoad = (await orderRowOf(oilsShipped!)).total;
  // An oils order confirmed, then refused at the door: its confirmation and return count as a perfume order's do.
  const refusedOils = await insertOilsOrders(shopper.id, 1, Date.now() - DAY_MS, 60_000, 'returned');
  await db
    .update(orders)
    .set({ confirmation: 'confirmed', returnReason: 'refused' })
    .where(inArray(orders.id, refusedOils));
  const payout = await request(REMITTANCES.record, {
    token: admin.token,
    body: { courier: 'Leopards', reference: 'LP-1', orderIds: [paidToday] },
  });
  expect(payout.status).toBe(201);
  // Two payouts recorded straight in the table: 10 days ago, counted; 40 days ago, out of the 30 days.
  await db.insert(remittances).values([
    { id: 'r-10', courier: 'TCS', reference: 'TCS-10', total: 3000, at: Date.now() - 10 * DAY_MS, by: admin.id },
    { id: 'r-40', courier: 'TCS', reference: 'TCS-40', total: 7000, at: Date.now() - 40 * DAY_MS, by: admin.id },
  ]);
  dashboard = (await request(DASHBOARD.read, { token: admin.token })).body;
  const staff = await makeUser({ role: 'staff' });
  staffView = (await request(DASHBOARD.read, { token: staff.token })).body;
});

describe('GET /api/admin/dashboard: cod', () => {
  it('gives the rates of the orders placed in the 30 days, both kinds', () => {
    // 11 placed (8 perfume, 3 oils), 4 of them confirmed; 9 left with a courier, 3 came back, 2 refused at the door.
    expect(dashboard.cod.confirmationRate).toBeCloseTo(4 / 11);
    expect(dashboard.cod.returnRate).toBeCloseTo(3 / 9);
    expect(dashboard.cod.refusedRate).toBeCloseTo(2 / 9);
  });

  it('gives the cash not collected yet: the parcels on the road, both kinds', async () => {
    expect(dashboard.cod.inTransit).toEqual({ orders: 2, amount: totals.onTheRoad! + totals.oilsOnTheRoad! });
  });

  it('gives the cash the couriers hold: delivered and not yet remitted, by courier, the most first', () => {
    const tcs = totals.tcsOwed! + totals.oldOwed!;
    expect(dashboard.cod.withCouriers).toEqual(
      [
        { courier: 'TCS', orders: 2, amount: tcs },
        { courier: 'Leopards', orders: 1, amount: totals.leopardsOwed! },
      ].sort((a, b) => b.amount - a.amount),
    );
  });

  it('gives the cash the couriers paid in the last 30 days', () => {
    expect(dashboard.cod.remitted30Days).toEqual({ payouts: 2, amount: totals.paidToday! + 3000 });
  });

  it('gives staff the rates and counts without the amounts', () => {
    expect(staffView.cod).toEqual({
      confirmationRate: dashboard.cod.confirmationRate,
      returnRate: dashboard.cod.returnRate,
      refusedRate: dashboard.cod.refusedRate,
      inTransit: { orders: 2 },
      withCouriers: dashboard.cod.withCouriers.map(({ courier, orders }) => ({ courier, orders })),
      remitted30Days: { payouts: 2 },
    });
  });

  it('sums what the couriers owe inside orders_cash_courier alone', async () => {
    const { results } = await env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT courier, count(*), sum(total) FROM orders
       WHERE cash = 'with-courier' AND courier IS NOT NULL GROUP BY courier`,
    ).all<{ detail: string }>();
    expect(results.map((row) => row.detail).join('\n')).toMatch(/COVERING INDEX orders_cash_courier/);
  });
});
