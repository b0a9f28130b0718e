/**
 * Cash on delivery lives on confirmation: before an order ships, the shop asks the customer (by WhatsApp or a call)
 * and records what they said. The answer can be corrected until the order is delivered, cancelled or returned; after that it
 * is part of the order's record (a refusal is what the customer list counts).
 */
import type { OrderStatus } from './order-status';

export const CONFIRMATIONS = ['not-contacted', 'confirmed', 'no-answer', 'refused'] as const;

export type Confirmation = (typeof CONFIRMATIONS)[number];

export const CONFIRMATION_LABELS: Record<Confirmation, string> = {
  'not-contacted': 'Not contacted',
  confirmed: 'Confirmed',
  'no-answer': 'No answer',
  refused: 'Refused',
};

export function isConfirmation(value: unknown): value is Confirmation {
  return typeof value === 'string' && (CONFIRMATIONS as readonly string[]).includes(value);
}

/** Whether an admin may still record the customer's answer on an order in this status. */
export function canChangeConfirmation(status: OrderStatus): boolean {
  return status !== 'cancelled' && status !== 'delivered' && status !== 'returned';
}

/** The API's 409 message once an order's confirmation can no longer change. */
export function refusedConfirmationMessage(status: OrderStatus): string {
  return `This order is ${status}; its confirmation can no longer change.`;
}

/** Asking the customer to confirm makes sense only before the parcel leaves: while pending or processing. */
export function asksForConfirmation(status: OrderStatus): boolean {
  return status === 'pending' || status === 'processing';
}
