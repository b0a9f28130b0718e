/**
 * The API's one contract: every call's method, address, body, answer and success status. The Worker mounts each
 * resource's router at its `prefix` and registers each route with `handle(router, ENDPOINT, ...)`, which takes the
 * method and route from here and only accepts the answer named here; the site's client modules and the API tests
 * call through the same endpoints, and the tests parse every answer with its schema (schema/answers). So an address
 * is spelled once, and a changed answer fails the type check on both sides of the wire.
 *
 * Only types are imported: at run time an endpoint is a few strings and numbers (method, prefix, route, the
 * answer's name, its statuses), so the whole contract costs a page a few hundred bytes and no zod.
 */
import type { z } from 'zod';
import type { AnswerName, AnswerOf } from './answers';
import type { AnyCallRefusal, ErrorCode } from './errors';
import type { changePasswordPayload, savedDeliverySchema } from './payloads/account';
import type { loginPayload, registerPayload } from './payloads/auth';
import type { addByNameSchema, addToCartSchema, setQuantitySchema } from './payloads/cart';
import type { placeOrderSchema } from './payloads/checkout';
import type { newsletterPayload, quoteHandledChange, quotePayload } from './payloads/contact';
import type { addOilPayload, placeOilsOrderPayload } from './payloads/oils';
import type {
  bulkStatusChange,
  confirmationChange,
  oilsOrderStatusChange,
  orderStatusChange,
} from './payloads/order-changes';
import type { trackPayload } from './payloads/track';
import type { changeProductPayload, createProductPayload } from './payloads/admin-products';
import type { changeOilPayload, createOilPayload } from './payloads/admin-oils';
import type { stockAdjustmentPayload } from './payloads/stock';
import type { productSizesPayload } from './payloads/product-sizes';
import type { orderEditPayload, orderMessagePayload, orderNotePayload } from './payloads/order-edits';
import type { confirmAnswerPayload } from './payloads/confirm';
import type { joinStaffPayload, staffRoleChange } from './payloads/staff';
import type { resetLinkPayload, resetPasswordPayload } from './payloads/password-reset';
import type { changeSalePayload, createSalePayload, deleteSalePayload } from './payloads/sales';
import type { pushEndpointPayload, pushSubscriptionPayload } from './payloads/push';
import type { recordRemittancePayload, importPaymentSheetPayload } from './payloads/remittances';
import type { blockPhonePayload } from './payloads/blocked-phones';
import type { reviewDecision, writeReviewPayload } from './payloads/reviews';
import type { bookingPayload, bulkBookingPayload, connectCourierPayload } from './payloads/couriers';
import type { shopSettingsPayload } from './payloads/settings';

export type { AnswerName, AnswerOf } from './answers';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The statuses a success answers with: 201 for something made, 202 for work started (a publish), 200 for the rest. */
export type SuccessStatus = 200 | 201 | 202;

/** Where every resource's router is mounted. */
export const API_ROOT = '/api';

export interface Endpoint<
  Answer = unknown,
  Body = undefined,
  Route extends string = string,
  Refusal extends ErrorCode = ErrorCode,
> {
  readonly method: Method;
  /** The resource's mount point under /api: `/cart`. */
  readonly prefix: string;
  /** The route inside it, Hono's pattern with `:name` for a parameter: `/:productId`. */
  readonly route: Route;
  /** The answer's schema in schema/answers (`ANSWERS[answer]`). */
  readonly answer: AnswerName;
  /** The statuses a success answers with, the usual one first. */
  readonly status: readonly [SuccessStatus, ...SuccessStatus[]];
  /** The query parameters it reads, each with what it means, for the API reference. */
  readonly query?: Readonly<Record<string, string>>;
  /**
   * The codes it refuses with besides those any call may meet (ANY_CALL_REFUSES): what its forms must have words
   * for, and what the API tests accept from it.
   */
  readonly refuses: readonly Refusal[];
  /** Never set at run time: carries the answer's and the body's types. */
  readonly types?: { answer: Answer; body: Body };
}

/** What a caller sends as the body: the input of the zod schema the Worker validates it with. */
interface Sends<Body> {
  readonly body?: Body;
}
export const sends = <Schema extends z.ZodType>(): Sends<z.input<Schema>> => ({});

