/**
 * The API's refusals, as both sides of the wire read them: `{ success: false, message, code, field?, requestId }`,
 * on a courier's refusal `courier`, why it said no, on a courier's silence `silence`, which courier and what it
 * was asked, and on a tracking number already taken `holder`, the order that has it.
 * `message` is for the shopper to read and may be reworded at any time; `code` is a stable word the site branches
 * on and words a refusal by, and `field` the payload path (dotted, as zod reports it: `shippingAddress.phone`) a form
 * places the message beside. No client ever reads a message's words, or its HTTP status, to decide what to do.
 *
 * Every refusal names its code, one code for one refusal: two refusals a client would say or handle differently
 * never share one. Each endpoint in schema/api.ts lists the codes it refuses with, besides the codes any call may
 * meet (ANY_CALL_REFUSES).
 */
import type { CourierNo, CourierSilence } from './courier-refusal';
import type { BrokenRule } from './payloads/broken-rule';

export const REFUSAL_CODES = {
  // Any call: the guards', the validator's and the shop's own.
  invalid: "A body, query or parameter breaks one of its rules: `field` says which, the message the rule's words.",
  malformed: 'The body could not be read: not JSON, or not one JSON object.',
  too_large: 'The request is larger than the shop reads.',
  unsupported_media_type: 'A change sent as something other than JSON.',
  csrf: 'The X-XSRF-TOKEN header is missing or does not match the XSRF-TOKEN cookie.',
  unauthorized: 'No login token was sent with a call that needs one.',
  session_ended: 'The login token has expired, was logged out or is not the shop’s: log in again.',
  staff_only: "Only the shop's owner or staff can do this.",
  owner_only: 'Only the shop owner can do this.',
  throttled: 'Too many of these from one shopper or connection for now (the message names which); see Retry-After.',
  /**
   * The shop is too busy to do this now (its room for password hashing is full) and did nothing: the client sends
   * the same request again after Retry-After (schema/busy-retry.ts).
   */
  busy: 'The shop is too busy to do this now and did nothing: send it again after Retry-After.',
  internal: 'Something went wrong on the shop’s side; the log line carries the requestId.',
  no_such_address: 'Nothing answers at this address.',
  method_not_allowed: 'The address answers other methods than the one used: Allow names them.',
  not_found: 'The thing the address or body names does not exist, or is not the caller’s (the message says what).',
  /** An edit made from a copy someone else has changed since: reload and try again. */
  stale_version: 'Someone saved this since the copy being edited was read (the message says what): reload it.',

  // Accounts, logins and staff.
  wrong_login: 'No account has this email and password.',
  email_taken: 'An account with this email already exists.',
  wrong_password: 'The current password given is not the account’s.',
  same_password: 'The new password is the current one.',
  password_names_you: 'The new password contains the account’s name or email.',
  reset_not_allowed: 'This role may not make a password reset link for that account.',
  reset_link_spent: 'The password reset link was used, replaced by a newer one, or has expired.',
  invite_spent: 'The staff invite was used, has expired, or its maker is no longer an owner.',
  already_owner: 'The owner opened a staff invite: an owner stays the owner.',
  already_staff: 'A member of staff opened a staff invite: it is left for the helper it was meant for.',
  last_owner: 'The shop’s only owner cannot stop being one.',

  // The cart, checkout and orders.
  out_of_stock: 'A perfume has less stock than asked for (the message names it).',
  line_limit: 'More of one perfume than one order can hold.',
  cart_full: 'The cart holds as many different items as one order can.',
  cart_empty: 'An order from an empty cart.',
  cart_changed: 'The cart changed since the checkout showed it: review it and order again.',
  no_longer_sold: 'A perfume or oil in the cart or order is no longer sold (the message names it).',
  prices_changed: 'A price changed since the checkout showed it: review the cart.',
  price_changed: 'An oil’s price changed since the page showed it: add it again at the new price.',
  idempotency_mismatch: 'The Idempotency-Key was already used for a different order.',
  bad_idempotency_key: 'The Idempotency-Key header is empty or too long.',
  blocked: 'The shop takes no cash-on-delivery orders from this phone.',
  order_not_cancellable: 'The order is no longer pending, so the shopper cannot cancel it.',
  order_not_editable: 'The order has shipped or is closed, so its details and lines can no longer change.',
  status_change_refused: 'The order’s status does not allow this change.',
  /** A named courier's tracking number is one parcel: the message names the order that ships under it. */
  tracking_number_taken: 'Another order already ships under this tracking number with the same courier.',
  return_reason_refused: 'This return reason does not fit the order’s status.',
  confirmation_closed: 'The order has shipped or is closed: its confirmation can no longer be answered or changed.',
  message_not_now: 'This WhatsApp message is not for the order in its status now.',
  too_late_to_answer: 'The order has shipped or is closed: its confirmation link takes no answer now.',

  // Reviews.
  not_delivered: 'The order is not delivered yet, so it cannot be reviewed.',
  not_in_order: 'The perfume reviewed is not in the order.',
  already_reviewed: 'This perfume of the order has its review already.',

  // The catalog, sales and photos.
  name_taken: 'Another product or oil has this name (the message names which).',
  address_taken: 'Another product took the same address at the same moment: save again.',
  stock_by_adjustment: 'Stock changes through a stock adjustment, not a product edit.',
  stock_below_zero: 'A stock adjustment would leave less than none.',
  stock_over_limit:
    'A stock adjustment, or a return’s bottles put back, would take a stock above the most a perfume or size holds (100,000).',
  size_not_smaller: 'A tester or sample size is not smaller than the full bottle.',
  size_price_not_below: 'A tester or sample size’s price is not below the full bottle’s.',
  bottle_not_larger: 'A bottle edited to a volume at or under one of its tester or sample sizes.',
  bottle_price_not_above: 'A bottle edited to a price at or under one of its tester or sample sizes’.',
  duplicate_size: 'Two tester or sample sizes of a perfume have the same ml.',
  no_such_size: 'The perfume is not sold in the size asked for.',
  no_such_oil: 'The oils cart was asked for an oil the shop does not sell.',
  sale_has_unsold: 'A sale takes in a perfume that is no longer sold (one archived while in the sale may stay).',
  sale_price_not_below: 'A sale price is not below the perfume’s price.',
  sale_too_large: 'The sale is larger than a sale of the most perfumes one holds.',
  photo_too_large: 'The photo is larger than the shop keeps.',
  not_an_image: 'The upload is not a whole WebP, JPEG or PNG image.',
  wrong_photo_type: 'A thumbnail that is not WebP, or a link preview that is not JPEG.',
  both_variants: 'An upload named as both a thumbnail and a link preview.',
  photo_not_uploaded: 'A product names a photo the shop does not hold.',
  no_such_page: 'The list has no page at this cursor.',
  publish_not_set_up: 'Publishing has no deploy hook set up.',
  publish_refused: 'The deploy hook did not start the build.',

  // Couriers and payouts.
  /** A courier's API said no (bad credentials, an unknown city); the message is the courier's own words. */
  courier_refused:
    'The courier’s API said no (bad credentials, an unknown city): `courier` says why, in its own words where it gave some.',
  /** A courier's API could not be reached or did not answer in time: the shop changed nothing. */
  courier_unreachable: 'The courier’s API could not be reached or did not answer in time: nothing changed.',
  courier_not_connected: 'The courier is not connected, or its stored credentials cannot be read.',
  /** The order's parcel is already booked with a courier. */
  already_booked: 'The order’s parcel is already booked with a courier.',
  booking_unanswered: 'A courier did not answer this order’s last booking and may hold its parcel.',
  booking_in_progress: 'The order is being booked right now: it cannot be booked again or changed meanwhile.',
  booking_withdrawn: 'The order was cancelled or shipped while the courier booked it: its parcel is cancelled there.',
  not_bookable: 'Only a pending or processing order can be booked.',
  /** An oils order with no street address yet is booked with the one the customer gave (`deliverTo`). */
  address_needed: 'The oils order has no street address yet: the booking must say where the parcel goes.',
  /** The order has no parcel booked with a courier by API (nothing to cancel). */
  not_booked: 'The order has no parcel booked with a courier to cancel.',
  /** The courier has the parcel on the road or delivered it: its booking can no longer be cancelled. */
  not_cancellable: 'The courier has the parcel on the road or delivered it: the booking stays.',
  cancel_raced: 'The courier cancelled the parcel but the order changed meanwhile: look at it again.',
  no_tracking_number: 'An order to print has no tracking number yet.',
  payout_refused: 'A payout names orders that cannot be paid out (the message says why).',
  orders_changed: 'The payout’s orders changed meanwhile: reload and try again.',
  sheet_empty: 'The payment sheet is empty.',
  sheet_no_tracking_column: 'The payment sheet has no tracking number column.',
  sheet_no_amount_column: 'The payment sheet has no amount column.',
  sheet_no_parcels: 'The payment sheet lists no parcels.',
  sheet_too_many: 'The payment sheet lists more paid parcels than one import takes.',
  sheet_too_large: 'The payment sheet is larger than one import takes.',
} as const;

