/**
 * The API's one contract: every call's method, address, body and answer. The Worker mounts each resource's router
 * at its `prefix` and registers each route at its `route`, typing the answer with `reply()`; the site's client
 * modules and the API tests call through the same endpoints. So an address is spelled once here, and a changed
 * answer fails the type check on both sides of the wire.
 *
 * Only types are imported: at run time an endpoint is three strings (method, prefix, route), so the whole contract
 * costs a page a few hundred bytes.
 */
import type { z } from 'zod';
import type { changePasswordPayload, SavedDeliveryAnswer, savedDeliverySchema } from './payloads/account';
import type { DoneAnswer, loginPayload, registerPayload, TokenAnswer, UserAnswer } from './payloads/auth';
import type { addByNameSchema, addToCartSchema, CartAnswer, setQuantitySchema } from './payloads/cart';
import type { placeOrderSchema } from './payloads/checkout';
import type {
  NewsletterListAnswer,
  newsletterPayload,
  QuoteAnswer,
  quoteHandledChange,
  QuoteListAnswer,
  quotePayload,
  ThankYouAnswer,
} from './payloads/contact';
import type {
  addOilPayload,
  ListedOil,
  OilsCartAnswer,
  OilsOrderAnswer,
  OilsOrdersAnswer,
  placeOilsOrderPayload,
} from './payloads/oils';
import type { OrderAnswer, OrdersAnswer } from './payloads/order';
import type { orderEditPayload, orderMessagePayload, orderNotePayload } from './payloads/order-edits';
import type { ConfirmAnswer, confirmAnswerPayload } from './payloads/confirm';
import type {
  BulkStatusAnswer,
  bulkStatusChange,
  confirmationChange,
  oilsOrderStatusChange,
  orderStatusChange,
} from './payloads/order-changes';
import type { CustomerListAnswer } from './payloads/customers';
import type { DashboardAnswer } from './payloads/dashboard';
import type { ProductAnswer, ProductListAnswer } from './payloads/products';
import type { PublishAnswer } from './payloads/publish';
import type { TrackAnswer, trackPayload } from './payloads/track';
import type {
  AdminProductAnswer,
  AdminProductListAnswer,
  changeProductPayload,
  createProductPayload,
} from './payloads/admin-products';
import type { AuditAnswer } from './payloads/audit';
import type { ImageAnswer } from './payloads/images';
import type { AdminOilAnswer, AdminOilListAnswer, changeOilPayload, createOilPayload } from './payloads/admin-oils';
import type { StockEntriesAnswer, stockAdjustmentPayload } from './payloads/stock';
import type {
  InviteAnswer,
  joinStaffPayload,
  StaffListAnswer,
  StaffMemberAnswer,
  staffRoleChange,
} from './payloads/staff';
import type { ResetLinkAnswer, resetPasswordPayload } from './payloads/password-reset';
import type { changeSalePayload, createSalePayload, SaleAnswer, SaleListAnswer } from './payloads/sales';
import type { PushKeyAnswer, pushEndpointPayload, pushSubscriptionPayload } from './payloads/push';
import type { recordRemittancePayload, RemittanceAnswer, RemittanceListAnswer } from './payloads/remittances';
import type { BlockedPhoneAnswer, BlockedPhoneListAnswer, blockPhonePayload } from './payloads/blocked-phones';

/** What a caller sends: the input of the zod schema the Worker validates the body with. */
type BodyOf<Schema extends z.ZodType> = z.input<Schema>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where every resource's router is mounted. */
export const API_ROOT = '/api';

export interface Endpoint<Answer = unknown, Body = undefined, Route extends string = string> {
  readonly method: Method;
  /** The resource's mount point under /api: `/cart`. */
  readonly prefix: string;
  /** The route inside it, Hono's pattern with `:name` for a parameter: `/:productId`. */
  readonly route: Route;
  /** Never set at run time: carries the answer's and the body's types. */
  readonly types?: Types<Answer, Body>;
}

interface Types<Answer, Body> {
  answer: Answer;
  body: Body;
}