/** The body is a file sent as it is (a photo), not JSON. */
const sendsFile = (): Sends<Blob> => ({});

interface Options<Body, Refusal extends ErrorCode> {
  body?: Sends<Body>;
  status?: readonly [SuccessStatus, ...SuccessStatus[]];
  query?: Readonly<Record<string, string>>;
  refuses?: readonly Refusal[];
}

/** Every code a call of the endpoint may answer: its own and those of any call. */
export type RefusalOf<E> =
  E extends Endpoint<unknown, unknown, string, infer Refusal> ? Refusal | AnyCallRefusal : never;

/** The `:name` parameters of a route: `'/:id/status'` gives `'id'`. */
export type ParamNames<Route extends string> = Route extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Route extends `${string}:${infer Name}`
    ? Name
    : never;

/** A file the API answers (the admin's CSV exports), downloaded rather than parsed. */
export type FileAnswer = AnswerOf<'file'>;

function resource(prefix: string) {
  const at =
    (method: Method) =>
    <Route extends string, Name extends AnswerName, Body = undefined, const Refusal extends ErrorCode = never>(
      route: Route,
      answer: Name,
      options: Options<Body, Refusal> = {},
    ): Endpoint<AnswerOf<Name>, Body, Route, Refusal> => ({
      method,
      prefix,
      route,
      answer,
      status: options.status ?? [200],
      refuses: options.refuses ?? [],
      ...(options.query ? { query: options.query } : {}),
    });
  return { prefix, get: at('GET'), post: at('POST'), put: at('PUT'), patch: at('PATCH'), delete: at('DELETE') };
}

/** An order placed is 201; the same Idempotency-Key again answers the first order with 200. */
const PLACED = [201, 200] as const;

/** The endpoint's address with its parameters filled in and encoded; `/api/cart/abc`. */
export function pathOf(endpoint: Endpoint<unknown, unknown, string>, params: Record<string, string> = {}): string {
  const route = endpoint.route.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.route} needs ${name}`);
    return encodeURIComponent(value);
  });
  return `${API_ROOT}${endpoint.prefix}${route === '/' ? '' : route}`;
}

const csrf = resource('/csrf');
export const CSRF = { prefix: csrf.prefix, issue: csrf.get('/', 'done') };

const auth = resource('/auth');
export const AUTH = {
  prefix: auth.prefix,
  register: auth.post('/register', 'token', {
    body: sends<typeof registerPayload>(),
    status: [201],
    refuses: ['email_taken'],
  }),
  login: auth.post('/login', 'token', { body: sends<typeof loginPayload>(), refuses: ['wrong_login'] }),
  user: auth.get('/user', 'user'),
  logout: auth.post('/logout', 'done'),
  /** A reset link's new password; answers a token for the new session (every other one has ended). */
  reset: auth.post('/reset', 'token', {
    body: sends<typeof resetPasswordPayload>(),
    refuses: ['reset_link_spent', 'reset_not_allowed', 'password_names_you'],
  }),
  /**
   * Whether a reset link still works, asked as its page opens so a spent one shows no form; a POST, so the token stays
   * out of addresses and logs, as the page's `#` keeps it.
   */
  resetLink: auth.post('/reset/link', 'resetLinkState', {
    body: sends<typeof resetLinkPayload>(),
    refuses: ['reset_not_allowed'],
  }),
};

const account = resource('/account');
export const ACCOUNT = {
  prefix: account.prefix,
  changePassword: account.post('/password', 'token', {
    body: sends<typeof changePasswordPayload>(),
    refuses: ['wrong_password', 'same_password', 'password_names_you'],
  }),
  delivery: account.get('/delivery', 'savedDelivery'),
  saveDelivery: account.put('/delivery', 'savedDelivery', { body: sends<typeof savedDeliverySchema>() }),
  forgetDelivery: account.delete('/delivery', 'savedDelivery'),
};

const products = resource('/products');
export const PRODUCTS = {
  prefix: products.prefix,
  featured: products.get('/featured', 'productList'),
  category: products.get('/category/:category', 'productList', { refuses: ['not_found'] }),
  /** The product page's perfume by its slug; registered after the fixed addresses above, which it would otherwise shadow. */
  read: products.get('/:slug', 'product', { refuses: ['not_found'] }),
};

