import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD } from '#schema/api';
import type { DashboardAnswer } from '#schema/answers/dashboard';
import { DAY_MS, pakistanDayNumber } from '../../worker/dashboard/figures';
import { PAKISTAN_OFFSET_MS } from '#schema/shop';
import { insertOilsOrders, insertOrder, orderRowOf, priceOf } from './admin-fixtures';
import { json, makeUser, request } from './client';
import { batch, db, setProduct } from './fixtures';
import { quotes } from '#schema/tables';

const quote = { phone: '03001234567', message: 'Hi' };
import type { OrderStatus } from '#schema/order-status';

/** The start of the Pakistan day `daysAgo` days before today, plus a few minutes. */
const dayStart = (daysAgo: number) =>
  (pakistanDayNumber(Date.now()) - daysAgo) * DAY_MS - PAKISTAN_OFFSET_MS + 5 * 60_000;

let admin: Awaited<ReturnType<typeof makeUser>>;
let dashboard: DashboardAnswer;
let khas: number;
let rawayat: number;
let miraj: number;
/** The total of each oils order the fixtures place. */
let oils: number;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  const shopper = await makeUser();
  [khas, rawayat, miraj] = await Promise.all([priceOf('khas'), priceOf('rawayat'), priceOf('miraj')]);
  const order = (daysAgo: number, status: OrderStatus, lines: Array<{ productId: string; quantity: number }>) =>
    insertOrder({ userId: shopper.id, createdAt: dayStart(daysAgo), status, lines });
  await order(0, 'pending', [{ productId: 'khas', quantity: 3 }]);
  await order(0, 'cancelled', [{ productId: 'rawayat', quantity: 9 }]);
  // A parcel that came back sold nothing: it counts nowhere below.
  await order(5, 'returned', [{ productId: 'rawayat', quantity: 9 }]);
  await order(3, 'shipped', [
    { productId: 'rawayat', quantity: 2 },
    { productId: 'khas', quantity: 1 },
  ]);
  await order(10, 'processing', [{ productId: 'miraj', quantity: 1 }]);
  await order(29, 'shipped', [{ productId: 'miraj', quantity: 1 }]);
  await order(30, 'delivered', [{ productId: 'rawayat', quantity: 10 }]);
  await order(400, 'shipped', [{ productId: 'khas', quantity: 1 }]);
  // Oils orders count beside perfume orders: one pending today, one shipped two days ago, one cancelled today.
  const [oilsToday] = await insertOilsOrders(shopper.id, 1, dayStart(0));
  await insertOilsOrders(shopper.id, 1, dayStart(2), 60_000, 'shipped');
  await insertOilsOrders(shopper.id, 1, dayStart(0), 60_000, 'cancelled');
  oils = (await orderRowOf(oilsToday!)).total;
  await batch([
    setProduct('hawas', { stock: 0 }),
    setProduct('khas', { stock: 5 }),
    setProduct('rawayat', { stock: 6 }),
    setProduct('miraj', { stock: 12, lowStockAt: 15 }),
    setProduct('blue-mist', { stock: 4, lowStockAt: 3 }),
    setProduct('royal-ruby', { stock: 0, archived: true }),
    db.insert(quotes).values([
      { ...quote, id: 'q1', firstName: 'Ayesha', lastName: 'Khan', email: 'a@example.pk', createdAt: 1000 },
      { ...quote, id: 'q2', firstName: 'Bilal', lastName: 'Raza', email: 'b@example.pk', createdAt: 2000 },
      {
        ...quote,
        id: 'q3',
        firstName: 'Sana',
        lastName: 'Butt',
        email: 's@example.pk',
        createdAt: 3000,
        handledAt: 4000,
      },
    ]),
  ]);
  dashboard = (await request(DASHBOARD.read, { token: admin.token })).body;
});

