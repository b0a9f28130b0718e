/**
 * An order's risk: what the shop's orders from the same phone (perfume and oils) say. Counted for a whole page of
 * orders in one statement, from the orders_phone index (phone, status, return_reason) and each of those orders' row
 * for its confirmation, and whether each phone is blocked. The confirmation is not in the index: every checkout
 * writes it, and 200 shoppers at once placed a tenth fewer orders a second with it there.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { OrderRisk } from '#schema/answers/common';
import { blockedPhones, orders } from '#schema/tables';
import { inJson, type Db } from '../db';

/** The orders from the phones, counted per phone. */
const byPhone = (db: Db, phones: string[]) =>
  db
    .select({
      phone: sql<string>`${orders.phone}`.as('counted_phone'),
      orders: count().as('orders'),
      // A customer who said no on the confirmation call, or to the parcel at the door, refused it (once, if both);
      // a parcel refused at the door, or one the customer sent back (theirs to send), is not also counted as returned.
      refused: sql<number | null>`sum(${orders.confirmation} = 'refused' OR ${orders.returnReason} = 'refused')`.as(
        'refused',
      ),
      returned:
        sql<number>`sum(${orders.status} = 'returned' AND coalesce(${orders.returnReason}, '') NOT IN ('refused', 'customer-return'))`.as(
          'returned',
        ),
      sentBack: sql<number | null>`sum(${orders.returnReason} = 'customer-return')`.as('sent_back'),
    })
    .from(orders)
    .where(inJson(orders.phone, phones))
    .groupBy(orders.phone);

export async function risksOf(db: Db, phones: (string | null)[]): Promise<Map<string, OrderRisk>> {
  const unique = [...new Set(phones.filter((phone): phone is string => Boolean(phone)))];
  if (unique.length === 0) return new Map();
  const counts = byPhone(db, unique).as('counts');
  const results = await db
    .select({
      phone: counts.phone,
      orders: counts.orders,
      returned: counts.returned,
      refused: counts.refused,
      sentBack: counts.sentBack,
      blocked: sql<number>`${blockedPhones.phone} IS NOT NULL`,
    })
    .from(counts)
    // At most one row per phone: the blocked list is keyed by it. (The counted phone has a name of its own, so the
    // join cannot mistake it for the blocked one.)
    .leftJoin(blockedPhones, eq(blockedPhones.phone, counts.phone));
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
