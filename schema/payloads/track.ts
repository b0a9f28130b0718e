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

/** The marks that keep a number left to right inside Urdu text, and spaces: none is part of the number. */
const MARKS_AND_SPACES = /[\s\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

/**
 * The orders a perfume (FS-) or perfume-oil (OIL-) order number names as people type it: `FS-10427`, `fs10427`,
 * `#OIL-10001`, and with an Urdu keyboard's digits, `FS-۱۰۴۲۷`, or the marks that keep it left to right inside Urdu
 * text. Digits alone (`10427`, a number told over the phone) name the perfume order FS-10427 first and, should that
 * not be the one, the oils order OIL-10427. None when the text names no order.
 */
export function orderNumbersIn(text: string): OrderNumber[] {
  const compact = westernDigits(text).replace(MARKS_AND_SPACES, '');
  const digitsAlone = /^#?(\d+)$/.exec(compact)?.[1];
  return (['FS', 'OIL'] as const).flatMap((prefix) => {
    const number = parseDisplayNumber(prefix, digitsAlone === undefined ? compact : `${prefix}-${digitsAlone}`);
    return number === null ? [] : [{ prefix, number }];
  });
}

export const trackPayload = z.object({
  orderNumber: z
    .string({ error: 'Please enter your order number.' })
    .trim()
    .min(1, { error: 'Please enter your order number.' })
    .max(MAX_ORDER_NUMBER, { error: ORDER_NUMBER_MESSAGE })
    .transform((typed, context) => {
      const named = orderNumbersIn(typed);
      if (named.length) return named;
      context.addIssue({ code: 'custom', message: ORDER_NUMBER_MESSAGE });
      return z.NEVER;
    }),
  phone: mobilePhone('Please enter the phone number on your order.'),
});

export type TrackPayload = z.input<typeof trackPayload>;
