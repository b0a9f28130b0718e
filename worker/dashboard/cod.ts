/**
 * The dashboard's cash-on-delivery figures. Rates are over the orders placed in the last 30 Pakistan days (both
 * kinds, one range of each created_at index): the share the customer confirmed, and of those that left with a
 * courier (shipped, delivered or returned), the share that came back and the share refused at the door. The cash
 * is as it stands now, whenever the orders were placed: what each courier holds of delivered orders
 * (orders_cash_courier) and what is out on the road (shipped orders).
 */
import type { CodFigures } from '#schema/answers/dashboard';
import type { CourierOwes } from '#schema/answers/cash';

const rateRows = (table: string) =>
  `SELECT count(*) AS placed, sum(confirmation = 'confirmed') AS confirmed,
     sum(status IN ('shipped', 'delivered', 'returned')) AS dispatched, sum(status = 'returned') AS returned,
     sum(return_reason = 'refused') AS refused
   FROM ${table} WHERE created_at >= ?1`;

export const OWED_BY_COURIER = `SELECT courier, count(*) AS orders, sum(total) AS amount FROM orders
  WHERE cash = 'with-courier' AND courier IS NOT NULL GROUP BY courier ORDER BY amount DESC, courier`;

/** The rates' statement; `since` is the first moment of the 30 days. */
export function codRatesStatement(d1: D1Database, since: number): D1PreparedStatement {
  return d1
    .prepare(
      `SELECT sum(placed) AS placed, sum(confirmed) AS confirmed, sum(dispatched) AS dispatched,
         sum(returned) AS returned, sum(refused) AS refused
       FROM (${rateRows('orders')} UNION ALL ${rateRows('oils_orders')})`,
    )
    .bind(since);
}

export interface RateRow {
  placed: number | null;
  confirmed: number | null;
  dispatched: number | null;
  returned: number | null;
  refused: number | null;
}

const share = (part: number | null, whole: number | null) => (whole ? (part ?? 0) / whole : 0);

export function codFigures(
  rates: RateRow | undefined,
  withCouriers: CourierOwes[],
  inTransit: { orders: number; amount: number },
): CodFigures {
  return {
    confirmationRate: share(rates?.confirmed ?? 0, rates?.placed ?? 0),
    returnRate: share(rates?.returned ?? 0, rates?.dispatched ?? 0),
    refusedRate: share(rates?.refused ?? 0, rates?.dispatched ?? 0),
    withCouriers,
    inTransit,
  };
}
