/** The couriers connected by API (GET /api/admin/couriers) and a parcel booked with one. */
import { COURIER_API_IDS } from '../courier-apis';
import { COURIERS } from '../couriers';
import { z } from '../payloads/zod';
import { isoTime, success } from './common';
import { order } from './orders';

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
  lastError: z.string().nullable(),
});
export type CourierConnection = z.output<typeof courierConnection>;

export const courierListAnswer = z.object({ success, couriers: z.array(courierConnection) });

/** What one courier's sync did: parcels it tracked, orders it delivered or returned, news kept; or why it failed. */
export const courierSync = z.object({
  courier: z.enum(COURIER_API_IDS),
  checked: z.number().int(),
  delivered: z.number().int(),
  returned: z.number().int(),
  updated: z.number().int(),
  error: z.string().nullable(),
});
export type CourierSync = z.output<typeof courierSync>;

export const courierSyncAnswer = z.object({ success, synced: z.array(courierSync) });
export const courierAnswer = z.object({ success, courier: courierConnection });

export const booking = z.object({
  courier: z.enum(COURIER_API_IDS),
  trackingNumber: z.string(),
  bookedAt: isoTime,
  /** The name of whoever booked it. */
  by: z.string(),
});
export type Booking = z.output<typeof booking>;

/** The order as booking left it (shipped with the courier's tracking number) and the booking itself. */
export const bookingAnswer = z.object({ success, order, booking });
