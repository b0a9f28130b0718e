/**
 * A parcel that comes back: why (the owner picks one reason), and whether its bottles go back on the shelf. A
 * restocked return puts each line's quantity back through the stock ledger; a written-off one leaves the stock as it
 * is and says so in the ledger.
 */
import type { OrderStatus } from './order-status';

export const RETURN_REASONS = [
  'refused',
  'unreachable',
  'wrong-address',
  'damaged',
  'customer-return',
  'other',
] as const;

export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The console's words for each reason. */
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  refused: 'Refused at the door',
  unreachable: 'Customer unreachable',
  'wrong-address': 'Wrong address',
  damaged: 'Damaged in transit',
  'customer-return': 'Sent back by the customer',
  other: 'Other reason',
};

/** What the receipt, My orders and tracking tell the shopper, in plain words. */
export const RETURN_REASON_SENTENCES: Record<ReturnReason, string> = {
  refused: 'The parcel was refused at the door and came back to us.',
  unreachable: 'The courier could not reach you, so the parcel came back to us.',
  'wrong-address': 'The courier could not find the address, so the parcel came back to us.',
  damaged: 'The parcel was damaged on the way and came back to us.',
  'customer-return': 'You sent the parcel back to us.',
  other: 'The parcel came back to us.',
};

export function isReturnReason(value: unknown): value is ReturnReason {
  return typeof value === 'string' && (RETURN_REASONS as readonly string[]).includes(value);
}

/**
 * A delivered parcel reached the customer, so it cannot have been refused at the door, missed the customer or gone
 * to a wrong address: it comes back because they sent it back, because it arrived damaged, or for another reason.
 */
const AFTER_DELIVERY: readonly ReturnReason[] = ['customer-return', 'damaged', 'other'];

/** The reasons a parcel in this status may come back for (the console offers only these). */
export function returnReasonsFrom(status: OrderStatus): readonly ReturnReason[] {
  return status === 'delivered' ? AFTER_DELIVERY : RETURN_REASONS;
}

/** The API's 409 message for a reason that does not fit a delivered order. */
export function refusedReturnReasonMessage(reason: ReturnReason): string {
  return `This order was delivered, so it cannot come back as "${RETURN_REASON_LABELS[reason]}".`;
}

/** A damaged parcel's bottles are not sold again unless the owner says so; any other return goes back on the shelf. */
export function restocksByDefault(reason: ReturnReason): boolean {
  return reason !== 'damaged';
}

/**
 * What becomes of the bottles of a parcel the courier's system reports returned, as the owner set it for the shop:
 * back on the shelf unless it came back damaged (the default, as a return by hand is ticked), always back, or never
 * (written off until the owner has opened the parcel and puts its bottles back by a stock change).
 */
export const COURIER_RESTOCK_RULES = ['unless-damaged', 'always', 'never'] as const;
export type CourierRestockRule = (typeof COURIER_RESTOCK_RULES)[number];

export const DEFAULT_COURIER_RESTOCK: CourierRestockRule = 'unless-damaged';

/** The console's words for each rule. */
export const COURIER_RESTOCK_LABELS: Record<CourierRestockRule, string> = {
  'unless-damaged': 'Back in stock, unless the courier says it came back damaged',
  always: 'Always back in stock',
  never: 'Never: I put the bottles back by hand after opening the parcel',
};

/** Whether a parcel the courier returned for this reason goes back on the shelf under the shop's rule. */
export function courierReturnRestocks(rule: CourierRestockRule, reason: ReturnReason): boolean {
  if (rule === 'always') return true;
  if (rule === 'never') return false;
  return restocksByDefault(reason);
}
