/**
 * The dashboard's cash-on-delivery figures. Rates are over the orders placed in the last 30 Pakistan days (both
 * kinds, read from the orders kept per day in orders_daily, a few dozen rows a day): the share the customer
 * confirmed, and of those that left with a courier (shipped, delivered or returned), the share that came back and
 * the share refused at the door. The cash is as it stands now, whenever the orders were placed, at each of its three
 * steps: on the road, not collected yet (shipped orders, figures.ts); collected and held by the couriers (delivered
 * orders of both kinds whose cash is with-courier, inside orders_cash_courier); and paid to the shop (the payouts
 * recorded in the 30 days), with what the couriers kept back from those payouts and what they paid short.
 */
import type { CashFigure, CodFigures } from '#schema/answers/dashboard';
import type { CourierOwes } from '#schema/answers/cash';
import type { Courier } from '#schema/couriers';
import { CHARGE_KINDS, type ChargeKind } from '#schema/cash';
import { orders, ordersDaily, remittances } from '#schema/tables';
import { and, asc, count, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';

/** A sum as D1 gives it: a number, or null over no rows (drizzle's own sum() would answer text). */
export const total = (expression: SQL) => sql<number | null>`sum(${expression})`;

/** The orders of the kept days (orders_daily) that meet `condition`. */
const placedWhere = (condition: SQL) => total(sql`CASE WHEN ${condition} THEN ${ordersDaily.orders} ELSE 0 END`);

/** The rates' query, over the orders kept per day from `sinceDay`, the first Pakistan day of the 30. */
export function codRates(db: Db, sinceDay: number) {
  const placed = ordersDaily;
  return db
    .select({
      placed: total(sql`${placed.orders}`),
      confirmed: placedWhere(sql`${placed.confirmation} = 'confirmed'`),
      dispatched: placedWhere(sql`${placed.status} IN ('shipped', 'delivered', 'returned')`),
      returned: placedWhere(sql`${placed.status} = 'returned'`),
      refused: placedWhere(sql`${placed.refused}`),
    })
    .from(placed)
    .where(gte(placed.day, sinceDay));
}

type RateRow = Awaited<ReturnType<typeof codRates>>[number];

/** Every courier holding cash of delivered orders, the most owed first (inside orders_cash_courier alone). */
export function owedByCourier(db: Db) {
  return db
    .select({
      courier: sql<Courier>`${orders.courier}`.as('courier'),
      orders: count().as('orders'),
      amount: sql<number>`sum(${orders.total})`.as('amount'),
    })
    .from(orders)
    .where(and(eq(orders.cash, 'with-courier'), isNotNull(orders.courier)))
    .groupBy(orders.courier)
    .orderBy(desc(sql`amount`), asc(orders.courier));
}

/** Whole rupees a payout's courier kept back, summed from its list of charges. */
const chargedOf = sql`(SELECT coalesce(sum(json_extract(value, '$.amount')), 0) FROM json_each(${remittances.charges}))`;

/** What a payout fell short of its orders' cash by, after its charges: below 0 when the courier paid over. */
const shortOf = sql`${remittances.total} - coalesce(${remittances.amountReceived}, ${remittances.total} - ${chargedOf}) - ${chargedOf}`;

/**
 * The couriers' payouts recorded since `since`: how many, their total, and what they fell short by and paid over
 * by, each summed on its own: one courier's overpayment never hides another's shortfall (a payout from before the
 * shop asked what reached it fell short by nothing).
 */
export function remittedSince(db: Db, since: number) {
  return db
    .select({
      payouts: count(),
      amount: total(sql`${remittances.total}`),
      short: total(sql`max(${shortOf}, 0)`),
      over: total(sql`max(-(${shortOf}), 0)`),
    })
    .from(remittances)
    .where(gte(remittances.at, since));
}

type RemittedRow = Awaited<ReturnType<typeof remittedSince>>[number];

/** What the couriers kept back from the payouts recorded since `since`, by kind. */
export function chargesSince(db: Db, since: number) {
  const charge = sql`json_each(${remittances.charges})`;
  return db
    .select({
      kind: sql<ChargeKind>`json_extract(value, '$.kind')`.as('kind'),
      amount: sql<number>`sum(json_extract(value, '$.amount'))`.as('amount'),
    })
    .from(sql`${remittances}, ${charge}`)
    .where(gte(remittances.at, since))
    .groupBy(sql`kind`)
    .orderBy(sql`kind`);
}

const share = (part: number | null, whole: number | null) => (whole ? (part ?? 0) / whole : 0);

export function codFigures(
  rates: RateRow | undefined,
  owed: CourierOwes[],
  inTransit: Required<CashFigure>,
  remitted: RemittedRow | undefined,
  charged: { kind: ChargeKind; amount: number }[],
): CodFigures {
  return {
    confirmationRate: share(rates?.confirmed ?? 0, rates?.placed ?? 0),
    returnRate: share(rates?.returned ?? 0, rates?.dispatched ?? 0),
    refusedRate: share(rates?.refused ?? 0, rates?.dispatched ?? 0),
    inTransit,
    withCouriers: owed,
    remitted30Days: { payouts: remitted?.payouts ?? 0, amount: remitted?.amount ?? 0 },
    charges30Days: {
      amount: charged.reduce((sum, charge) => sum + charge.amount, 0),
      byKind: CHARGE_KINDS.map((kind) => ({ kind, amount: charged.find((c) => c.kind === kind)?.amount ?? 0 })),
      short: remitted?.short ?? 0,
      over: remitted?.over ?? 0,
    },
  };
}
