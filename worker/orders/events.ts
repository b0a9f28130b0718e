/**
 * An order's events beside its histories (schema/tables.ts orderEvents): the shop's edits, notes and the WhatsApp
 * messages it sent, each with who and when, for the timeline.
 */
import type { Actor } from '#schema/actors';
import type { OrderStatus } from '#schema/order-status';
import type { OrderMessage } from '#schema/payloads/timeline';
import { ApiError } from '../http/errors';
import { ORDER_NOT_FOUND } from './lifecycle';
import type { Db } from '../db';

export type EventKind = 'edit' | 'note' | 'message';

export function eventStatement(
  d1: D1Database,
  orderId: string,
  kind: EventKind,
  detail: object,
  by: Actor,
  at: number,
) {
  return d1
    .prepare('INSERT INTO order_events (order_id, kind, detail, at, by, by_role) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(orderId, kind, JSON.stringify(detail), at, by.id, by.role);
}

/** Each message fits one moment of the order: asking to confirm before it ships, the tracking number once it has. */
const MESSAGE_STATUSES: Record<OrderMessage, readonly OrderStatus[]> = {
  confirmation: ['pending', 'processing'],
  tracking: ['shipped'],
  thanks: ['delivered'],
};

async function statusOf(d1: D1Database, id: string): Promise<OrderStatus> {
  const row = await d1.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: OrderStatus }>();
  if (!row) throw new ApiError(404, ORDER_NOT_FOUND);
  return row.status;
}

export async function addNote(db: Db, id: string, text: string, by: Actor, now = Date.now()) {
  const d1 = db.$client;
  await statusOf(d1, id);
  await eventStatement(d1, id, 'note', { text }, by, now).run();
}

/** Records a message the console opened; 409 when it does not fit the order's status (tracking before shipping). */
export async function recordMessage(db: Db, id: string, message: OrderMessage, by: Actor, now = Date.now()) {
  const d1 = db.$client;
  const status = await statusOf(d1, id);
  if (!MESSAGE_STATUSES[message].includes(status))
    throw new ApiError(409, `This order is ${status}; the ${message} message is not for it now.`);
  await eventStatement(d1, id, 'message', { message }, by, now).run();
}
