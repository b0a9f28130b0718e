/**
 * Why a courier said no to a booking, a cancellation or its credentials, kept apart from any language so the console
 * can word it in English or Urdu: the courier's own words as it sent them, or what the shop found itself (a city
 * missing from the courier's list, a booking answered with a tracking number another order already has, a refusal
 * that gave nothing but its HTTP status). The API's refusal carries it beside its English message (`courier` on a `courier_refused`).
 */
import type { Courier } from './couriers';

export type CourierNo =
  | { courier: Courier; why: 'said'; words: string }
  /** `nearest`: the cities of the courier's own list nearest to it, as it spells them, for the owner to pick from. */
  | { courier: Courier; why: 'unknown_city'; city: string; nearest: string[] }
  /** The courier booked the parcel under a number another order (`order`, its display number) already has. */
  | { courier: Courier; why: 'tracking_number_taken'; trackingNumber: string; order: string }
  | { courier: Courier; why: 'status'; status: number };

/** The refusal in English: the API's `message`. */
export function courierNoText(no: CourierNo): string {
  switch (no.why) {
    case 'said':
      return `${no.courier} says: ${no.words}`;
    case 'unknown_city':
      return no.nearest.length > 0
        ? `${no.courier} has no ${no.city} in its list of cities. Nearest in its list: ${no.nearest.join(', ')}.`
        : `${no.courier} has no ${no.city} in its list of cities.`;
    case 'tracking_number_taken':
      return `${no.courier} booked the parcel under tracking number ${no.trackingNumber}, which order ${no.order} already has: ask ${no.courier} to correct it, then book again.`;
    case 'status':
      return `${no.courier} refused with no reason (it answered ${no.status}).`;
  }
}

/**
 * Why a courier gave no answer the shop can act on, kept apart from any language: no answer within the shop's time
 * limit (`ms`), no connection, a failure on its side (its status), an answer with nothing the shop can read (a proxy's
 * page, its JSON cut short), a yes to a booking without the parcel's tracking number, or, asked whether it holds a
 * parcel, a "no" that does not say (`no`). Nothing is known of the parcel but that it may exist. The sync keeps it as the courier's last error for the console to word.
 */
export type CourierUnheard =
  | { courier: Courier; why: 'timeout'; ms: number }
  | { courier: Courier; why: 'network' }
  | { courier: Courier; why: 'failed'; status: number }
  | { courier: Courier; why: 'unreadable'; status: number }
  | { courier: Courier; why: 'no_tracking_number' }
  | { courier: Courier; why: 'unsure'; no: CourierNo };

/** The courier's silence in English: the API's message, and the sync's `error`. */
export function courierUnheardText(unheard: CourierUnheard): string {
  const unreached = `${unheard.courier} could not be reached`;
  switch (unheard.why) {
    case 'timeout':
      return `${unreached}: no answer within ${unheard.ms} ms`;
    case 'network':
      return `${unreached}: network error`;
    case 'failed':
      return `${unreached}: it answered ${unheard.status}`;
    case 'unreadable':
      return `${unreached}: it answered ${unheard.status} with nothing the shop can read`;
    case 'no_tracking_number':
      return `${unheard.courier} took the booking but gave no tracking number`;
    case 'unsure':
      return `${unheard.courier} would not say whether it holds the parcel (${courierNoText(unheard.no)})`;
  }
}

/**
 * Why one courier's sync failed, kept apart from any language as a booking's refusal is: the courier's "no" with its
 * words, its silence, its stored credentials no longer readable (`courier_not_connected`), or the shop's own failure
 * (`internal`, whose English is the sync's `error`).
 */
export type CourierSyncFailure =
  | { code: 'courier_refused'; courier: CourierNo }
  | { code: 'courier_unreachable'; unheard: CourierUnheard }
  | { code: 'courier_not_connected' }
  | { code: 'internal' };

/**
 * A courier that did not answer, named on a `courier_unreachable` (`step`: what it was asked, and may have done all
 * the same) or a `booking_unanswered` (an earlier booking it never answered, met when booking the order again or
 * changing it), so the console says in its language which courier, what the shop kept and what to do next.
 */
export interface CourierSilence {
  courier: Courier;
  step: 'connect' | 'book' | 'cancel' | 'change';
  /** It did answer a booking yes, but without the parcel's tracking number: the parcel is there, its number unsaid. */
  untracked?: true;
}

/** What the shop kept after a courier's silence and what the admin does next, in English: the API's message. */
export function afterSilenceText({ courier, step, untracked }: CourierSilence): string {
  switch (step) {
    case 'connect':
      return 'Nothing was saved; please try again.';
    case 'book':
      if (untracked)
        return `The order is unchanged. ${courier} holds the parcel: book it again with ${courier}, and the shop finds that parcel and its number rather than booking a second.`;
      return `The order is unchanged. ${courier} may have booked the parcel: book it again with ${courier}, and the shop finds that parcel rather than booking a second.`;
    case 'cancel':
      return `The order is unchanged. ${courier} may have cancelled the parcel: cancel again, or Sync now to see what ${courier} did.`;
    case 'change':
      return 'The order is unchanged; please try again.';
  }
}

/** An earlier booking the courier never answered, in English: the API's message. */
export function unansweredText({ courier, step }: CourierSilence): string {
  return step === 'change'
    ? `${courier} did not answer the last booking of this order and may hold its parcel as the order was: Sync now to let ${courier} say, then change it.`
    : `${courier} did not answer the last booking of this order and may hold its parcel: book it with ${courier} again, or Sync now to let ${courier} say whether it has one.`;
}
