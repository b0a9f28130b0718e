/**
 * Order tracking for anyone holding the order number and the phone on the order (POST /api/track): the answer
 * is what a courier's tracking page shows, the progress and the parcel, and nothing about the person.
 */
import { z } from './zod';
import { westernDigits } from '../digits';
import { parseDisplayNumber, type DisplayPrefix } from '../display-number';
import { mobilePhone } from './text-fields';
import { MAX_ORDER_NUMBER } from './text-limits';

export const TRACK_NOT_FOUND = 'We could not find an order with that number and phone.';
export const ORDER_NUMBER_MESSAGE = 'Please enter the order number as on your receipt, e.g. FS-10427.';

export interface OrderNumber {
  prefix: DisplayPrefix;
  /** The order's number within its kind (orders.number). */
  number: number;
}

/**
 * A perfume (FS-) or perfume-oil (OIL-) order number as people type it: `FS-10427`, `fs10427`, `#OIL-10001`, and
 * with an Urdu keyboard's digits, `FS-۱۰۴۲۷`, or the marks that keep it left to right inside Urdu text.
 */
export function parseOrderNumber(text: string): OrderNumber | null {
  const compact = westernDigits(text).replace(/[\s\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, '');
  for (const prefix of ['FS', 'OIL'] as const) {
    const number = parseDisplayNumber(prefix, compact);
    if (number !== null) return { prefix, number };
  }
  return null;
}

export const trackPayload = z.object({
  orderNumber: z
    .string({ error: 'Please enter your order number.' })
    .trim()
    .min(1, { error: 'Please enter your order number.' })
    .max(MAX_ORDER_NUMBER, { error: ORDER_NUMBER_MESSAGE })
    .transform(
      (typed, context) =>
        parseOrderNumber(typed) ?? (context.addIssue({ code: 'custom', message: ORDER_NUMBER_MESSAGE }), z.NEVER),
    ),
  phone: mobilePhone('Please enter the phone number on your order.'),
});

export type TrackPayload = z.input<typeof trackPayload>;