/** `answers<CartAnswer, Body>()` names an endpoint's types where its route is written (a value, so the route's literal is kept). */
export const answers = <Answer, Body = undefined>() => undefined as Types<Answer, Body> | undefined;

/** The `:name` parameters of a route: `'/:id/status'` gives `'id'`. */
export type ParamNames<Route extends string> = Route extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Route extends `${string}:${infer Name}`
    ? Name
    : never;

/** A file the API answers (the admin's CSV exports), downloaded rather than parsed. */
export type FileAnswer = Blob;

function resource(prefix: string) {
  const at =
    (method: Method) =>
    <Route extends string, Answer, Body>(
      route: Route,
      _types: Types<Answer, Body> | undefined,
    ): Endpoint<Answer, Body, Route> => ({
      method,
      prefix,
      route,
    });
  return { prefix, get: at('GET'), post: at('POST'), put: at('PUT'), patch: at('PATCH'), delete: at('DELETE') };
}

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
export const CSRF = { prefix: csrf.prefix, issue: csrf.get('/', answers<DoneAnswer>()) };

const auth = resource('/auth');
export const AUTH = {
  prefix: auth.prefix,
  register: auth.post('/register', answers<TokenAnswer, BodyOf<typeof registerPayload>>()),
  login: auth.post('/login', answers<TokenAnswer, BodyOf<typeof loginPayload>>()),
  user: auth.get('/user', answers<UserAnswer>()),
  logout: auth.post('/logout', answers<DoneAnswer>()),
  /** A reset link's new password; answers a token for the new session (every other one has ended). */
  reset: auth.post('/reset', answers<TokenAnswer, BodyOf<typeof resetPasswordPayload>>()),
};

const account = resource('/account');
export const ACCOUNT = {
  prefix: account.prefix,
  changePassword: account.post('/password', answers<TokenAnswer, BodyOf<typeof changePasswordPayload>>()),
  delivery: account.get('/delivery', answers<SavedDeliveryAnswer>()),
  saveDelivery: account.put('/delivery', answers<SavedDeliveryAnswer, BodyOf<typeof savedDeliverySchema>>()),
  forgetDelivery: account.delete('/delivery', answers<SavedDeliveryAnswer>()),
};

const products = resource('/products');
export const PRODUCTS = {
  prefix: products.prefix,
  featured: products.get('/featured', answers<ProductListAnswer>()),
  category: products.get('/category/:category', answers<ProductListAnswer>()),
  /** The product page's perfume by its slug; registered after the fixed addresses above, which it would otherwise shadow. */
  read: products.get('/:slug', answers<ProductAnswer>()),
};

const cart = resource('/cart');
export const CART = {
  prefix: cart.prefix,
  read: cart.get('/', answers<CartAnswer>()),
  add: cart.post('/add', answers<CartAnswer, BodyOf<typeof addToCartSchema>>()),
  addByName: cart.post('/add-by-name', answers<CartAnswer, BodyOf<typeof addByNameSchema>>()),
  setQuantity: cart.put('/:productId', answers<CartAnswer, BodyOf<typeof setQuantitySchema>>()),
  remove: cart.delete('/:productId', answers<CartAnswer>()),
  empty: cart.delete('/', answers<CartAnswer>()),
};

const orders = resource('/orders');
export const ORDERS = {
  prefix: orders.prefix,
  list: orders.get('/', answers<OrdersAnswer>()),
  exportCsv: orders.get('/export.csv', answers<FileAnswer>()),
  place: orders.post('/', answers<OrderAnswer, BodyOf<typeof placeOrderSchema>>()),
  read: orders.get('/:id', answers<OrderAnswer>()),
  changeStatus: orders.patch('/:id/status', answers<OrderAnswer, BodyOf<typeof orderStatusChange>>()),
  changeConfirmation: orders.patch('/:id/confirmation', answers<OrderAnswer, BodyOf<typeof confirmationChange>>()),
  bulkStatus: orders.post('/bulk-status', answers<BulkStatusAnswer, BodyOf<typeof bulkStatusChange>>()),
  /** The shopper cancels their own order while it is pending (My orders). */
  cancel: orders.post('/:id/cancel', answers<OrderAnswer>()),
  /** The shop changes an order's delivery details or lines before it ships. */
  change: orders.patch('/:id', answers<OrderAnswer, BodyOf<typeof orderEditPayload>>()),
  addNote: orders.post('/:id/notes', answers<OrderAnswer, BodyOf<typeof orderNotePayload>>()),
  /** Records a WhatsApp message the console opened, for the order's timeline. */
  recordMessage: orders.post('/:id/messages', answers<OrderAnswer, BodyOf<typeof orderMessagePayload>>()),
};

