/** The couriers connected by API (GET /api/admin/couriers) and a parcel booked with one. */
import { COURIER_API_IDS } from '../courier-apis';
import { COURIERS } from '../couriers';
import { z } from '../payloads/zod';
import { courierNo, courierSyncFailure, isoTime, success } from './common';
import { oilsOrder } from './oils';
import { order } from './orders';
import { booking } from './order-base';

export const courierConnection = z.object({
  id: z.enum(COURIER_API_IDS),
  name: z.enum(COURIERS),
  connected: z.boolean(),
  /** The last four characters of the token or API key, all that is ever shown of the credentials. */
  credentialsHint: z.string().nullable(),
  pickupAddress: z.string().nullable(),
  defaultWeightGrams: z.number().int().nullable(),
  connectedAt: isoTime.nullable(),
  lastSyncAt: isoTime.nullable(),
  /** What went wrong at the last sync, in English; null when nothing did. */
  lastError: z.string().nullable(),
  /** The same apart from any language, for the console to word (null too for a sync before the shop kept it). */
  lastFailure: courierSyncFailure.nullable(),
});
export type CourierConnection = z.output<typeof courierConnection>;

export const courierListAnswer = z.object({ success, couriers: z.array(courierConnection) });

/** A connected courier as the console's booking buttons need it (owner and staff): nothing of its credentials. */
export const bookingCourier = z.object({
  id: z.enum(COURIER_API_IDS),
  name: z.enum(COURIERS),
  defaultWeightGrams: z.number().int().nullable(),
});
export type BookingCourier = z.output<typeof bookingCourier>;

export const bookingCouriersAnswer = z.object({ success, couriers: z.array(bookingCourier) });

/** What one courier's sync did: parcels it tracked, orders it delivered or returned, news kept; or why it failed. */
export const courierSync = z.object({
  courier: z.enum(COURIER_API_IDS),
  checked: z.number().int(),
  delivered: z.number().int(),
  returned: z.number().int(),
  /** Parcels the courier has cancelled: their orders back to processing, to book again. */
  cancelled: z.number().int(),
  updated: z.number().int(),
  /** Delivered parcels the courier reported paid, with their amounts, now in payouts recorded from its report. */
  paid: z.number().int(),
  /** Why the sync failed, in English; null when it did not. */
  error: z.string().nullable(),
  /** The same apart from any language, for the console to word. */
  failure: courierSyncFailure.nullable(),
});
export type CourierSync = z.output<typeof courierSync>;

export const courierSyncAnswer = z.object({ success, synced: z.array(courierSync) });
export const courierAnswer = z.object({ success, courier: courierConnection });

export { booking, type Booking } from './order-base';

/**
 * The order as booking left it (shipped with the courier's tracking number), in its own kind's shape (a perfume
 * order's, or an oils order's as /api/oilsOrders answers it), and the booking itself.
 */
export const bookingAnswer = z.object({ success, order: z.union([order, oilsOrder]), booking });

/**
 * One order of a bulk booking: booked with its tracking number, or not and why: the courier's refusal ('refused',
 * with `courier`, why it said no), no answer from it ('unreachable': nothing changed, book again; `untracked` when
 * the courier took the booking but gave no tracking number, so it holds the parcel), 'already_booked', or 'skipped'
 * (no such order, or not waiting to ship). `message` says it in English.
 */
export const bookingResult = z.discriminatedUnion('outcome', [
  z.object({ orderId: z.string(), outcome: z.literal('booked'), booking }),
  z.object({
    orderId: z.string(),
    outcome: z.enum(['refused', 'unreachable', 'already_booked', 'skipped']),
    message: z.string(),
    courier: courierNo.optional(),
    untracked: z.literal(true).optional(),
  }),
]);
export type BookingResult = z.output<typeof bookingResult>;

/** One result per order sent, in the order sent. */
export const bulkBookingAnswer = z.object({ success, results: z.array(bookingResult) });