export type ErrorCode = keyof typeof REFUSAL_CODES;

export const ERROR_CODES = Object.keys(REFUSAL_CODES) as [ErrorCode, ...ErrorCode[]];

/**
 * What any call may answer whatever the endpoint: the guards' (login, role, CSRF, a body it cannot read), a rule
 * of the payload broken, throttling and the shop's own failures. The site words them once for every form.
 */
export const ANY_CALL_REFUSES = [
  'invalid',
  'malformed',
  'too_large',
  'unsupported_media_type',
  'csrf',
  'unauthorized',
  'session_ended',
  'staff_only',
  'owner_only',
  'throttled',
  'busy',
  'internal',
] as const satisfies readonly ErrorCode[];

export type AnyCallRefusal = (typeof ANY_CALL_REFUSES)[number];

/**
 * The codes whose message is worded per case, for one kind of refusal: the rule broken, the thing not found or
 * edited meanwhile, the product or oil named, the perfume cart's or the oils cart's own words, the field a password
 * is refused on, the courier's own words, the courier named with what to do next about its parcel, a stock's cap
 * met by the owner's adjustment or by a return's bottles put back. Every other code has one message.
 */
export const WORDED_PER_CASE = [
  'invalid',
  'not_found',
  'stale_version',
  'tracking_number_taken',
  'throttled',
  'out_of_stock',
  'name_taken',
  'cart_full',
  'cart_empty',
  'cart_changed',
  'no_longer_sold',
  'password_names_you',
  'courier_refused',
  'courier_unreachable',
  'booking_unanswered',
  'booking_withdrawn',
  'stock_over_limit',
] as const satisfies readonly ErrorCode[];

export interface ErrorAnswer {
  success: false;
  message: string;
  code: ErrorCode;
  field?: string;
  /** On an `invalid`: the rule of `field` that was broken (schema/payloads/broken-rule.ts), with its limit. */
  rule?: BrokenRule;
  /** On a `courier_refused`: why the courier said no, for the console to word in its own language. */
  courier?: CourierNo;
  /** On a `courier_unreachable` or `booking_unanswered`: the courier that did not answer and what it was asked. */
  silence?: CourierSilence;
  /**
   * On a refusal about one perfume or oil (out of stock, no longer sold, a stock adjustment refused): its name, for a
   * page to word it around.
   */
  product?: string;
  /**
   * On an `out_of_stock`: how many of that perfume are left (0 when none); on a `stock_below_zero` or
   * `stock_over_limit`, how many it has in stock: for a page to say the count.
   */
  left?: number;
  /** On a `tracking_number_taken`: the order already shipping under that number, for a page to name it. */
  holder?: string;
  /** Names this one request in the Worker's log, so a screenshot of a refusal finds the log line about it. */
  requestId: string;
}