const cart = resource('/cart');
/** A cart line is a perfume and its size. */
const CART_LINE = { ml: "the line's tester or sample size in ml; absent: the full bottle" };
export const CART = {
  prefix: cart.prefix,
  read: cart.get('/', 'cart'),
  add: cart.post('/add', 'cart', {
    body: sends<typeof addToCartSchema>(),
    refuses: ['not_found', 'no_such_size', 'line_limit', 'out_of_stock', 'cart_full'],
  }),
  addByName: cart.post('/add-by-name', 'cart', {
    body: sends<typeof addByNameSchema>(),
    refuses: ['not_found', 'line_limit', 'out_of_stock', 'cart_full'],
  }),
  setQuantity: cart.put('/:productId', 'cart', {
    body: sends<typeof setQuantitySchema>(),
    query: CART_LINE,
    refuses: ['not_found', 'no_such_size', 'out_of_stock'],
  }),
  remove: cart.delete('/:productId', 'cart', { query: CART_LINE, refuses: ['not_found'] }),
  empty: cart.delete('/', 'cart'),
};

const orders = resource('/orders');
/** The orders list's filters (schema/payloads/order-lists.ts), the CSV export's too; an empty one is no filter. */
const ORDER_FILTERS = {
  q: 'the filter text: an order number, a phone, a tracking number, a perfume, a status, a month or day, or any word',
  status: 'one order status',
  confirmation: "the customer's COD confirmation",
  cash: 'none, with-courier (delivered, the courier still holds the cash) or remitted',
  courier: 'one courier',
  city: "the delivery city, whole, in any case ('lahore')",
  shippedDaysAgo: 'orders shipped more than this many days ago (with status=shipped: the parcels still out)',
  from: 'placed on or after this Pakistan day, YYYY-MM-DD',
  to: 'placed on or before this Pakistan day, YYYY-MM-DD',
  cursor: 'where the previous page ended, as its answer said',
  mine: "1: only the caller's own orders, even for an admin",
};

/**
 * What either checkout refuses, perfumes' and oils': a cart that is empty, changed, no longer sold or re-priced since
 * the shopper saw it, a blocked phone, and a retried order's key. Perfumes also run out of stock; oils are mixed to
 * order.
 */
const CHECKOUT_REFUSES = [
  'cart_empty',
  'cart_changed',
  'no_longer_sold',
  'prices_changed',
  'blocked',
  'idempotency_mismatch',
  'bad_idempotency_key',
] as const;

export const ORDERS = {
  prefix: orders.prefix,
  list: orders.get('/', 'orders', { query: ORDER_FILTERS, refuses: ['no_such_page'] }),
  exportCsv: orders.get('/export.csv', 'file', { query: ORDER_FILTERS }),
  place: orders.post('/', 'order', {
    body: sends<typeof placeOrderSchema>(),
    status: PLACED,
    refuses: [...CHECKOUT_REFUSES, 'out_of_stock'],
  }),
  read: orders.get('/:id', 'order', { refuses: ['not_found'] }),
  changeStatus: orders.patch('/:id/status', 'order', {
    body: sends<typeof orderStatusChange>(),
    refuses: [
      'not_found',
      'status_change_refused',
      'return_reason_refused',
      'tracking_number_taken',
      'stock_over_limit',
    ],
  }),
  changeConfirmation: orders.patch('/:id/confirmation', 'order', {
    body: sends<typeof confirmationChange>(),
    refuses: ['not_found', 'confirmation_closed'],
  }),
  bulkStatus: orders.post('/bulk-status', 'bulkStatus', { body: sends<typeof bulkStatusChange>() }),
  /** The shopper cancels their own order of either kind while it is pending (My orders), answered in its own shape. */
  cancel: orders.post('/:id/cancel', 'eitherKindOrder', { refuses: ['not_found', 'order_not_cancellable'] }),
  /** The shop changes an order's delivery details or lines before it ships. */
  change: orders.patch('/:id', 'order', {
    body: sends<typeof orderEditPayload>(),
    refuses: [
      'not_found',
      'no_such_size',
      'order_not_editable',
      'stale_version',
      'booking_in_progress',
      'booking_unanswered',
      'no_longer_sold',
      'out_of_stock',
    ],
  }),
  addNote: orders.post('/:id/notes', 'order', {
    body: sends<typeof orderNotePayload>(),
    status: [201],
    refuses: ['not_found'],
  }),
  /** Records a WhatsApp message the console opened, for the order's timeline. */
  recordMessage: orders.post('/:id/messages', 'order', {
    body: sends<typeof orderMessagePayload>(),
    status: [201],
    refuses: ['not_found', 'message_not_now'],
  }),
};

