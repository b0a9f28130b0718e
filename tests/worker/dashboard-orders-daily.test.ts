/**
 * The dashboard's 30 days of sales and cash-on-delivery rates are read from the orders kept per day, status and
 * confirmation (orders_daily), which triggers keep as orders are placed, confirmed, edited, moved along, cancelled,
 * refused at the door and deleted: what they hold must always be what the orders say, and the orders there were
 * when the table was made.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD, ORDERS } from '#schema/api';
import { insertOilsOrders, insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';
import { placeOrder, type TestUser } from './placed-orders';
import { remadeByMigration } from './remade-by-migration';

let admin: TestUser;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
});

/** The orders per day, status, confirmation and refusal counted afresh, beside what the triggers kept. */
async function keptAndCounted() {
  const counted = `SELECT (created_at + 18000000) / 86400000 AS day, status, confirmation,
      return_reason IS 'refused' AS refused, count(*) AS orders, sum(total) AS total
    FROM orders GROUP BY day, status, confirmation, refused`;
  const kept = 'SELECT day, status, confirmation, refused, orders, total FROM orders_daily WHERE orders <> 0';
  const order = ' ORDER BY day, status, confirmation, refused';
  const [fresh, held] = await Promise.all([
    env.DB.prepare(`SELECT * FROM (${counted})${order}`).all(),
    env.DB.prepare(`${kept}${order}`).all(),
  ]);
  return { kept: held.results, counted: fresh.results };
}

/** The rates counted afresh from the orders placed in the 30 Pakistan days, as the dashboard gives them. */
async function ratesCounted() {
  const since = (Math.floor((Date.now() + 18_000_000) / 86_400_000) - 29) * 86_400_000 - 18_000_000;
  const row = (await env.DB.prepare(
    `SELECT count(*) AS placed, sum(confirmation = 'confirmed') AS confirmed,
      sum(status IN ('shipped', 'delivered', 'returned')) AS dispatched, sum(status = 'returned') AS returned,
      sum(return_reason = 'refused') AS refused FROM orders WHERE created_at >= ?`,
  )
    .bind(since)
    .first<Record<'placed' | 'confirmed' | 'dispatched' | 'returned' | 'refused', number>>())!;
  return {
    confirmationRate: row.confirmed / row.placed,
    returnRate: row.returned / row.dispatched,
    refusedRate: row.refused / row.dispatched,
  };
}

const dashboard = async () => (await request(DASHBOARD.read, { token: admin.token })).body;
const setStatus = (id: string, body: Record<string, unknown>) =>
  request(ORDERS.changeStatus, { params: { id }, token: admin.token, body: body as never });
const confirm = (id: string) =>
  request(ORDERS.changeConfirmation, { params: { id }, token: admin.token, body: { confirmation: 'confirmed' } });

describe('the orders kept per day', () => {
  it('follow an order as it is placed, confirmed, edited, shipped, refused at the door, cancelled and deleted', async () => {
    const { order: first } = await placeOrder('khas', 2);
    const { order: second } = await placeOrder('rawayat', 1);
    expect((await dashboard()).periods.today).toMatchObject({
      orders: 2,
      revenue: first.totalPrice + second.totalPrice,
    });

    expect((await confirm(first._id)).status).toBe(200);
    const edited = await request(ORDERS.change, {
      params: { id: first._id },
      token: admin.token,
      body: { version: 0, lines: [{ productId: 'khas', quantity: 3 }] },
    });
    expect(edited.status).toBe(200);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);

    for (const status of ['processing', 'shipped'] as const) {
      const body = status === 'shipped' ? { status, courier: 'TCS', trackingNumber: '779404029990' } : { status };
      expect((await setStatus(first._id, body)).status).toBe(200);
    }
    const refused = await setStatus(first._id, {
      status: 'returned',
      returnReason: 'refused',
      restock: true,
    });
    expect(refused.status).toBe(200);
    expect((await setStatus(second._id, { status: 'cancelled' })).status).toBe(200);
    const after = await dashboard();
    expect(after.periods.today).toMatchObject({ orders: 0, revenue: 0 });
    expect(after.cod).toMatchObject({ ...(await ratesCounted()), returnRate: 1, refusedRate: 1 });
    const moved = await keptAndCounted();
    expect(moved.kept).toEqual(moved.counted);

    // Oils orders count beside perfume orders; an order deleted (by hand, in SQL) counts nowhere.
    const shopper = await makeUser();
    const [oils] = await insertOilsOrders(shopper.id, 2, Date.now() - 3 * 86_400_000);
    const { id: old } = await insertOrder({ userId: shopper.id, createdAt: Date.now() - 20 * 86_400_000 });
    await env.DB.batch(
      ['order_items', 'order_status_history'].map((table) =>
        env.DB.prepare(`DELETE FROM ${table} WHERE order_id = ?`).bind(old),
      ),
    );
    await env.DB.prepare('DELETE FROM orders WHERE id = ?').bind(old).run();
    await env.DB.prepare('UPDATE orders SET total = total + 100 WHERE id = ?').bind(oils).run();
    const last = await keptAndCounted();
    expect(last.kept).toEqual(last.counted);
    expect(last.kept.length).toBeGreaterThan(2);
    expect((await dashboard()).cod).toMatchObject(await ratesCounted());
  });

  it('holds the orders there were when it was made', async () => {
    await remadeByMigration('orders_daily', 'orders_daily');
    const { kept, counted } = await keptAndCounted();
    expect(counted.length).toBeGreaterThanOrEqual(2);
    expect(kept).toEqual(counted);
  });
});
