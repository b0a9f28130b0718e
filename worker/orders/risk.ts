/**
 * An order's risk: what the shop's orders from the same phone (perfume and oils) say. Counted for a whole page of
 * orders in one statement, inside the orders_phone and oils_orders_phone indexes alone (phone, status,
 * return_reason), and whether each phone is blocked.
 */
import type { OrderRisk } from '#schema/answers/common';

const byPhone = (table: string) =>
  `SELECT phone, count(*) AS orders, sum(status = 'returned') AS returned, sum(return_reason = 'refused') AS refused
   FROM ${table} WHERE phone IN (SELECT value FROM json_each(?1)) GROUP BY phone`;

interface RiskRow {
  phone: string;
  orders: number;
  returned: number;
  refused: number;
  blocked: number;
}

export async function risksOf(d1: D1Database, phones: (string | null)[]): Promise<Map<string, OrderRisk>> {
  const unique = [...new Set(phones.filter((phone): phone is string => Boolean(phone)))];
  if (unique.length === 0) return new Map();
  const { results } = await d1
    .prepare(
      `SELECT phone, sum(orders) AS orders, sum(returned) AS returned, sum(refused) AS refused,
         EXISTS (SELECT 1 FROM blocked_phones b WHERE b.phone = counts.phone) AS blocked
       FROM (${byPhone('orders')} UNION ALL ${byPhone('oils_orders')}) AS counts GROUP BY phone`,
    )
    .bind(JSON.stringify(unique))
    .all<RiskRow>();
  return new Map(
    results.map((row) => [
      row.phone,
      {
        phoneOrders: row.orders,
        refused: row.refused ?? 0,
        returned: row.returned ?? 0,
        blocked: Boolean(row.blocked),
      },
    ]),
  );
}

export const NO_RISK: OrderRisk = { phoneOrders: 0, refused: 0, returned: 0, blocked: false };
