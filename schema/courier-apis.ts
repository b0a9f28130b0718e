/**
 * The couriers the shop can book through their merchant API (worker/couriers), by the id in their address
 * (/api/admin/couriers/postex), with the shop's name for each (schema/couriers.ts) and the credentials each asks
 * for, as its merchant portal names them.
 */
import type { Courier } from './couriers';

export const COURIER_API_IDS = ['postex', 'leopards'] as const;

export type CourierApiId = (typeof COURIER_API_IDS)[number];

export const COURIER_OF_API: Record<CourierApiId, Courier> = { postex: 'PostEx', leopards: 'Leopards' };

/** The fields of each courier's credentials, in the order the console asks for them. */
export const CREDENTIAL_FIELDS: Record<CourierApiId, readonly string[]> = {
  postex: ['token'],
  leopards: ['apiKey', 'apiPassword'],
};

/** Where a parcel is, in the shop's words, as a courier's tracking says (each courier's own words are kept beside). */
export const PARCEL_STATES = ['booked', 'in-transit', 'lost', 'delivered', 'returned', 'cancelled'] as const;

export type ParcelState = (typeof PARCEL_STATES)[number];

/** Who recorded a payout the sync read from the courier's own report, as the payouts list says it. */
export const syncedBy = (courier: CourierApiId) => `Courier (${COURIER_OF_API[courier]})`;

export function isCourierApiId(value: unknown): value is CourierApiId {
  return typeof value === 'string' && (COURIER_API_IDS as readonly string[]).includes(value);
}

/** The parcel's weight when the owner gives none: one boxed 100 ml bottle. */
export const DEFAULT_PARCEL_GRAMS = 500;