/** The shopper's confirmation link, /confirm/{token}: no login, the token is the key. */
const confirm = resource('/confirm');
export const CONFIRM = {
  prefix: confirm.prefix,
  read: confirm.get('/:token', 'confirm', { refuses: ['not_found'] }),
  answer: confirm.post('/:token', 'confirm', {
    body: sends<typeof confirmAnswerPayload>(),
    refuses: ['not_found', 'too_late_to_answer'],
  }),
};

const oils = resource('/oils');
/** GET /api/oils alone answers a bare array of oils, with no `{ success }` around it (the wholesale page's shape). */
export const OILS = { prefix: oils.prefix, list: oils.get('/', 'oilList') };

const oilsCart = resource('/oilsCart');
export const OILS_CART = {
  prefix: oilsCart.prefix,
  read: oilsCart.get('/', 'oilsCartList'),
  add: oilsCart.post('/', 'oilsCart', {
    body: sends<typeof addOilPayload>(),
    refuses: ['no_such_oil', 'cart_full', 'price_changed'],
  }),
  remove: oilsCart.delete('/:id', 'oilsCart', { refuses: ['not_found'] }),
  empty: oilsCart.delete('/', 'oilsCart'),
};

const oilsOrders = resource('/oilsOrders');
export const OILS_ORDERS = {
  prefix: oilsOrders.prefix,
  list: oilsOrders.get('/', 'oilsOrders', { refuses: ['no_such_page'] }),
  place: oilsOrders.post('/', 'oilsOrder', {
    body: sends<typeof placeOilsOrderPayload>(),
    status: PLACED,
    refuses: CHECKOUT_REFUSES,
  }),
  changeStatus: oilsOrders.patch('/:id/status', 'oilsOrder', {
    body: sends<typeof oilsOrderStatusChange>(),
    refuses: ['not_found', 'status_change_refused', 'return_reason_refused', 'tracking_number_taken'],
  }),
  changeConfirmation: oilsOrders.patch('/:id/confirmation', 'oilsOrder', {
    body: sends<typeof confirmationChange>(),
    refuses: ['not_found', 'confirmation_closed'],
  }),
};

const quotes = resource('/quotes');
export const QUOTES = {
  prefix: quotes.prefix,
  send: quotes.post('/', 'message', { body: sends<typeof quotePayload>(), status: [201] }),
  list: quotes.get('/', 'quoteList', { refuses: ['no_such_page'] }),
  markHandled: quotes.patch('/:id', 'quote', { body: sends<typeof quoteHandledChange>(), refuses: ['not_found'] }),
};

const newsletter = resource('/newsletter');
export const NEWSLETTER = {
  prefix: newsletter.prefix,
  signUp: newsletter.post('/', 'message', { body: sends<typeof newsletterPayload>(), status: [201] }),
  list: newsletter.get('/', 'newsletterList', { refuses: ['no_such_page'] }),
  exportCsv: newsletter.get('/export.csv', 'file'),
};

const track = resource('/track');
export const TRACK = {
  prefix: track.prefix,
  find: track.post('/', 'track', { body: sends<typeof trackPayload>(), refuses: ['not_found'] }),
};

const publish = resource('/admin/publish');
export const PUBLISH = {
  prefix: publish.prefix,
  start: publish.post('/', 'message', { status: [202], refuses: ['publish_not_set_up', 'publish_refused'] }),
};

const dashboard = resource('/admin/dashboard');
export const DASHBOARD = { prefix: dashboard.prefix, read: dashboard.get('/', 'dashboard') };

