/**
 * What the shop asks of a courier's merchant API, one adapter per courier (postex.ts, leopards.ts): book a parcel,
 * find one booked under the shop's reference, cancel it, track many, fetch the airway bill, read what it paid, list
 * its cities. Each adapter speaks its courier's own protocol inside its file and answers in the shop's words here,
 * so a third courier is one more file and the registry's line in couriers.ts.
 *
 * Every call has a time limit. A courier that answers "no" is a CourierRefused carrying why: its own words, or what
 * the shop found (the owner reads it beside the order); one that cannot be reached, times out, fails on its side or
 * answers what the shop cannot read (a proxy's maintenance page, its JSON cut short, a yes with no tracking number)
 * is a CourierUnreachable, after which the shop cannot know whether a booking was made (the retry asks by reference
 * first).
 */
import { courierNoText, courierUnheardText, type CourierNo, type CourierUnheard } from '#schema/courier-refusal';
import type { Courier } from '#schema/couriers';
import type { ReturnReason } from '#schema/returns';
import type { ParcelState } from '#schema/courier-apis';
import { nearestCities } from './nearest-cities';

export type { ParcelState };

/** A parcel to book: the order's delivery details, its cash on delivery and the shop's reference for it. */
export interface Parcel {
  /** The order's display number (FS-10427): the courier's reference, so a retry finds the parcel already booked. */
  reference: string;
  name: string;
  phone: string;
  address: string;
  city: string;
  /** Whole rupees the rider collects at the door. */
  codAmount: number;
  weightGrams: number;
  pieces: number;
  /** What is inside, as the airway bill prints it. */
  description: string;
  /** The customer's other number, and what they asked of the rider ('call before coming'), when they gave them. */
  alternatePhone: string | null;
  notes: string | null;
  /** The shop's pickup address as this courier knows it (PostEx: its address code), when the owner gave one. */
  pickupAddress?: string | null;
}

/** A parcel the courier holds for the shop. */
export interface Booked {
  trackingNumber: string;
}

export interface Tracked {
  trackingNumber: string;
  state: ParcelState;
  courierStatus: string;
  /** When the courier recorded its last event, as it wrote it; null when it gave none. */
  at: string | null;
  /** Why a returned parcel came back, when the courier's event says. */
  returnReason?: ReturnReason;
}

/** What the courier reports having paid (or holding) for a parcel. */
export interface Payment {
  trackingNumber: string;
  settled: boolean;
  /** The courier's own payment reference (PostEx CPR number, Leopards cheque or slip), when paid. */
  reference: string | null;
  /** Whole rupees paid for the parcel, when the courier reports it. */
  amount: number | null;
  paidOn: string | null;
}

export interface CourierAdapter {
  /** The check a connection makes: one authenticated call that books nothing. */
  verify(): Promise<void>;
  book(parcel: Parcel): Promise<Booked>;
  /** The parcel booked under the shop's reference, or null when the courier has none. */
  findByReference(reference: string): Promise<Booked | null>;
  cancel(trackingNumber: string): Promise<void>;
  /** Every number the courier knows, in as few calls as its API allows; unknown numbers are left out. */
  track(trackingNumbers: string[]): Promise<Tracked[]>;
  /** The courier's printable airway bill (a PDF) for these parcels; null when it gives none (the shop prints its own). */
  airwayBill(trackingNumbers: string[]): Promise<Response | null>;
  /** What the courier reports paying for these parcels. */
  payments(trackingNumbers: string[]): Promise<Payment[]>;
  /** The city names the courier delivers to. */
  cities(): Promise<string[]>;
}

/** How to reach one courier for one shop: its base URL, the time limit of a call and the shop's credentials. */
export interface Connection<Credentials> {
  baseUrl: string;
  timeoutMs: number;
  credentials: Credentials;
  pickupAddress?: string | null;
}

/** The longest refusal kept: couriers sometimes answer a whole stack trace. */
const MAX_WORDS = 300;

/**
 * The courier said no: bad credentials, an unknown city, a parcel it will not cancel. `no` is why, in no language;
 * `message` its English.
 */
export class CourierRefused extends Error {
  constructor(readonly no: CourierNo) {
    super(courierNoText(no));
  }

  /** A city the courier does not list (`listed`, its list), with the nearest it does, for the owner to pick. */
  static unknownCity(courier: Courier, city: string, listed: string[]): CourierRefused {
    return new CourierRefused({ courier, why: 'unknown_city', city, nearest: nearestCities(city, listed) });
  }

  /** The courier's own words (at most MAX_WORDS of them), or its HTTP status where it gave none. */
  static said(courier: Courier, words: string, status: number): CourierRefused {
    const said = words.trim().slice(0, MAX_WORDS);
    return new CourierRefused(said ? { courier, why: 'said', words: said } : { courier, why: 'status', status });
  }
}

/**
 * The courier could not be reached, took too long, failed on its side or answered what the shop cannot read:
 * nothing is known of what it did.
 */
export class CourierUnreachable extends Error {
  readonly courier: Courier;

  /** `unheard` is why, in no language; `message` its English. */
  constructor(readonly unheard: CourierUnheard) {
    super(courierUnheardText(unheard));
    this.courier = unheard.courier;
  }

  /**
   * An answer with no readable "no" in it (an HTML page, JSON cut short, as a proxy in the way may hand on a call
   * the courier did carry out): no refusal, since the courier may have done what it was asked.
   */
  static unreadable(courier: Courier, status: number): CourierUnreachable {
    return new CourierUnreachable({ courier, why: 'unreadable', status });
  }

  /**
   * A yes to a booking (or a parcel found under the shop's reference) without its tracking number: the courier holds
   * the parcel, and the shop cannot ship the order with it until it says the number.
   */
  static untracked(courier: Courier): CourierUnreachable {
    return new CourierUnreachable({ courier, why: 'no_tracking_number' });
  }
}

/**
 * fetch with the connection's time limit; a network failure or a timeout is CourierUnreachable, and so is a 5xx
 * (the courier's own failure says nothing about the shop's request). The request's body and headers, which carry
 * the credentials, never go into an error.
 */
export async function courierFetch(
  courier: Courier,
  connection: Connection<unknown>,
  path: string,
  init: RequestInit,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${connection.baseUrl}${path}`, {
      ...init,
      signal: AbortSignal.timeout(connection.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new CourierUnreachable(
      timedOut ? { courier, why: 'timeout', ms: connection.timeoutMs } : { courier, why: 'network' },
    );
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new CourierUnreachable({ courier, why: 'failed', status: response.status });
  }
  return response;
}

/** The JSON of an answer, or null when it is not JSON (a courier's HTML error page). */
export async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The reason a returned parcel came back, read from the courier's words for it ('Refused by consignee'). */
export function returnReasonOf(words: string): ReturnReason {
  const said = words.toLowerCase();
  if (/refus|reject|denied/.test(said)) return 'refused';
  if (/not respond|not answer|unreachable|not available|phone off|no response|not reachable/.test(said))
    return 'unreachable';
  if (/address|not found|incomplete|wrong/.test(said)) return 'wrong-address';
  if (/damage/.test(said)) return 'damaged';
  return 'other';
}