/** The shopper's confirmation link, /confirm/{token}: no login, the token is the key. */
const confirm = resource('/confirm');
export const CONFIRM = {
  prefix: confirm.prefix,
  read: confirm.get('/:token', answers<ConfirmAnswer>()),
  answer: confirm.post('/:token', answers<ConfirmAnswer, BodyOf<typeof confirmAnswerPayload>>()),
};

const oils = resource('/oils');
export const OILS = { prefix: oils.prefix, list: oils.get('/', answers<ListedOil[]>()) };

const oilsCart = resource('/oilsCart');
export const OILS_CART = {
  prefix: oilsCart.prefix,
  read: oilsCart.get('/', answers<OilsCartAnswer>()),
  add: oilsCart.post('/', answers<OilsCartAnswer, BodyOf<typeof addOilPayload>>()),
  remove: oilsCart.delete('/:id', answers<OilsCartAnswer>()),
  empty: oilsCart.delete('/', answers<OilsCartAnswer>()),
};

const oilsOrders = resource('/oilsOrders');
export const OILS_ORDERS = {
  prefix: oilsOrders.prefix,
  list: oilsOrders.get('/', answers<OilsOrdersAnswer>()),
  place: oilsOrders.post('/', answers<OilsOrderAnswer, BodyOf<typeof placeOilsOrderPayload>>()),
  changeStatus: oilsOrders.patch('/:id/status', answers<OilsOrderAnswer, BodyOf<typeof oilsOrderStatusChange>>()),
  changeConfirmation: oilsOrders.patch(
    '/:id/confirmation',
    answers<OilsOrderAnswer, BodyOf<typeof confirmationChange>>(),
  ),
};

const quotes = resource('/quotes');
export const QUOTES = {
  prefix: quotes.prefix,
  send: quotes.post('/', answers<ThankYouAnswer, BodyOf<typeof quotePayload>>()),
  list: quotes.get('/', answers<QuoteListAnswer>()),
  markHandled: quotes.patch('/:id', answers<QuoteAnswer, BodyOf<typeof quoteHandledChange>>()),
};

const newsletter = resource('/newsletter');
export const NEWSLETTER = {
  prefix: newsletter.prefix,
  signUp: newsletter.post('/', answers<ThankYouAnswer, BodyOf<typeof newsletterPayload>>()),
  list: newsletter.get('/', answers<NewsletterListAnswer>()),
  exportCsv: newsletter.get('/export.csv', answers<FileAnswer>()),
};

const track = resource('/track');
export const TRACK = {
  prefix: track.prefix,
  find: track.post('/', answers<TrackAnswer, BodyOf<typeof trackPayload>>()),
};

const publish = resource('/admin/publish');
export const PUBLISH = { prefix: publish.prefix, start: publish.post('/', answers<PublishAnswer>()) };

const dashboard = resource('/admin/dashboard');
export const DASHBOARD = { prefix: dashboard.prefix, read: dashboard.get('/', answers<DashboardAnswer>()) };

const adminProducts = resource('/admin/products');
export const ADMIN_PRODUCTS = {
  prefix: adminProducts.prefix,
  list: adminProducts.get('/', answers<AdminProductListAnswer>()),
  create: adminProducts.post('/', answers<AdminProductAnswer, BodyOf<typeof createProductPayload>>()),
  read: adminProducts.get('/:id', answers<AdminProductAnswer>()),
  change: adminProducts.patch('/:id', answers<AdminProductAnswer, BodyOf<typeof changeProductPayload>>()),
  adjustStock: adminProducts.post('/:id/stock', answers<AdminProductAnswer, BodyOf<typeof stockAdjustmentPayload>>()),
  stock: adminProducts.get('/:id/stock', answers<StockEntriesAnswer>()),
};