const adminProducts = resource('/admin/products');
export const ADMIN_PRODUCTS = {
  prefix: adminProducts.prefix,
  list: adminProducts.get('/', 'adminProductList', { refuses: ['no_such_page'] }),
  create: adminProducts.post('/', 'adminProduct', {
    body: sends<typeof createProductPayload>(),
    status: [201],
    refuses: ['name_taken', 'address_taken', 'stale_version', 'photo_not_uploaded'],
  }),
  read: adminProducts.get('/:id', 'adminProduct', { refuses: ['not_found'] }),
  change: adminProducts.patch('/:id', 'adminProduct', {
    body: sends<typeof changeProductPayload>(),
    refuses: [
      'not_found',
      'stale_version',
      'name_taken',
      'address_taken',
      'stock_by_adjustment',
      'photo_not_uploaded',
      'bottle_not_larger',
      'bottle_price_not_above',
    ],
  }),
  adjustStock: adminProducts.post('/:id/stock', 'adminProduct', {
    body: sends<typeof stockAdjustmentPayload>(),
    refuses: ['not_found', 'stock_below_zero', 'stock_over_limit'],
  }),
  stock: adminProducts.get('/:id/stock', 'stockEntries', { refuses: ['not_found', 'no_such_page'] }),
  sizes: adminProducts.get('/:id/sizes', 'productSizes', { refuses: ['not_found'] }),
  /** The whole list of the perfume's tester and sample sizes: a size left out is no longer sold. */
  setSizes: adminProducts.put('/:id/sizes', 'productSizes', {
    body: sends<typeof productSizesPayload>(),
    refuses: ['not_found', 'size_not_smaller', 'size_price_not_below', 'duplicate_size', 'stale_version'],
  }),
};

const adminOils = resource('/admin/oils');
export const ADMIN_OILS = {
  prefix: adminOils.prefix,
  list: adminOils.get('/', 'adminOilList'),
  create: adminOils.post('/', 'adminOil', {
    body: sends<typeof createOilPayload>(),
    status: [201],
    refuses: ['name_taken'],
  }),
  change: adminOils.patch('/:id', 'adminOil', {
    body: sends<typeof changeOilPayload>(),
    refuses: ['not_found', 'name_taken', 'stale_version'],
  }),
};

/**
 * The body is the photo's bytes (Content-Type image/webp, image/jpeg or image/png), not JSON. A photo goes up in
 * three sizes: the large one alone, then its thumbnail and its link preview, each naming the large one's key: the
 * shop's lists show the thumbnail and link previews the preview, so a photo given to a product needs all three.
 */
const images = resource('/admin/images');
export const MEDIA = {
  prefix: images.prefix,
  upload: images.post('/', 'image', {
    body: sendsFile(),
    status: [201],
    query: {
      thumbnailOf: "the large photo's key: this is its thumbnail (WebP)",
      previewOf: "the large photo's key: this is its link preview (JPEG)",
    },
    refuses: ['photo_too_large', 'not_an_image', 'wrong_photo_type', 'both_variants', 'not_found'],
  }),
};

const sales = resource('/admin/sales');
export const ADMIN_SALES = {
  prefix: sales.prefix,
  list: sales.get('/', 'saleList'),
  create: sales.post('/', 'sale', {
    body: sends<typeof createSalePayload>(),
    status: [201],
    refuses: ['sale_has_unsold', 'sale_price_not_below', 'sale_too_large'],
  }),
  read: sales.get('/:id', 'sale', { refuses: ['not_found'] }),
  change: sales.patch('/:id', 'sale', {
    body: sends<typeof changeSalePayload>(),
    refuses: ['not_found', 'stale_version', 'sale_has_unsold', 'sale_price_not_below', 'sale_too_large'],
  }),
  remove: sales.delete('/:id', 'done', {
    body: sends<typeof deleteSalePayload>(),
    refuses: ['not_found', 'stale_version'],
  }),
};

const audit = resource('/admin/audit');
export const ADMIN_AUDIT = { prefix: audit.prefix, list: audit.get('/', 'audit', { refuses: ['no_such_page'] }) };

