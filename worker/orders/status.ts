/**
 * An admin moves an order along. One D1 batch sets the status only if it is still what was read,
 * records the change with its time, and on cancellation puts every line's quantity back in stock. The later
 * statements run only if the one before changed a row (SQLite's changes()), so two admins cancelling the same
 * order at once restore its stock once, and the one who lost the race is told the order's new status.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { canChangeStatus, isOrderStatus, refusedChangeMessage, type OrderStatus } from '../../schema/order-status';
import { orderItems, orders, orderStatusHistory, products } from '../../schema/tables';
import { forgetListings } from '../catalog/listing-cache';
import { ApiError } from '../http/errors';

async function currentStatus(db: DrizzleD1Database, id: string): Promise<OrderStatus> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw new ApiError(404, 'Order not found.');
  if (!isOrderStatus(row.status)) throw new Error(`Order ${id} has an unknown status '${row.status}'`);
  return row.status;
}

const lineQuantity = (id: string) =>
  sql`SELECT ${orderItems.quantity} FROM ${orderItems} WHERE ${orderItems.orderId} = ${id} AND ${orderItems.productId} = ${products.id}`;

export async function changeOrderStatus(db: DrizzleD1Database, id: string, to: OrderStatus, now = Date.now()): Promise<void> {
  const from = await currentStatus(db, id);
  if (!canChangeStatus(from, to)) throw new ApiError(409, refusedChangeMessage(from, to));
  const [update] = await db.batch([
    db.update(orders).set({ status: to }).where(and(eq(orders.id, id), eq(orders.status, from))),
    db.insert(orderStatusHistory).select(sql`SELECT ${id}, ${to}, ${now} WHERE changes() = 1`),
    ...(to === 'cancelled'
      ? [
          db
            .update(products)
            .set({ stock: sql`${products.stock} + (${lineQuantity(id)})` })
            .where(and(sql`${products.id} IN (SELECT ${orderItems.productId} FROM ${orderItems} WHERE ${orderItems.orderId} = ${id})`, sql`changes() = 1`)),
        ]
      : []),
  ]);
  if (update.meta.changes === 0) {
    const latest = await currentStatus(db, id);
    throw new ApiError(409, refusedChangeMessage(latest, to));
  }
  if (to === 'cancelled') forgetListings();
}
