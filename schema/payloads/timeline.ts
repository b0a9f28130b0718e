/**
 * An order's timeline, as the console reads it: every status change, confirmation, edit, note and message sent,
 * oldest first, each with when and who. Only the shop sees it (notes are internal).
 */
import type { ActorRole } from '../actors';
import type { Confirmation } from '../confirmation';
import type { OrderStatus } from '../order-status';
import type { ReturnReason } from '../returns';

/** The WhatsApp messages the console sends and records: asking to confirm, the tracking number, a thank-you. */
export const ORDER_MESSAGES = ['confirmation', 'tracking', 'thanks'] as const;
export type OrderMessage = (typeof ORDER_MESSAGES)[number];

/** Who acted: their role then and their name; null on entries written before the shop kept who. */
export type TimelineActor = { role: ActorRole; name: string } | null;

/** A line an edit changed: its quantity before and after (0 when the line was added or removed). */
export interface EditedLine {
  name: string;
  from: number;
  to: number;
}

/** What an edit changed, as kept in the order's events. */
export interface OrderEdit {
  lines: EditedLine[];
  /** The delivery fields that changed (firstName, phone, address, ...). */
  address: string[];
  total: { from: number; to: number };
}

type Entry<Kind extends string, Fields> = { kind: Kind; at: string; by: TimelineActor } & Fields;

export type TimelineEntry =
  | Entry<'status', { status: OrderStatus; reason?: ReturnReason; restock?: boolean }>
  | Entry<'confirmation', { confirmation: Confirmation }>
  | Entry<'edit', OrderEdit>
  | Entry<'note', { text: string }>
  | Entry<'message', { message: OrderMessage }>;

export type Timeline = TimelineEntry[];
