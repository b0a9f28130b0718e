/**
 * The dashboard's best sellers are read from the sales kept per day and perfume (product_sales_daily), which
 * triggers keep as orders are placed, edited, cancelled, returned and reopened: what they hold must always be what
 * the orders and their lines say.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD, OILS_CART, OILS_ORDERS, ORDERS } from '#schema/api';
import { OILS } from '#schema/catalog/oils';
import { priceOf } from './admin-fixtures';
import { makeUser, request } from './client';
import { placeOrder, type TestUser } from './placed-orders';
import { setOrder } from './fixtures';
import type { OrderStatus } from '#schema/order-status';

let admin: TestUser;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
});

const bestSellers = async () => {
  const { body } = await request(DASHBOARD.read, { token: admin.token });
  return body.bestSellers.map(({ productId, quantity, revenue }) => ({ productId, quantity, revenue }));
};
const setStatus = (id: string, status: OrderStatus) => setOrder(id, { status });

/** The sales per day and perfume counted afresh from the orders and their lines, beside what the triggers kept. */
async function keptAndCounted() {
  const sold = `SELECT (o.created_at + 18000000) / 86400000 AS day, i.product_id, sum(i.quantity) AS quantity,
      sum(i.quantity * i.price) AS revenue
    FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.status NOT IN ('cancelled', 'returned')
    GROUP BY day, i.product_id`;
  const kept = 'SELECT day, product_id, quantity, revenue FROM product_sales_daily WHERE quantity <> 0';
  const order = ' ORDER BY day, product_id';
  const [counted, held] = await Promise.all([
    env.DB.prepare(`SELECT * FROM (${sold})${order}`).all(),
    env.DB.prepare(`${kept}${order}`).all(),
  ]);
  return { kept: held.results, counted: counted.results };
}

describe('the best sellers kept per day', () => {
  it('follow an order as it is placed, edited, cancelled, returned and reopened', async () => {
    const [khas, oud] = ['khas', 'rawayat'];
    const [k, o] = [await priceOf(khas), await priceOf(oud)];

    const { order: first, shopper } = await placeOrder(khas, 2);
    expect(await bestSellers()).toEqual([{ productId: khas, quantity: 2, revenue: 2 * k }]);

    const edited = await request(ORDERS.change, {
      params: { id: first._id },
      token: admin.token,
      body: {
        version: 0,
        lines: [
          { productId: khas, quantity: 1 },
          { productId: oud, quantity: 1 },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(await bestSellers()).toEqual(
      [
        { productId: oud, quantity: 1, revenue: o },
        { productId: khas, quantity: 1, revenue: k },
      ].sort((a, b) => b.revenue - a.revenue),
    );

    const { order: second } = await placeOrder(oud, 3);
    expect((await request(ORDERS.cancel, { params: { id: first._id }, token: shopper.token, body: {} })).status).toBe(
      200,
    );
    expect(await bestSellers()).toEqual([{ productId: oud, quantity: 3, revenue: 3 * o }]);

    await setStatus(second._id, 'returned');
    expect(await bestSellers()).toEqual([]);
    await setStatus(second._id, 'delivered');
    expect(await bestSellers()).toEqual([{ productId: oud, quantity: 3, revenue: 3 * o }]);

    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
  });

  it("leave an oils order's lines out: they name an oil, not a perfume, and the wholesale order goes through", async () => {
    const shopper = await makeUser();
    const musk = OILS.find((oil) => oil.name === 'White Musk')!;
    const added = await request(OILS_CART.add, {
      token: shopper.token,
      body: { name: musk.name, volume: 25, price: musk.price },
    });
    expect(added.status).toBe(200);
    const { body } = await request(OILS_CART.read, { token: shopper.token });
    const items = body.map(({ name, volume, price }) => ({ product: name, volume, price }));
    const before = await bestSellers();
    const placed = await request(OILS_ORDERS.place, {
      token: shopper.token,
      body: { phone: '03001234567', city: 'Multan', items, totalPrice: items.reduce((sum, i) => sum + i.price, 0) },
    });
    expect(placed.status).toBe(201);
    expect(await bestSellers()).toEqual(before);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted.filter((row) => row.product_id !== null));
  });

  it('reads a few rows per perfume, never the orders or their lines', async () => {
    const { results } = await env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT product_id, sum(quantity), sum(revenue) FROM product_sales_daily
       WHERE day >= ? GROUP BY product_id`,
    )
      .bind(0)
      .all<{ detail: string }>();
    const plan = results.map((row) => row.detail).join('\n');
    expect(plan).toMatch(/product_sales_daily/);
    expect(plan).not.toMatch(/order_items|orders/);
  });
});
