/** What the console records of an order besides its answers (schema/answers/timeline.ts): the messages it sends. */

/** The WhatsApp messages the console sends and records: asking to confirm, the tracking number, a thank-you. */
export const ORDER_MESSAGES = ['confirmation', 'tracking', 'thanks'] as const;
export type OrderMessage = (typeof ORDER_MESSAGES)[number];

/**
 * What an order's events (schema/tables.ts orderEvents) keep: the shop's edits, its notes, the messages sent, and a
 * courier booking a person cancelled (which one, as data: each console words it in its own language).
 */
export const ORDER_EVENT_KINDS = ['edit', 'note', 'message', 'booking-cancelled'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];
