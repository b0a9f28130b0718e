/**
 * The dashboard's figures, each one SQL statement over indexes, all sent to D1 in one batch (one round trip). Orders
 * are both kinds, perfume and oils: each is an order the owner follows to the doorstep and cash to collect.
 * - sales per Pakistan day for 30 days: a range of orders_created_at and oils_orders_created_at (the periods are sums
 *   of those days);
 * - orders waiting per status: counts inside the two status indexes; cash outstanding: the shipped orders' totals;
 * - best sellers of the 30 days (perfumes): the same range of orders joined to their lines by the lines' primary key
 *   (CROSS JOIN keeps SQLite from reading every line of every order instead: 5x slower at 100,000 orders);
 * - low stock from the catalog, and the quote requests no admin has marked handled (quotes_handled_created);
 * - cash on delivery's rates and the cash couriers hold (cod.ts).
 */
import type { Dashboard } from '#schema/answers/dashboard';
import type { Db } from '../db';
import { PAKISTAN_OFFSET_MS } from '../http/filters';
import type { CourierOwes } from '#schema/answers/cash';
import { codFigures, codRatesStatement, OWED_BY_COURIER, type RateRow } from './cod';
import { LOW_STOCK_LISTED, lowStockSql } from './low-stock';

export const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS = 30;
const BEST_SELLERS = 5;
const NEWEST_QUOTES = 5;

/** The Pakistan day of a moment, counted from 1970-01-01: what `(created_at + offset) / day` gives in SQL. */
export const pakistanDayNumber = (ms: number) => Math.floor((ms + PAKISTAN_OFFSET_MS) / DAY_MS);
const dayText = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** One select over each kind of order, stacked: `total` is the column that holds the order's total in that table. */
const bothKinds = (select: (table: string, total: string) => string) =>
  `${select('orders', 'total')} UNION ALL ${select('oils_orders', 'total_price')}`;

type DayRow = { day: number; orders: number; revenue: number; delivered: number; onTheWay: number; waiting: number };
type StatusRow = { status: string; orders: number };
type Figures = { orders: number; revenue: number | null };
type SellerRow = { productId: string; name: string; quantity: number; revenue: number };
type LowRow = { productId: string; name: string; stock: number; lowStockAt: number; count: number };
type QuoteRow = { id: string; name: string; createdAt: number; waiting: number };

export async function dashboardFigures(db: Db, now = Date.now()): Promise<Dashboard> {
  const d1 = db.$client;
  const today = pakistanDayNumber(now);
  const since = (today - DAYS + 1) * DAY_MS - PAKISTAN_OFFSET_MS;
  const [days, statuses, outstanding, sellers, low, quotes, rates, owed] = await d1.batch<unknown>([
    d1
      .prepare(
        // Written in, not bound: D1 binds numbers as floats, and the day must be an integer division.
        `SELECT (created_at + ${PAKISTAN_OFFSET_MS}) / ${DAY_MS} AS day, count(*) AS orders, sum(total) AS revenue,
           sum(CASE WHEN status = 'delivered' THEN total ELSE 0 END) AS delivered,
           sum(CASE WHEN status = 'shipped' THEN total ELSE 0 END) AS onTheWay,
           sum(CASE WHEN status IN ('pending', 'processing') THEN total ELSE 0 END) AS waiting
         FROM (${bothKinds(
           (table, total) =>
             `SELECT created_at, status, ${total} AS total FROM ${table}
              WHERE created_at >= ?1 AND status NOT IN ('cancelled', 'returned')`,
         )})
         GROUP BY day`,
      )
      .bind(since),
    d1.prepare(
      `SELECT status, sum(orders) AS orders FROM (${bothKinds(
        (table) =>
          `SELECT status, count(*) AS orders FROM ${table} WHERE status IN ('pending', 'processing', 'shipped') GROUP BY status`,
      )}) GROUP BY status`,
    ),
    d1.prepare(
      `SELECT sum(orders) AS orders, sum(revenue) AS revenue FROM (${bothKinds(
        (table, total) => `SELECT count(*) AS orders, sum(${total}) AS revenue FROM ${table} WHERE status = 'shipped'`,
      )})`,
    ),
    d1
      .prepare(
        `SELECT i.product_id AS productId, coalesce(p.name, max(i.name)) AS name, sum(i.quantity) AS quantity,
           sum(i.quantity * i.price) AS revenue
         FROM orders o CROSS JOIN order_items i ON i.order_id = o.id LEFT JOIN products p ON p.id = i.product_id
         WHERE o.created_at >= ?1 AND o.status <> 'cancelled'
         GROUP BY i.product_id ORDER BY quantity DESC, revenue DESC, name LIMIT ${BEST_SELLERS}`,
      )
      .bind(since),
    d1.prepare(
      `SELECT id AS productId, name, stock, ${lowStockSql.mark} AS lowStockAt, count(*) OVER () AS count
       FROM products WHERE ${lowStockSql.where} ORDER BY stock, name LIMIT ${LOW_STOCK_LISTED}`,
    ),
    d1.prepare(
      `SELECT id, first_name || ' ' || last_name AS name, created_at AS createdAt,
         (SELECT count(*) FROM quotes WHERE handled_at IS NULL) AS waiting
       FROM quotes WHERE handled_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ${NEWEST_QUOTES}`,
    ),
    codRatesStatement(d1, since),
    d1.prepare(OWED_BY_COURIER),
  ]);
  const rows = <T>(result: D1Result<unknown> | undefined) => (result?.results ?? []) as T[];

  const byDay = new Map(rows<DayRow>(days).map((row) => [row.day, row]));
  const days30 = Array.from({ length: DAYS }, (_, i) => today - DAYS + 1 + i);
  const salesByDay = days30.map((day) => {
    const row = byDay.get(day);
    return { day: dayText(day), orders: row?.orders ?? 0, revenue: row?.revenue ?? 0 };
  });
  const sum = (last: number) => {
    const shown = days30.slice(-last).map((day) => byDay.get(day));
    const add = (key: keyof Omit<DayRow, 'day'>) => shown.reduce((total, row) => total + (row?.[key] ?? 0), 0);
    return {
      orders: add('orders'),
      revenue: add('revenue'),
      takings: { delivered: add('delivered'), onTheWay: add('onTheWay'), waiting: add('waiting') },
    };
  };

  const waitingCount = new Map(rows<StatusRow>(statuses).map((row) => [row.status, row.orders]));
  const cod = rows<Figures>(outstanding)[0];
  const lowRows = rows<LowRow>(low);
  const quoteRows = rows<QuoteRow>(quotes);
  return {
    today: dayText(today),
    periods: { today: sum(1), last7Days: sum(7), last30Days: sum(DAYS) },
    waiting: {
      pending: waitingCount.get('pending') ?? 0,
      processing: waitingCount.get('processing') ?? 0,
      shipped: waitingCount.get('shipped') ?? 0,
    },
    codOutstanding: { orders: cod?.orders ?? 0, revenue: cod?.revenue ?? 0 },
    salesByDay,
    bestSellers: rows<SellerRow>(sellers),
    lowStock: { count: lowRows[0]?.count ?? 0, products: lowRows.map(({ count: _, ...product }) => product) },
    quotes: {
      waiting: quoteRows[0]?.waiting ?? 0,
      newest: quoteRows.map((row) => ({
        _id: row.id,
        name: row.name,
        createdAt: new Date(row.createdAt).toISOString(),
      })),
    },
    cod: codFigures(rows<RateRow>(rates)[0], rows<CourierOwes>(owed), {
      orders: cod?.orders ?? 0,
      amount: cod?.revenue ?? 0,
    }),
  };
}
