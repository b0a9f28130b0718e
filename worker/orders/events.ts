/**
 * An order's events beside its histories (schema/tables.ts orderEvents): the shop's edits, notes and the WhatsApp
 * messages it sent, each with who and when, for the timeline.
 */
import { and, eq } from 'drizzle-orm';
import type { Actor } from '#schema/actors';
import { orderEvents, orders } from '#schema/tables';
import type { OrderStatus } from '#schema/order-status';
import type { OrderEventKind, OrderMessage } from '#schema/payloads/timeline';
import { ApiError } from '../http/errors';
import { ORDER_NOT_FOUND } from './lifecycle';
import type { Db } from '../db';

export function eventEntry(db: Db, orderId: string, kind: OrderEventKind, detail: object, by: Actor, at: number) {
  return db
    .insert(orderEvents)
    .values({ orderId, kind, detail: JSON.stringify(detail), at, by: by.id, byRole: by.role });
}

/** Each message fits one moment of the order: asking to confirm before it ships, the tracking number once it has. */
const MESSAGE_STATUSES: Record<OrderMessage, readonly OrderStatus[]> = {
  confirmation: ['pending', 'processing'],
  tracking: ['shipped'],
  thanks: ['delivered'],
};

async function statusOf(db: Db, id: string): Promise<OrderStatus> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.kind, 'perfume'), eq(orders.id, id)));
  if (!row) throw new ApiError(404, ORDER_NOT_FOUND, { code: 'not_found' });
  return row.status;
}

export async function addNote(db: Db, id: string, text: string, by: Actor, now = Date.now()) {
  await statusOf(db, id);
  await eventEntry(db, id, 'note', { text }, by, now);
}

/** Records a message the console opened; 409 when it does not fit the order's status (tracking before shipping). */
export async function recordMessage(db: Db, id: string, message: OrderMessage, by: Actor, now = Date.now()) {
  const status = await statusOf(db, id);
  if (!MESSAGE_STATUSES[message].includes(status))
    throw new ApiError(409, `This order is ${status}; the ${message} message is not for it now.`, {
      code: 'message_not_now',
    });
  await eventEntry(db, id, 'message', { message }, by, now);
}
