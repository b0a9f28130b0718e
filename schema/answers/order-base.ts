/**
 * What every order answers alike, a perfume order or an oils order: its number, progress, the shopper's answers,
 * the confirmation link and, for the shop only, its timeline and risk. Each kind extends it with its own lines.
 */
import { CASH_STATES } from '../cash';
import { COURIERS } from '../couriers';
import { COURIER_API_IDS } from '../courier-apis';
import { LANGS } from '../lang';
import { z } from '../payloads/zod';
import { timeline } from './timeline';
import {
  confirmation,
  confirmationHistory,
  isoTime,
  orderRisk,
  orderStatus,
  returnReason,
  statusHistory,
} from './common';

/** A parcel booked through a courier's API: with whom, its tracking number, when and by whom (their name). */
export const booking = z.object({
  courier: z.enum(COURIER_API_IDS),
  trackingNumber: z.string(),
  bookedAt: isoTime,
  /** The name of whoever booked it. */
  by: z.string(),
});
export type Booking = z.output<typeof booking>;

export const orderBase = z.object({
  _id: z.string(),
  /** Short enough to read out on the phone: FS-10001, or OIL-10001 for an oils order. */
  displayOrderId: z.string(),
  createdAt: isoTime,
  status: orderStatus,
  statusHistory,
  confirmation,
  confirmationHistory,
  /** The shopper's private page to confirm or cancel the order: /confirm/{token} (schema/confirm-link.ts). */
  confirmUrl: z.string(),
  /** Every change with who and when, for the shop only: absent from a shopper's answers. */
  timeline: timeline.optional(),
  /** Why it came back, once returned; null otherwise. */
  returnReason: returnReason.nullable(),
  /** Only in the admin's answers: the shopper's own pages have no use for it (null phone: nothing to count). */
  risk: orderRisk.optional(),
  /** Where the order's cash is: with nobody yet, with the courier (delivered), or paid to the shop. */
  cash: z.enum(CASH_STATES),
  /** Both set when the order ships (by hand, or booked with a courier), null before. */
  courier: z.enum(COURIERS).nullable(),
  trackingNumber: z.string().nullable(),
  /** The language of the page it was placed from: the shop's WhatsApp messages about it are in it. */
  lang: z.enum(LANGS),
  /**
   * For the shop only, a parcel booked by API: the courier's own words for its last event, as the courier's tracking
   * last said, and when it happened (both null before the first sync saw one).
   */
  courierStatus: z.string().nullable().optional(),
  courierStatusAt: isoTime.nullable().optional(),
  /** For the shop only: whether its parcel is booked through the courier's API, so the booking can be cancelled. */
  courierBooked: z.boolean().optional(),
  /** For the shop only: the booking of a parcel booked through the courier's API, null before (or once cancelled). */
  booking: booking.nullable().optional(),
  /**
   * For the shop only: the courier's own report (read by the sync) that it paid the shop for this parcel, under its
   * payment reference, on its day, while the shop has recorded no payout for it; null otherwise. A report that says
   * how much it paid becomes a payout by itself; one that does not (PostEx's) waits for the owner to record it.
   */
  courierPaid: z.object({ reference: z.string().nullable(), on: z.string().nullable() }).nullable().optional(),
});