const customers = resource('/admin/customers');
export const CUSTOMERS = {
  prefix: customers.prefix,
  list: customers.get('/', 'customerList', { refuses: ['no_such_page'] }),
  resetLink: customers.post('/:userId/reset-link', 'resetLink', { refuses: ['not_found', 'reset_not_allowed'] }),
};

const staff = resource('/admin/staff');
export const STAFF = {
  prefix: staff.prefix,
  list: staff.get('/', 'staffList'),
  invite: staff.post('/invites', 'invite', { status: [201] }),
  changeRole: staff.patch('/:userId', 'staffMember', {
    body: sends<typeof staffRoleChange>(),
    refuses: ['not_found', 'last_owner'],
  }),
};

/** Whoever opens an invite, logged in, joins; answers a token that carries the new role for the site's links. */
const joining = resource('/staff');
export const STAFF_JOIN = {
  prefix: joining.prefix,
  join: joining.post('/join', 'token', {
    body: sends<typeof joinStaffPayload>(),
    refuses: ['invite_spent', 'already_owner', 'already_staff', 'not_found'],
  }),
};

const push = resource('/admin/push');
export const PUSH = {
  prefix: push.prefix,
  key: push.get('/key', 'pushKey'),
  subscribe: push.post('/subscriptions', 'done', { body: sends<typeof pushSubscriptionPayload>(), status: [201] }),
  unsubscribe: push.delete('/subscriptions', 'done', { body: sends<typeof pushEndpointPayload>() }),
};

/** Couriers' payouts of the cash they collected on delivered orders. */
const remittances = resource('/admin/remittances');
export const REMITTANCES = {
  prefix: remittances.prefix,
  record: remittances.post('/', 'remittance', {
    body: sends<typeof recordRemittancePayload>(),
    status: [201],
    refuses: ['payout_refused', 'orders_changed'],
  }),
  list: remittances.get('/', 'remittanceList', { refuses: ['no_such_page'] }),
  /** A payout recorded by mistake: its orders are with the courier again, to record it again as it should be. */
  undo: remittances.delete('/:id', 'done', { refuses: ['not_found'] }),
  /** A courier's payment sheet as CSV text: its rows matched by tracking number, the matched ones one payout. */
  import: remittances.post('/import', 'paymentSheet', {
    body: sends<typeof importPaymentSheetPayload>(),
    status: [201, 200],
    refuses: [
      'sheet_empty',
      'sheet_no_tracking_column',
      'sheet_no_amount_column',
      'sheet_no_parcels',
      'sheet_too_many',
      'sheet_too_large',
      'payout_refused',
      'orders_changed',
    ],
  }),
};

/** Phones the shop takes no cash-on-delivery orders from; `:phone` in any form people type it. */
const blockedPhones = resource('/admin/blocked-phones');
export const BLOCKED_PHONES = {
  prefix: blockedPhones.prefix,
  block: blockedPhones.post('/', 'blockedPhone', { body: sends<typeof blockPhonePayload>(), status: [201, 200] }),
  list: blockedPhones.get('/', 'blockedPhoneList', { refuses: ['no_such_page'] }),
  unblock: blockedPhones.delete('/:phone', 'done', { refuses: ['not_found'] }),
};

/**
 * Reviews: the buyer of a delivered order rates its perfumes through the order's private link (the confirmation
 * link's token, no login); anyone reads a perfume's approved reviews by its slug.
 */
const reviews = resource('/reviews');
export const REVIEWS = {
  prefix: reviews.prefix,
  ofOrder: reviews.get('/order/:token', 'reviewable', { refuses: ['not_found', 'not_delivered'] }),
  write: reviews.post('/order/:token', 'reviewable', {
    body: sends<typeof writeReviewPayload>(),
    status: [201],
    refuses: ['not_found', 'not_delivered', 'not_in_order', 'already_reviewed'],
  }),
  ofPerfume: reviews.get('/perfume/:slug', 'perfumeReviews'),
};

/** The shop (owner or staff) shows or hides each review; `?status=pending` lists those waiting. */
const adminReviews = resource('/admin/reviews');
export const ADMIN_REVIEWS = {
  prefix: adminReviews.prefix,
  list: adminReviews.get('/', 'adminReviewList'),
  decide: adminReviews.patch('/:id', 'adminReview', { body: sends<typeof reviewDecision>(), refuses: ['not_found'] }),
};

