/**
 * The API's refusals, as both sides of the wire read them: `{ success: false, message, code, field?, requestId }`.
 * `message` is for the shopper to read and may be reworded at any time; `code` is a stable word the site branches
 * on, and `field` the payload path (dotted, as zod reports it: `shippingAddress.phone`) a form places the message
 * beside. No client ever reads a message's words to decide what to do.
 */
export const ERROR_CODES = [
  /** A body, query or parameter that breaks a rule; `field` says which. */
  'invalid',
  'unauthorized',
  'session_ended',
  'forbidden',
  'csrf',
  'not_found',
  'conflict',
  /** An edit made from a copy someone else has changed since: reload and try again. */
  'stale_version',
  'out_of_stock',
  'prices_changed',
  'duplicate',
  'gone',
  'too_large',
  'unsupported_media_type',
  'idempotency_mismatch',
  'throttled',
  /**
   * The shop is too busy to do this now (its room for password hashing is full) and did nothing: the client sends
   * the same request again after Retry-After (schema/busy-retry.ts).
   */
  'busy',
  'blocked',
  /** A courier's API said no (bad credentials, an unknown city); the message is the courier's own words. */
  'courier_refused',
  /** A courier's API could not be reached or did not answer in time: the shop changed nothing. */
  'courier_unreachable',
  /** The order's parcel is already booked with a courier. */
  'already_booked',
  /** The order has no parcel booked with a courier by API (nothing to cancel). */
  'not_booked',
  /** The courier has the parcel on the road or delivered it: its booking can no longer be cancelled. */
  'not_cancellable',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorAnswer {
  success: false;
  message: string;
  code: ErrorCode;
  field?: string;
  /** Names this one request in the Worker's log, so a screenshot of a refusal finds the log line about it. */
  requestId: string;
}

/** The code a status gets when the refusal names none of its own. */
export function defaultCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'invalid';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 410:
      return 'gone';
    case 413:
      return 'too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'idempotency_mismatch';
    case 429:
      return 'throttled';
    default:
      return status >= 500 ? 'internal' : 'invalid';
  }
}
