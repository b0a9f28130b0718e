/**
 * The longest text a form's field may hold, in characters: the API's payloads refuse longer, and the form's input
 * stops the typing there. Kept apart from the zod schemas so a form reads them without downloading zod.
 */

/** A search or filter box: the console's orders, oils orders, customers and perfumes. */
export const MAX_SEARCH = 100;

/** A phone number as people type it, spaces and dashes included. */
export const MAX_TYPED_PHONE = 30;

/** An order number as typed (FS-10234). */
export const MAX_ORDER_NUMBER = 20;

/** A delivery city. */
export const MAX_CITY = 60;

/** A courier's tracking number. */
export const MAX_TRACKING_NUMBER = 40;

/** A note on an order's timeline. */
export const MAX_ORDER_NOTE = 500;

/** Why a number is blocked from cash on delivery. */
export const MAX_BLOCK_REASON = 200;

/** A courier payout's reference. */
export const MAX_PAYOUT_REFERENCE = 60;

/** A note on a stock change. */
export const MAX_STOCK_NOTE = 200;

/** A sale's name and its badge. */
export const MAX_SALE_NAME = 60;
export const MAX_SALE_BADGE = 20;

/** A buyer's review. */
export const MAX_REVIEW = 300;
