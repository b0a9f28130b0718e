/**
 * The dashboard's cash-on-delivery figures: confirmation, return and refusal rates over the orders placed in the last
 * 30 Pakistan days (both kinds), the cash each courier still holds, and what is on the road.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD } from '#schema/api';
import type { DashboardAnswer } from '#schema/answers/dashboard';
import { DAY_MS } from '../../worker/dashboard/figures';
import { insertOilsOrders, insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';

let dashboard: DashboardAnswer;
let staffView: DashboardAnswer;
const totals: Record<string, number> = {};

beforeAll(async () => {
  const admin = await makeUser({ role: 'owner' });
  const shopper = await makeUser();
  const order = async (name: string, status: string, set: string, daysAgo = 1) => {
    const { id } = await insertOrder({ userId: shopper.id, status, createdAt: Date.now() - daysAgo * DAY_MS });
    await env.DB.prepare(`UPDATE orders SET ${set} WHERE id = ?`).bind(id).run();
    const row = await env.DB.prepare('SELECT total FROM orders WHERE id = ?').bind(id).first<{ total: number }>();
    totals[name] = row!.total;
  };
  await order('pending', 'pending', "confirmation = 'confirmed'");
  await order('onTheRoad', 'shipped', "confirmation = 'confirmed', courier = 'TCS'");
  await order('tcsOwed', 'delivered', "confirmation = 'confirmed', courier = 'TCS', cash = 'with-courier'");
  await order('leopardsOwed', 'delivered', "courier = 'Leopards', cash = 'with-courier'");
  await order('refused', 'returned', "courier = 'TCS', return_reason = 'refused'");
  await order('unreachable', 'returned', "courier = 'TCS', return_reason = 'unreachable'");
  await order('remitted', 'delivered', "courier = 'TCS', cash = 'remitted'");
  // Placed 40 days ago: out of the rates, but the courier still owes its cash.
  await order('oldOwed', 'delivered', "courier = 'TCS', cash = 'with-courier', confirmation = 'confirmed'", 40);
  await insertOilsOrders(shopper.id, 1, Date.now() - DAY_MS);
  await insertOilsOrders(shopper.id, 1, Date.now() - DAY_MS, 60_000, 'shipped');
  // An oils order confirmed, then refused at the door: its confirmation and return count as a perfume order's do.
  const [refusedOils] = await insertOilsOrders(shopper.id, 1, Date.now() - DAY_MS, 60_000, 'returned');
  await env.DB.prepare("UPDATE oils_orders SET confirmation = 'confirmed', return_reason = 'refused' WHERE id = ?")
    .bind(refusedOils)
    .run();
  dashboard = (await request(DASHBOARD.read, { token: admin.token })).body;
  const staff = await makeUser({ role: 'staff' });
  staffView = (await request(DASHBOARD.read, { token: staff.token })).body;
});

describe('GET /api/admin/dashboard: cod', () => {
  it('gives the rates of the orders placed in the 30 days, both kinds', () => {
    // 10 placed (7 perfume, 3 oils), 4 of them confirmed; 8 left with a courier, 3 came back, 2 refused at the door.
    expect(dashboard.cod.confirmationRate).toBeCloseTo(4 / 10);
    expect(dashboard.cod.returnRate).toBeCloseTo(3 / 8);
    expect(dashboard.cod.refusedRate).toBeCloseTo(2 / 8);
  });

  it('gives the cash each courier holds, the most first, and the cash on the road', async () => {
    expect(dashboard.cod.withCouriers).toEqual(
      [
        { courier: 'TCS', orders: 2, amount: totals.tcsOwed! + totals.oldOwed! },
        { courier: 'Leopards', orders: 1, amount: totals.leopardsOwed! },
      ].sort((a, b) => b.amount - a.amount),
    );
    const oils = await env.DB.prepare("SELECT total_price AS total FROM oils_orders WHERE status = 'shipped'").first<{
      total: number;
    }>();
    expect(dashboard.cod.inTransit).toEqual({ orders: 2, amount: totals.onTheRoad! + oils!.total });
  });

  it('gives staff the rates and counts without the amounts', () => {
    expect(staffView.cod).toEqual({
      confirmationRate: dashboard.cod.confirmationRate,
      returnRate: dashboard.cod.returnRate,
      refusedRate: dashboard.cod.refusedRate,
      withCouriers: dashboard.cod.withCouriers.map(({ courier, orders }) => ({ courier, orders })),
      inTransit: { orders: 2 },
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
