/**
 * The dashboard's figures, each one SQL statement over indexes, all sent to D1 in one batch (one round trip). Orders
 * are both kinds, perfume and oils: each is an order the owner follows to the doorstep and cash to collect.
 * - sales per Pakistan day for 30 days: the orders kept per day, status and confirmation (orders_daily, a few
 *   dozen rows a day however many orders there were; the periods are sums of those days);
 * - orders waiting per status: counts inside the status index; the cash on the road: the shipped orders' totals,
 *   summed inside the status-and-total index;
 * - best sellers of the 30 days (perfumes): 30 days of the sales kept per day and perfume (product_sales_daily);
 * - low stock from the catalog, and the quote requests no admin has marked handled (quotes_handled_created);
 * - cash on delivery's rates, the cash couriers hold and what they paid in the 30 days (cod.ts).
 */
import type { Dashboard } from '#schema/answers/dashboard';
import { and, count, desc, eq, gte, isNull, notInArray, sql } from 'drizzle-orm';
import { orders, ordersDaily, productSalesDaily, products, quotes } from '#schema/tables';
import type { OrderStatus } from '#schema/order-status';
import type { Db } from '../db';
import { PAKISTAN_OFFSET_MS } from '#schema/shop';
import { chargesSince, codFigures, codRates, owedByCourier, remittedSince, total } from './cod';
import { LOW_STOCK_LISTED, lowStock } from './low-stock';
import { STUCK_AFTER_DAYS, stuckParcels } from '../couriers/sync';

export const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS = 30;
const BEST_SELLERS = 5;
const NEWEST_QUOTES = 5;

/** The Pakistan day of a moment, counted from 1970-01-01: what `(created_at + offset) / day` gives in SQL. */
export const pakistanDayNumber = (ms: number) => Math.floor((ms + PAKISTAN_OFFSET_MS) / DAY_MS);
const dayText = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** Sales per Pakistan day from `sinceDay`, both kinds, leaving cancelled and returned orders out. */
function salesPerDay(db: Db, sinceDay: number) {
  const placed = ordersDaily;
  const takings = (statuses: string) =>
    total(sql`CASE WHEN ${placed.status} IN (${sql.raw(statuses)}) THEN ${placed.total} ELSE 0 END`);
  return db
    .select({
      day: placed.day,
      orders: sql<number>`sum(${placed.orders})`.as('orders'),
      revenue: total(sql`${placed.total}`).as('revenue'),
      delivered: takings(`'delivered'`).as('delivered'),
      onTheWay: takings(`'shipped'`).as('on_the_way'),
      waiting: takings(`'pending', 'processing'`).as('waiting'),
    })
    .from(placed)
    .where(and(gte(placed.day, sinceDay), notInArray(placed.status, ['cancelled', 'returned'])))
    .groupBy(placed.day);
}

/**
 * The orders of both kinds waiting per status and the cash out on the road, in one row. Pending and processing are
 * counted as one range each of the status index (a `status IN (...) GROUP BY status` over the same entries reads and
 * compares every entry's status: 4x slower at 100,000 orders of each kind); the shipped orders are counted where
 * their totals are summed, inside the status-and-total index.
 */
function waitingAndOnTheRoad(db: Db) {
  // Named: D1 gives a row by its columns' names, and both counts' SQL reads the same with its status bound.
  const waiting = (status: OrderStatus) => sql<number>`${db.$count(orders, eq(orders.status, status))}`.as(status);
  return db
    .select({
      pending: waiting('pending'),
      processing: waiting('processing'),
      shipped: count().as('shipped'),
      revenue: total(sql`${orders.total}`).as('revenue'),
    })
    .from(orders)
    .where(eq(orders.status, 'shipped'));
}

/**
 * The perfumes sold most in the 30 days (a returned parcel sold nothing), from the sales kept per day and perfume
 * (product_sales_daily: about a row per perfume a day, however many orders there were).
 */
function bestSellers(db: Db, sinceDay: number) {
  const sold = productSalesDaily;
  return db
    .select({
      productId: sold.productId,
      name: sql<string>`coalesce(${products.name}, max(${sold.name}))`.as('name'),
      quantity: sql<number>`sum(${sold.quantity})`.as('quantity'),
      revenue: sql<number>`sum(${sold.revenue})`.as('revenue'),
    })
    .from(sold)
    .leftJoin(products, eq(products.id, sold.productId))
    .where(gte(sold.day, sinceDay))
    .groupBy(sold.productId)
    .having(sql`sum(${sold.quantity}) > 0`)
    .orderBy(desc(sql`quantity`), desc(sql`revenue`), sql`name`)
    .limit(BEST_SELLERS);
}

export async function dashboardFigures(db: Db, now = Date.now()): Promise<Dashboard> {
  const today = pakistanDayNumber(now);
  const firstDay = today - DAYS + 1;
  const since = firstDay * DAY_MS - PAKISTAN_OFFSET_MS;
  const waitingQuote = isNull(quotes.handledAt);
  // The parcels to chase join two tables and are read beside the batch rather than after it.
  const stuck = stuckParcels(db, STUCK_AFTER_DAYS, now);
  const [days, waitingRows, sellers, lowRows, quoteRows, rates, owed, remitted, charged] = await db.batch([
    salesPerDay(db, firstDay),
    waitingAndOnTheRoad(db),
    bestSellers(db, firstDay),
    db
      .select({
        productId: products.id,
        name: products.name,
        stock: products.stock,
        lowStockAt: products.lowStockAt,
        count: sql<number>`count(*) OVER ()`,
      })
      .from(products)
      .where(lowStock)
      .orderBy(products.stock, products.name)
      .limit(LOW_STOCK_LISTED),
    db
      .select({
        id: quotes.id,
        name: sql<string>`${quotes.firstName} || ' ' || ${quotes.lastName}`,
        createdAt: quotes.createdAt,
        waiting: db.$count(quotes, waitingQuote),
      })
      .from(quotes)
      .where(waitingQuote)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(NEWEST_QUOTES),
    codRates(db, firstDay),
    owedByCourier(db),
    remittedSince(db, since),
    chargesSince(db, since),
  ]);
  type DayRow = (typeof days)[number];

  const byDay = new Map(days.map((row) => [row.day, row]));
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

  const waiting = waitingRows[0];
  const inTransit = { orders: waiting?.shipped ?? 0, amount: waiting?.revenue ?? 0 };
  return {
    today: dayText(today),
    periods: { today: sum(1), last7Days: sum(7), last30Days: sum(DAYS) },
    waiting: { pending: waiting?.pending ?? 0, processing: waiting?.processing ?? 0, shipped: inTransit.orders },
    salesByDay,
    bestSellers: sellers,
    lowStock: { count: lowRows[0]?.count ?? 0, products: lowRows.map(({ count: _, ...product }) => product) },
    quotes: {
      waiting: quoteRows[0]?.waiting ?? 0,
      newest: quoteRows.map((row) => ({
        _id: row.id,
        name: row.name,
        createdAt: new Date(row.createdAt).toISOString(),
      })),
    },
    cod: codFigures(rates[0], owed, inTransit, remitted[0], charged),
    stuckParcels: await stuck,
  };
}