/**
 * Couriers by API (owner): each courier the shop can book through its merchant API, connected with credentials the
 * courier checks at once and the shop keeps sealed, never answering them back.
 */
const adminCouriers = resource('/admin/couriers');
export const ADMIN_COURIERS = {
  prefix: adminCouriers.prefix,
  list: adminCouriers.get('/', 'courierList'),
  /** Asks every connected courier about its parcels on the road now, as the hourly Cron Trigger does. */
  sync: adminCouriers.post('/sync', 'courierSync'),
  connect: adminCouriers.put('/:id', 'courier', {
    body: sends<typeof connectCourierPayload>(),
    refuses: ['not_found', 'courier_refused', 'courier_unreachable'],
  }),
  disconnect: adminCouriers.delete('/:id', 'courier', { refuses: ['not_found'] }),
};

/**
 * Orders' parcels booked with a connected courier (owner or staff): an order ships with the courier's tracking
 * number; many are booked in one go, each answered on its own.
 */
const admin = resource('/admin');
export const ADMIN_BOOKINGS = {
  prefix: admin.prefix,
  /** The couriers connected now, to book with: what the order cards' and the selection's buttons offer. */
  couriers: admin.get('/bookings/couriers', 'bookingCouriers'),
  book: admin.post('/orders/:id/booking', 'booking', {
    body: sends<typeof bookingPayload>(),
    status: [201],
    refuses: [
      'not_found',
      'courier_not_connected',
      'already_booked',
      'booking_unanswered',
      'booking_in_progress',
      'booking_withdrawn',
      'not_bookable',
      'address_needed',
      'courier_refused',
      'courier_unreachable',
    ],
  }),
  bookMany: admin.post('/bookings', 'bulkBooking', {
    body: sends<typeof bulkBookingPayload>(),
    refuses: ['courier_not_connected'],
  }),
  /**
   * Cancels the booking while the courier still allows it: the order goes back to processing, ready to book again. It
   * answers the order in its own kind's shape.
   */
  cancel: admin.delete('/orders/:id/booking', 'eitherKindOrder', {
    refuses: [
      'not_found',
      'not_booked',
      'not_cancellable',
      'cancel_raced',
      'courier_not_connected',
      'courier_refused',
      'courier_unreachable',
    ],
  }),
  /** The parcel's airway bill: the courier's PDF where it gives one, else the shop's printable label (HTML). */
  airwayBill: admin.get('/orders/:id/airway-bill', 'file', { refuses: ['not_found', 'no_tracking_number'] }),
  /** Many at once, one a page: one PDF from the courier when it prints them all together, else the shop's labels. */
  airwayBills: admin.get('/airway-bills', 'file', {
    query: { ids: 'the orders, comma separated (at most 50), printed in that order' },
    refuses: ['not_found', 'no_tracking_number'],
  }),
};

/** The shop's settings (owner): each is its default until the owner changes it in the console. */
const adminSettings = resource('/admin/settings');
export const ADMIN_SETTINGS = {
  prefix: adminSettings.prefix,
  read: adminSettings.get('/', 'shopSettings'),
  change: adminSettings.put('/', 'shopSettings', { body: sends<typeof shopSettingsPayload>() }),
};

/** Every resource, for the API reference made from this contract (scripts/api-reference.ts). */
export const ALL_RESOURCES = [
  CSRF,
  AUTH,
  ACCOUNT,
  PRODUCTS,
  CART,
  ORDERS,
  CONFIRM,
  OILS,
  OILS_CART,
  OILS_ORDERS,
  QUOTES,
  NEWSLETTER,
  TRACK,
  PUBLISH,
  DASHBOARD,
  ADMIN_PRODUCTS,
  ADMIN_OILS,
  ADMIN_SALES,
  MEDIA,
  ADMIN_AUDIT,
  CUSTOMERS,
  STAFF,
  STAFF_JOIN,
  PUSH,
  REMITTANCES,
  BLOCKED_PHONES,
  REVIEWS,
  ADMIN_REVIEWS,
  ADMIN_COURIERS,
  ADMIN_BOOKINGS,
  ADMIN_SETTINGS,
];
