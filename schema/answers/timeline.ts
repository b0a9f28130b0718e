/**
 * An order's timeline, as the console reads it: every status change, confirmation, edit, note and message sent,
 * oldest first, each with when and who. Only the shop sees it (notes are internal).
 */
import { ACTOR_ROLES } from '../actors';
import { COURIERS } from '../couriers';
import { ORDER_MESSAGES } from '../payloads/timeline';
import { z } from '../payloads/zod';
import { confirmation, isoTime, orderStatus, returnReason } from './common';

/** Who acted: their role then and their name; null on entries written before the shop kept who. */
export const timelineActor = z.object({ role: z.enum(ACTOR_ROLES), name: z.string() }).nullable();
export type TimelineActor = z.output<typeof timelineActor>;

/** A line an edit changed: its quantity before and after (0 when the line was added or removed). */
export const editedLine = z.object({ name: z.string(), from: z.number().int(), to: z.number().int() });
export type EditedLine = z.output<typeof editedLine>;

/** What an edit changed, as kept in the order's events. */
export const orderEdit = z.object({
  lines: z.array(editedLine),
  /** The delivery fields that changed (firstName, phone, address, ...). */
  address: z.array(z.string()),
  total: z.object({ from: z.number().int(), to: z.number().int() }),
  /** The total changed on a confirmed order, so its confirmation went back to asking the customer. */
  confirmAgain: z.literal(true).optional(),
});
export type OrderEdit = z.output<typeof orderEdit>;

const entry = <Kind extends string, Shape extends z.ZodRawShape>(kind: Kind, shape: Shape) =>
  z.object({ kind: z.literal(kind), at: isoTime, by: timelineActor, ...shape });

export const timelineEntry = z.discriminatedUnion('kind', [
  entry('status', { status: orderStatus, reason: returnReason.optional(), restock: z.boolean().optional() }),
  entry('confirmation', { confirmation }),
  entry('edit', orderEdit.shape),
  entry('note', { text: z.string() }),
  entry('message', { message: z.enum(ORDER_MESSAGES) }),
  /** A person cancelled the courier booking: the order went back to processing, this parcel forgotten. */
  entry('booking-cancelled', { courier: z.enum(COURIERS), trackingNumber: z.string() }),
]);
export type TimelineEntry = z.output<typeof timelineEntry>;

export const timeline = z.array(timelineEntry);
export type Timeline = z.output<typeof timeline>;
