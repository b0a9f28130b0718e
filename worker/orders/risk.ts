/**
 * An order's risk: what the shop's orders from the same phone (perfume and oils) say. Counted for a whole page of
 * orders in one statement, inside the orders_phone and oils_orders_phone indexes alone (phone, status,
 * return_reason), and whether each phone is blocked.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { OrderRisk } from '#schema/answers/common';
import { blockedPhones, oilsOrders, orders } from '#schema/tables';
import { inJson, type Db } from '../db';

/** One kind's orders from the phones, counted per phone. */
const byPhone = (db: Db, table: typeof orders | typeof oilsOrders, phones: string[]) =>
  db
    .select({
      phone: sql<string>`${table.phone}`.as('counted_phone'),
      orders: count().as('orders'),
      // A parcel refused at the door is a refusal, and one the customer sent back is theirs to send: neither is
      // also counted as returned.
      refused: sql<number | null>`sum(${table.returnReason} = 'refused')`.as('refused'),
      returned:
        sql<number>`sum(${table.status} = 'returned' AND coalesce(${table.returnReason}, '') NOT IN ('refused', 'customer-return'))`.as(
          'returned',
        ),
      sentBack: sql<number | null>`sum(${table.returnReason} = 'customer-return')`.as('sent_back'),
    })
    .from(table)
    .where(inJson(table.phone, phones))
    .groupBy(table.phone);

export async function risksOf(db: Db, phones: (string | null)[]): Promise<Map<string, OrderRisk>> {
  const unique = [...new Set(phones.filter((phone): phone is string => Boolean(phone)))];
  if (unique.length === 0) return new Map();
  const counts = byPhone(db, orders, unique)
    .unionAll(byPhone(db, oilsOrders, unique))
    .as('counts');
  const results = await db
    .select({
      phone: counts.phone,
      orders: sql<number>`sum(${counts.orders})`,
      returned: sql<number | null>`sum(${counts.returned})`,
      refused: sql<number | null>`sum(${counts.refused})`,
      sentBack: sql<number | null>`sum(${counts.sentBack})`,
      blocked: sql<number>`${blockedPhones.phone} IS NOT NULL`,
    })
    .from(counts)
    // At most one row per phone: the blocked list is keyed by it. (The counted phone has a name of its own, so the
    // join cannot mistake it for the blocked one.)
    .leftJoin(blockedPhones, eq(blockedPhones.phone, counts.phone))
    .groupBy(sql`${counts.phone}`);
  return new Map(
    results.map((row) => [
      row.phone,
      {
        phoneOrders: row.orders,
        refused: row.refused ?? 0,
        returned: row.returned ?? 0,
        sentBack: row.sentBack ?? 0,
        blocked: Boolean(row.blocked),
      },
    ]),
  );
}

export const NO_RISK: OrderRisk = { phoneOrders: 0, refused: 0, returned: 0, sentBack: 0, blocked: false };
