/**
 * Why a courier said no to a booking, a cancellation or its credentials, kept apart from any language so the console
 * can word it in English or Urdu: the courier's own words as it sent them, or what the shop found itself (a city
 * missing from the courier's list, a booking answered without a tracking number or with one another order already
 * has, a refusal that gave nothing but its HTTP status). The API's refusal carries it beside its English message (`courier` on a `courier_refused`).
 */
import type { Courier } from './couriers';

export type CourierNo =
  | { courier: Courier; why: 'said'; words: string }
  | { courier: Courier; why: 'unknown_city'; city: string }
  | { courier: Courier; why: 'no_tracking_number' }
  /** The courier booked the parcel under a number another order (`order`, its display number) already has. */
  | { courier: Courier; why: 'tracking_number_taken'; trackingNumber: string; order: string }
  | { courier: Courier; why: 'status'; status: number };

/** The refusal in English: the API's `message`. */
export function courierNoText(no: CourierNo): string {
  switch (no.why) {
    case 'said':
      return `${no.courier} says: ${no.words}`;
    case 'unknown_city':
      return `${no.courier} has no ${no.city} in its list of cities.`;
    case 'no_tracking_number':
      return `${no.courier} booked the parcel but gave no tracking number.`;
    case 'tracking_number_taken':
      return `${no.courier} booked the parcel under tracking number ${no.trackingNumber}, which order ${no.order} already has: ask ${no.courier} to correct it, then book again.`;
    case 'status':
      return `${no.courier} refused with no reason (it answered ${no.status}).`;
  }
}