describe('GET /api/admin/dashboard', () => {
  it('is for the admin only', async () => {
    expect((await json('/api/admin/dashboard')).status).toBe(401);
    const shopper = await makeUser();
    expect(await request(DASHBOARD.read, { token: shopper.token })).toMatchObject({
      status: 403,
      body: { success: false, code: 'staff_only' },
    });
  });

  it('counts orders of both kinds and their revenue for today, 7 and 30 Pakistan days, leaving cancelled orders out', () => {
    expect(dashboard.success).toBe(true);
    expect(oils).toBeGreaterThan(0);
    const waitingToday = 3 * khas + 200 + oils;
    const shippedThisWeek = 2 * rawayat + khas + 200 + oils;
    expect(dashboard.periods).toEqual({
      today: {
        orders: 2,
        revenue: 3 * khas + 200 + oils,
        takings: { delivered: 0, onTheWay: 0, waiting: waitingToday },
      },
      last7Days: {
        orders: 4,
        revenue: 3 * khas + 200 + 2 * rawayat + khas + 200 + 2 * oils,
        takings: { delivered: 0, onTheWay: shippedThisWeek, waiting: waitingToday },
      },
      last30Days: {
        orders: 6,
        revenue: 3 * khas + 200 + 2 * rawayat + khas + 200 + 2 * (miraj + 200) + 2 * oils,
        takings: { delivered: 0, onTheWay: shippedThisWeek + miraj + 200, waiting: waitingToday + miraj + 200 },
      },
    });
  });

  it('gives the 30 days oldest first, every day present, ending today', () => {
    const days = dashboard.salesByDay;
    expect(days).toHaveLength(30);
    const { orders, revenue } = dashboard.periods.today;
    expect(days.at(-1)).toEqual({ day: dashboard.today, orders, revenue });
    expect(dashboard.today).toBe(new Date(Date.now() + PAKISTAN_OFFSET_MS).toISOString().slice(0, 10));
    expect(days[0]).toEqual({ day: expect.any(String), orders: 1, revenue: miraj + 200 });
    expect(days.filter((day) => day.orders === 0)).toHaveLength(25);
    expect(new Set(days.map((day) => day.day)).size).toBe(30);
  });

  it('counts the orders of both kinds waiting per status and the cash on the road, not collected yet', () => {
    expect(dashboard.waiting).toEqual({ pending: 2, processing: 1, shipped: 4 });
    expect(dashboard.cod.inTransit).toEqual({
      orders: 4,
      amount: 2 * rawayat + khas + 200 + miraj + 200 + khas + 200 + oils,
    });
  });

  it('ranks the best sellers of the 30 days by bottles sold, then by revenue, leaving cancelled and returned orders out', () => {
    const tied = [
      { productId: 'rawayat', name: 'Rawayat', quantity: 2, revenue: 2 * rawayat },
      { productId: 'miraj', name: 'Miraj', quantity: 2, revenue: 2 * miraj },
    ].sort((a, b) => b.revenue - a.revenue);
    expect(miraj).not.toBe(rawayat);
    expect(dashboard.bestSellers).toEqual([
      { productId: 'khas', name: 'Khas', quantity: 4, revenue: 4 * khas },
      ...tied,
    ]);
  });

  it('lists the perfumes at or under their own low-stock mark, sold out first, archived ones left out', async () => {
    const { results } = await env.DB.prepare(
      'SELECT count(*) AS n FROM products WHERE archived = 0 AND stock <= low_stock_at',
    ).all<{ n: number }>();
    const listed = dashboard.lowStock.products;
    expect(dashboard.lowStock.count).toBe(results[0]!.n);
    expect(listed[0]).toEqual({ productId: 'hawas', name: 'Hawas', stock: 0, lowStockAt: 5 });
    expect(listed.find((p) => p.productId === 'miraj')).toEqual({
      productId: 'miraj',
      name: 'Miraj',
      stock: 12,
      lowStockAt: 15,
    });
    expect(listed.map((p) => p.productId)).toContain('khas');
    for (const id of ['rawayat', 'blue-mist', 'royal-ruby']) expect(listed.map((p) => p.productId)).not.toContain(id);
    expect(listed.map((p) => p.stock)).toEqual([...listed.map((p) => p.stock)].sort((a, b) => a - b));
  });

  it('counts the quote requests not yet handled, newest first', () => {
    expect(dashboard.quotes).toEqual({
      waiting: 2,
      newest: [
        { _id: 'q2', name: 'Bilal Raza', createdAt: new Date(2000).toISOString() },
        { _id: 'q1', name: 'Ayesha Khan', createdAt: new Date(1000).toISOString() },
      ],
    });
  });
});

describe("today's revenue by where its cash is", () => {
  it('counts a delivered order as delivered, and a returned one nowhere', async () => {
    const shopper = await makeUser();
    const line = (productId: string) => [{ productId, quantity: 1 }];
    const delivered = await insertOrder({
      userId: shopper.id,
      createdAt: dayStart(0),
      status: 'delivered',
      lines: line('hamas'),
    });
    await insertOrder({ userId: shopper.id, createdAt: dayStart(0), status: 'returned', lines: line('sandal-noir') });
    const total = (await env.DB.prepare('SELECT total FROM orders WHERE id = ?')
      .bind(delivered.id)
      .first<number>('total'))!;
    const { body } = await request(DASHBOARD.read, { token: admin.token });
    const was = dashboard.periods.today;
    expect(body.periods.today).toEqual({
      orders: was.orders + 1,
      revenue: was.revenue! + total,
      takings: { ...was.takings!, delivered: total },
    });
    const staff = await makeUser({ role: 'staff' });
    const seen = (await request(DASHBOARD.read, { token: staff.token })).body.periods.today;
    expect(seen).toEqual({ orders: was.orders + 1 });
  });
});

describe('the best sellers, once more than five perfumes sold', () => {
  it('lists only the top five', async () => {
    const shopper = await makeUser();
    const others = ['hawas', 'blue-mist', 'royal-ruby', 'sir-al-shams'].map((productId) => ({
      productId,
      quantity: 1,
    }));
    await insertOrder({ userId: shopper.id, createdAt: dayStart(1), status: 'delivered', lines: others });
    const { body } = await request(DASHBOARD.read, { token: admin.token });
    expect(body.bestSellers).toHaveLength(5);
    expect(body.bestSellers.slice(0, 3).map((p) => p.productId)).toEqual(dashboard.bestSellers.map((p) => p.productId));
  });
});

describe('the dashboard in SQL', () => {
  const plan = async (sql: string, ...params: unknown[]) => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    return results.map((row) => row.detail).join('\n');
  };

  it('reads the 30 days, the waiting counts and the cash on the road inside indexes, never the order rows', async () => {
    // Every column the 30 days' sales and cash-on-delivery rates read, of both kinds of order.
    expect(
      await plan('SELECT created_at, status, total, confirmation, return_reason FROM orders WHERE created_at >= ?', 0),
    ).toMatch(/USING COVERING INDEX orders_created_figures/);
    expect(await plan("SELECT count(*) FROM orders WHERE status = 'pending'")).toMatch(
      /USING COVERING INDEX orders_status/,
    );
    expect(await plan("SELECT count(*), sum(total) FROM orders WHERE status = 'shipped'")).toMatch(
      /USING COVERING INDEX orders_status_total/,
    );
  });
});