const adminOils = resource('/admin/oils');
export const ADMIN_OILS = {
  prefix: adminOils.prefix,
  list: adminOils.get('/', answers<AdminOilListAnswer>()),
  create: adminOils.post('/', answers<AdminOilAnswer, BodyOf<typeof createOilPayload>>()),
  change: adminOils.patch('/:id', answers<AdminOilAnswer, BodyOf<typeof changeOilPayload>>()),
};

/** The body is the photo's bytes (Content-Type image/webp, image/jpeg or image/png), not JSON; `?thumbnailOf=<key>` for its thumbnail. */
const images = resource('/admin/images');
export const MEDIA = { prefix: images.prefix, upload: images.post('/', answers<ImageAnswer, Blob>()) };

const sales = resource('/admin/sales');
export const ADMIN_SALES = {
  prefix: sales.prefix,
  list: sales.get('/', answers<SaleListAnswer>()),
  create: sales.post('/', answers<SaleAnswer, BodyOf<typeof createSalePayload>>()),
  read: sales.get('/:id', answers<SaleAnswer>()),
  change: sales.patch('/:id', answers<SaleAnswer, BodyOf<typeof changeSalePayload>>()),
  remove: sales.delete('/:id', answers<DoneAnswer>()),
};

const audit = resource('/admin/audit');
export const ADMIN_AUDIT = { prefix: audit.prefix, list: audit.get('/', answers<AuditAnswer>()) };

const customers = resource('/admin/customers');
export const CUSTOMERS = {
  prefix: customers.prefix,
  list: customers.get('/', answers<CustomerListAnswer>()),
  resetLink: customers.post('/:userId/reset-link', answers<ResetLinkAnswer>()),
};

const staff = resource('/admin/staff');
export const STAFF = {
  prefix: staff.prefix,
  list: staff.get('/', answers<StaffListAnswer>()),
  invite: staff.post('/invites', answers<InviteAnswer>()),
  changeRole: staff.patch('/:userId', answers<StaffMemberAnswer, BodyOf<typeof staffRoleChange>>()),
};

/** Whoever opens an invite, logged in, joins; answers a token that carries the new role for the site's links. */
const joining = resource('/staff');
export const STAFF_JOIN = {
  prefix: joining.prefix,
  join: joining.post('/join', answers<TokenAnswer, BodyOf<typeof joinStaffPayload>>()),
};

const push = resource('/admin/push');
export const PUSH = {
  prefix: push.prefix,
  key: push.get('/key', answers<PushKeyAnswer>()),
  subscribe: push.post('/subscriptions', answers<DoneAnswer, BodyOf<typeof pushSubscriptionPayload>>()),
  unsubscribe: push.delete('/subscriptions', answers<DoneAnswer, BodyOf<typeof pushEndpointPayload>>()),
};

/** Couriers' payouts of the cash they collected on delivered orders. */
const remittances = resource('/admin/remittances');
export const REMITTANCES = {
  prefix: remittances.prefix,
  record: remittances.post('/', answers<RemittanceAnswer, BodyOf<typeof recordRemittancePayload>>()),
  list: remittances.get('/', answers<RemittanceListAnswer>()),
};

/** Phones the shop takes no cash-on-delivery orders from; `:phone` in any form people type it. */
const blockedPhones = resource('/admin/blocked-phones');
export const BLOCKED_PHONES = {
  prefix: blockedPhones.prefix,
  block: blockedPhones.post('/', answers<BlockedPhoneAnswer, BodyOf<typeof blockPhonePayload>>()),
  list: blockedPhones.get('/', answers<BlockedPhoneListAnswer>()),
  unblock: blockedPhones.delete('/:phone', answers<DoneAnswer>()),
};

/** Every endpoint, for the test that checks the Worker registers each one where the contract says. */
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
];
