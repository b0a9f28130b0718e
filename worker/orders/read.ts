/**
 * Reading orders with their lines and status history. `withDetails` serves a whole page of orders in two
 * extra queries, so lists (My orders, the admin's) cost the same however many orders they show.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { Order } from '../../schema/payloads/order';
import { orderConfirmationHistory, orderItems, orders, orderStatusHistory } from '../../schema/tables';
import { chunks, D1_MAX_PARAMS, groupBy } from '../db';
import type { SessionUser } from '../env';
import { ApiError } from '../http/errors';
import { serializeOrder, type OrderRow } from './serialize';

const IDS_PER_QUERY = D1_MAX_PARAMS - 10;

/** Each order's lines or status history, a page at a time, grouped by order id. */
async function byOrder<T extends { orderId: string }>(
  ids: string[],
  read: (part: string[]) => Promise<T[]>,
): Promise<Map<string, T[]>> {
  const parts = await Promise.all(chunks(ids, IDS_PER_QUERY).map(read));
  return groupBy(parts.flat(), (row) => row.orderId);
}

/**
 * The orders with their lines and, unless `history` is false (the CSV export prints none), their status and
 * confirmation histories.
 */
export async function withDetails(db: DrizzleD1Database, rows: OrderRow[], { history = true } = {}): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const none = new Map<string, never[]>();
  const [itemsOf, historyOf, confirmationsOf] = await Promise.all([
    byOrder(ids, (part) =>
      db.select().from(orderItems).where(inArray(orderItems.orderId, part)).orderBy(asc(orderItems.name)),
    ),
    history
      ? byOrder(ids, (part) => db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, part)))
      : none,
    history
      ? byOrder(ids, (part) =>
          db.select().from(orderConfirmationHistory).where(inArray(orderConfirmationHistory.orderId, part)),
        )
      : none,
  ]);
  return rows.map((row) =>
    serializeOrder(row, itemsOf.get(row.id) ?? [], historyOf.get(row.id) ?? [], confirmationsOf.get(row.id) ?? []),
  );
}

export async function findOrderRow(db: DrizzleD1Database, where: SQL | undefined): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(where).limit(1);
  return row;
}

/** One order by its `_id`, or null. No ownership check: callers decide who may see it. */
export async function readOrder(db: DrizzleD1Database, id: string): Promise<Order | null> {
  const row = await findOrderRow(db, eq(orders.id, id));
  if (!row) return null;
  const [order] = await withDetails(db, [row]);
  return order ?? null;
}

/** The order as `viewer` may see it: their own, or any for an admin. Anything else is 404, never 403. */
export async function readOrderFor(db: DrizzleD1Database, id: string, viewer: SessionUser): Promise<Order> {
  const row = await findOrderRow(
    db,
    viewer.isAdmin ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, viewer.id)),
  );
  if (!row) throw new ApiError(404, 'Order not found.');
  const [order] = await withDetails(db, [row]);
  return order!;
}
