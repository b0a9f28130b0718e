/**
 * Connecting a courier's merchant API (PUT /api/admin/couriers/{id}) and booking an order's parcel with it
 * (POST /api/admin/orders/{id}/booking). Shared by the Worker's validator and the console's forms.
 */
import { z } from './zod';
import { COURIER_API_IDS, type CourierApiId } from '../courier-apis';
import { deliveryCity, optionalText, requiredLine } from './text-fields';

const MAX_SECRET = 200;
const MAX_PICKUP_ADDRESS = 300;
export const MAX_RECIPIENT = 80;
export const MAX_STREET_ADDRESS = 300;
/** A courier's heaviest parcel the shop books: far above any perfume order, well below what a typo would send. */
export const MAX_PARCEL_GRAMS = 30_000;
export const MAX_PIECES = 20;

/** Each courier's credentials, as its merchant portal issues them. */
export const COURIER_CREDENTIALS = {
  postex: z.object({ token: requiredLine('Token', MAX_SECRET) }),
  leopards: z.object({
    apiKey: requiredLine('API key', MAX_SECRET),
    apiPassword: requiredLine('API password', MAX_SECRET),
  }),
} satisfies Record<CourierApiId, z.ZodType>;

/** A courier's id with credentials in that courier's own shape, so its adapter takes them as they are. */
export const courierAccount = z.discriminatedUnion('id', [
  z.object({ id: z.literal('postex'), credentials: COURIER_CREDENTIALS.postex }),
  z.object({ id: z.literal('leopards'), credentials: COURIER_CREDENTIALS.leopards }),
]);
export type CourierAccount = z.output<typeof courierAccount>;

const grams = z
  .number({ error: 'Weight must be a whole number of grams' })
  .int({ error: 'Weight must be a whole number of grams' })
  .min(1, { error: 'Weight must be at least 1 gram' })
  .max(MAX_PARCEL_GRAMS, { error: `Weight must be at most ${MAX_PARCEL_GRAMS} grams` });

/** The credentials are checked against the courier's own shape (COURIER_CREDENTIALS) once its id is known. */
export const connectCourierPayload = z.object({
  credentials: z.record(z.string(), z.unknown(), { error: 'Please enter the courier’s credentials.' }),
  pickupAddress: optionalText('Pickup address', MAX_PICKUP_ADDRESS).optional(),
  defaultWeightGrams: grams.optional(),
});

const bookingFields = {
  courier: z.enum(COURIER_API_IDS, { error: 'Please pick one of the connected couriers.' }),
  weightGrams: grams.optional(),
  pieces: z
    .number({ error: 'Pieces must be a whole number' })
    .int({ error: 'Pieces must be a whole number' })
    .min(1, { error: 'Pieces must be at least 1' })
    .max(MAX_PIECES, { error: `Pieces must be at most ${MAX_PIECES}` })
    .optional(),
};

/**
 * Who an oils order's parcel goes to and where: its page asks only a phone and a city, so the owner writes the name
 * and street address the customer gave on WhatsApp when booking it (kept on the order for its card and label), and
 * may correct the city, as a courier that does not list the customer's spelling of it asks (the order keeps it too).
 */
export const deliverTo = z.object({
  name: requiredLine('Name on the parcel', MAX_RECIPIENT),
  address: requiredLine('Street address', MAX_STREET_ADDRESS),
  city: deliveryCity.optional(),
});
export type DeliverTo = z.output<typeof deliverTo>;

export const bookingPayload = z.object({ ...bookingFields, deliverTo: deliverTo.optional() });

/**
 * The most orders one bulk booking takes: each is one call to the courier, one after another, so the console sends
 * a day's parcels in a few requests rather than one that waits minutes.
 */
export const MAX_BULK_BOOKINGS = 50;

/** POST /api/admin/bookings: many orders booked with one courier, each with the same weight and pieces when given. */
export const bulkBookingPayload = z.object({
  ...bookingFields,
  orderIds: z
    .array(z.string({ error: 'Please send order ids.' }).min(1).max(64), { error: 'Please pick the orders to book.' })
    .min(1, { error: 'Please pick the orders to book.' })
    .max(MAX_BULK_BOOKINGS, { error: `Please book at most ${MAX_BULK_BOOKINGS} orders at a time.` }),
});

/** The most airway bills printed in one go: a day's parcels, in a page the phone's browser still opens quickly. */
export const MAX_AIRWAY_BILLS = 50;

/** GET /api/admin/airway-bills?ids=a,b,c: the orders, comma separated, printed in that order. */
export const airwayBillsQuery = z.object({
  ids: z
    .string({ error: 'Please pick the orders to print.' })
    .transform((ids) =>
      ids
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(64))
        .min(1, { error: 'Please pick the orders to print.' })
        .max(MAX_AIRWAY_BILLS, { error: `Please print at most ${MAX_AIRWAY_BILLS} airway bills at a time.` }),
    ),
});
