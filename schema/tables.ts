/**
 * Every D1 table. One module, so the worker's queries, the migrations (drizzle-kit generate) and the tests
 * share a single definition. Money is whole rupees (integers); times are Unix milliseconds.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    /** Stored lower-cased, so uniqueness ignores case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
    /** Bumped on logout: a token carrying an older version is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('users_email').on(t.email)],
);

/** Sliding-window counters for throttling (failed logins per email, registrations per address, forms). */
/** The delivery details a shopper asked the checkout to keep ("Save this information for next time"). */
export const savedDeliveries = sqliteTable('saved_deliveries', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  /** JSON: schema/payloads/account.ts SavedDelivery, as validated when saved. */
  details: text('details').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

export const throttleEvents = sqliteTable(
  'throttle_events',
  {
    key: text('key').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('throttle_events_key_at').on(t.key, t.at)],
);

export const products = sqliteTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    compareAtPrice: integer('compare_at_price'),
    stock: integer('stock').notNull(),
    image: text('image').notNull(),
    scentType: text('scent_type').notNull(),
  },
  // The CHECK makes an overselling stock decrement fail, which rolls back the whole order batch.
  (t) => [check('products_stock_not_negative', sql`${t.stock} >= 0`), index('products_name_lower').on(sql`lower(${t.name})`)],
);

/** Every category a product belongs to: its scent type, genders, seasons and occasions. */
export const productTags = sqliteTable(
  'product_tags',
  {
    tag: text('tag').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.tag, t.productId] }), index('product_tags_product').on(t.productId, t.tag)],
);

export const cartItems = sqliteTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    addedAt: integer('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const orders = sqliteTable(
  'orders',
  {
    /** Gives the short display id (FS-10001, ...) and breaks ties in the (created_at, seq) paging cursor. */
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    id: text('id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    alternatePhone: text('alternate_phone'),
    address: text('address').notNull(),
    apartment: text('apartment'),
    city: text('city').notNull(),
    country: text('country').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    subtotal: integer('subtotal').notNull(),
    shippingCost: integer('shipping_cost').notNull(),
    giftWrappingCost: integer('gift_wrapping_cost').notNull(),
    total: integer('total').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request body that created the order, to tell a retry from a different order under one key. */
    requestHash: text('request_hash'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_id').on(t.id),
    uniqueIndex('orders_user_idempotency').on(t.userId, t.idempotencyKey),
    index('orders_user_seq').on(t.userId, t.seq),
    index('orders_created_at').on(t.createdAt),
    index('orders_status_created').on(t.status, t.createdAt),
  ],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    image: text('image').notNull(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);

export const orderStatusHistory = sqliteTable(
  'order_status_history',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('order_status_history_order').on(t.orderId, t.at)],
);

export const oils = sqliteTable('oils', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Base price in rupees for 25 ml. */
  price: integer('price').notNull(),
});

export const oilsCartItems = sqliteTable(
  'oils_cart_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    oilId: text('oil_id')
      .notNull()
      .references(() => oils.id),
    name: text('name').notNull(),
    volume: integer('volume').notNull(),
    price: integer('price').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('oils_cart_items_user').on(t.userId, t.createdAt)],
);

export const oilsOrders = sqliteTable(
  'oils_orders',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    id: text('id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    totalPrice: integer('total_price').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('oils_orders_id').on(t.id),
    uniqueIndex('oils_orders_user_idempotency').on(t.userId, t.idempotencyKey),
    index('oils_orders_user_seq').on(t.userId, t.seq),
    index('oils_orders_created_at').on(t.createdAt),
  ],
);

export const oilsOrderItems = sqliteTable(
  'oils_order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => oilsOrders.id),
    position: integer('position').notNull(),
    oilId: text('oil_id')
      .notNull()
      .references(() => oils.id),
    name: text('name').notNull(),
    volume: integer('volume').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

export const quotes = sqliteTable(
  'quotes',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('quotes_created_at').on(t.createdAt)],
);

export const newsletterSignups = sqliteTable(
  'newsletter_signups',
  {
    email: text('email').primaryKey(),
    createdAt: integer('created_at').notNull(),
  },
  // The admin's list is newest first, a page at a time: (created_at, email) is its keyset.
  (t) => [index('newsletter_signups_created_at').on(t.createdAt, t.email)],
);
