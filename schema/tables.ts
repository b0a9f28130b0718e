/**
 * Every D1 table. One module, so the worker's queries, the migrations (drizzle-kit generate) and the tests
 * share a single definition. Money is whole rupees (integers); times are Unix milliseconds.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { FeaturedSpot } from './payloads/admin-products';
import type { RemittanceCharge } from './cash';
import type { SavedDelivery } from './payloads/account';
import type { OilVolume } from './oil-pricing';
import type { CourierSyncFailure } from './courier-refusal';
import { ORDER_KINDS } from './order-kinds';
import { ORDER_STATUSES } from './order-status';
import { CONFIRMATIONS } from './confirmation';
import { COURIERS } from './couriers';
import { COURIER_API_IDS, PARCEL_STATES } from './courier-apis';
import { CASH_STATES } from './cash';
import { SCENT_TYPES } from './catalog/categories';
import { STOCK_REASONS } from './catalog/limits';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './answers/audit';
import { trackingKeySql } from './tracking-key';
import { ORDER_EVENT_KINDS } from './payloads/timeline';
import { ROLES } from './roles';
import { LANGS } from './lang';
import { COURIER_RESTOCK_RULES, DEFAULT_COURIER_RESTOCK, RETURN_REASONS } from './returns';

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    /** Stored lower-cased, so uniqueness ignores case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'owner', 'staff' or 'shopper' (schema/roles.ts); re-read on every call, whatever a token claims. */
    role: text('role', { enum: ROLES }).notNull().default('shopper'),
    /** Bumped on logout: a token carrying an older version is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: integer('created_at').notNull(),
  },
  // The console's customer list: newest account first, a page at a time.
  (t) => [uniqueIndex('users_email').on(t.email), index('users_created_at').on(t.createdAt, t.id)],
);

/** Sliding-window counters for throttling (failed logins per email, registrations per address, forms). */
/** The delivery details a shopper asked the checkout to keep ("Save this information for next time"). */
export const savedDeliveries = sqliteTable('saved_deliveries', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  /** As validated when saved. */
  details: text('details', { mode: 'json' }).$type<SavedDelivery>().notNull(),
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
    /** Trimmed; unique by its name_key, since add-by-name finds a product by it. */
    name: text('name').notNull(),
    /**
     * schema/name-key.ts of the name, which the unique index reads: one name whatever its case, width or
     * composition. Written by the Worker and the seed; null only on rows a test or benchmark writes by hand.
     */
    nameKey: text('name_key'),
    /** The product page's address, /perfumes/{slug}: schema/slug.ts of the name, fixed once the product is published. */
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    /** The owner's Urdu description, which the Urdu product page shows instead of the English one; null: none. */
    descriptionUr: text('description_ur'),
    /** The scent's pyramid, a few words each: JSON lists of notes. */
    notesTop: text('notes_top', { mode: 'json' }).$type<string[]>().notNull().default([]),
    notesHeart: text('notes_heart', { mode: 'json' }).$type<string[]>().notNull().default([]),
    notesBase: text('notes_base', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /**
     * The owner's Urdu name of each note they named one for, keyed by the note as the lists above write it: the Urdu
     * pages say it instead of the shop's own word list (schema/i18n/ur-notes.ts). Only the product's notes are keys.
     */
    notesUr: text('notes_ur', { mode: 'json' }).$type<Record<string, string>>().notNull().default({}),
    /** schema/catalog/concentrations.ts. */
    concentration: text('concentration').notNull().default('eau de parfum'),
    sizeMl: integer('size_ml').notNull().default(50),
    price: integer('price').notNull(),
    /** The pre-sale price while on sale (above price), else null. */
    compareAtPrice: integer('compare_at_price'),
    /** Always the sum of the product's stock_entries. */
    stock: integer('stock').notNull(),
    /** At or below this (and above 0) the console counts the product as low on stock. */
    lowStockAt: integer('low_stock_at').notNull().default(5),
    /** The main photo, images[0], kept beside the list for the listings, the cart and the orders that read it. */
    image: text('image').notNull(),
    /** JSON list of 1 to 6 photo URLs, the main one first. */
    images: text('images', { mode: 'json' }).$type<string[]>().notNull().default([]),
    scentType: text('scent_type', { enum: SCENT_TYPES }).notNull(),
    /** On the home page: 'sale' (the Eid sale), 'miraj' (the featured spot, one product) or null. */
    featured: text('featured').$type<FeaturedSpot>(),
    /** An archived product leaves the listings, the cart and checkout; its orders keep it. Never deleted. */
    archived: integer('archived', { mode: 'boolean' }).notNull().default(false),
    /** When the product first showed in the shop (null while it has only been an archived draft): the slug is fixed from then. */
    publishedAt: integer('published_at'),
    /** Bumped by every edit of the owner; an edit made from an older version is refused. 0: as the seed wrote it. */
    version: integer('version').notNull().default(0),
    updatedAt: integer('updated_at').notNull().default(0),
  },
  // The CHECK makes an overselling stock decrement fail, which rolls back the whole order batch.
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    uniqueIndex('products_name_key').on(t.nameKey),
    uniqueIndex('products_slug').on(t.slug),
    // The console's product list: live or archived ones, by name.
    index('products_archived_name').on(t.archived, sql`lower(${t.name})`),
    index('products_featured').on(t.featured),
  ],
);

/**
 * A perfume's tester and sample sizes, besides its full bottle (which stays the product itself: its price, stock and
 * size): the owner sets each one's volume, price and its own stock, which an order takes as the bottle's is taken.
 */
export const productSizes = sqliteTable(
  'product_sizes',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** Below the bottle's size_ml. */
    ml: integer('ml').notNull(),
    /** Below the bottle's price; a running sale takes the same share off it as off the bottle. */
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
  },
  // As the bottle's: an order's decrement that would oversell fails the whole order batch.
  (t) => [
    primaryKey({ columns: [t.productId, t.ml] }),
    check('product_sizes_stock_not_negative', sql`${t.stock} >= 0`),
  ],
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
    /** A tester or sample size's ml (product_sizes), or 0 for the full bottle: one line per perfume and size. */
    ml: integer('ml').notNull().default(0),
    quantity: integer('quantity').notNull(),
    addedAt: integer('added_at').notNull(),
    /**
     * The price the shopper saw when they last added it, and the sale that set it (null for none), so the cart can
     * say when it has changed since; both null on lines from before the cart kept them.
     */
    addedPrice: integer('added_price'),
    addedSaleId: text('added_sale_id'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.ml] })],
);

/**
 * Every order, of either kind (schema/order-kinds.ts): a perfume order, delivered to an address with a courier, or a
 * perfume-oil wholesale order, which carries only the shopper's phone and city (its other delivery columns are
 * empty, its phone and city too on orders placed before the wholesale page asked for them) and has no cash to follow.
 */
export const orders = sqliteTable(
  'orders',
  {
    /** Breaks ties in the (created_at, seq) paging cursor. */
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    id: text('id').notNull(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull().default('perfume'),
    /** The order's number within its kind, for its display id (FS-10001, OIL-10001: schema/display-number.ts). */
    number: integer('number').notNull().default(0),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    alternatePhone: text('alternate_phone'),
    address: text('address').notNull(),
    apartment: text('apartment'),
    city: text('city').notNull(),
    /** schema/pakistan-cities.ts; null when the shopper gave none (orders from before it was asked). */
    province: text('province'),
    landmark: text('landmark'),
    deliveryNotes: text('delivery_notes'),
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
    /** Whether the customer confirmed the cash-on-delivery order (schema/confirmation.ts). */
    confirmation: text('confirmation', { enum: CONFIRMATIONS }).notNull().default('not-contacted'),
    /** Set when the order is marked shipped (schema/couriers.ts); null before. */
    courier: text('courier', { enum: COURIERS }),
    trackingNumber: text('tracking_number'),
    /**
     * The secret of the order's confirmation link, /confirm/{token}: 128 random bits in hex, written with the order.
     * Unique, so an order written without one ('' by default) fails on the next one without one.
     */
    confirmToken: text('confirm_token').notNull().default(''),
    /** Bumped by every edit of the owner's (lines, address); an edit made from an older version is refused. */
    version: integer('version').notNull().default(0),
    /** schema/cash.ts: 'none' until delivered, 'with-courier' once delivered, 'remitted' once the courier paid. */
    cash: text('cash', { enum: CASH_STATES }).notNull().default('none'),
    /** The courier's payout that covered this order's cash (remittances.id), null before. */
    remittanceId: text('remittance_id'),
    /** schema/returns.ts, once the order is returned; null otherwise. */
    returnReason: text('return_reason', { enum: RETURN_REASONS }),
    /** The language of the page it was placed from (schema/lang.ts): the shop writes to the shopper in it. */
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
  },
  (t) => [
    uniqueIndex('orders_id').on(t.id),
    uniqueIndex('orders_confirm_token').on(t.confirmToken),
    uniqueIndex('orders_kind_number').on(t.kind, t.number),
    uniqueIndex('orders_user_idempotency').on(t.userId, t.kind, t.idempotencyKey),
    index('orders_user_seq').on(t.userId, t.seq),
    index('orders_created_at').on(t.createdAt),
    // The dashboard's 30 days (sales per day, cash-on-delivery rates, the orders whose lines are the best sellers)
    // read inside this index alone: the range holds every column they look at, so no order row is fetched.
    index('orders_created_figures').on(t.createdAt, t.status, t.total, t.confirmation, t.returnReason, t.id),
    index('orders_status_created').on(t.status, t.createdAt),
    // The cash out on the road (the shipped orders' totals) summed inside the index.
    index('orders_status_total').on(t.status, t.total),
    index('orders_confirmation_created').on(t.confirmation, t.createdAt),
    // The customer list finds a shopper by a phone on any of their orders, or the start of its name or last name;
    // an order's risk counts the phone's orders, returns and refusals at the door inside this index alone.
    index('orders_phone').on(t.phone, t.status, t.returnReason),
    // What each courier still owes (cash with-courier), summed inside the index; a remittance's orders.
    index('orders_cash_courier').on(t.cash, t.courier, t.total),
    // The orders list filtered by cash alone, newest first, read in the index's order rather than sorted.
    index('orders_cash_created').on(t.cash, t.createdAt),
    index('orders_remittance').on(t.remittanceId),
    index('orders_alternate_phone').on(t.alternatePhone),
    // The customer list's name search takes the shoppers of the orders whose name starts with the text inside these
    // indexes alone: a common name is thousands of orders, each a row read if the shopper were not in the index.
    index('orders_full_name_user').on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.userId),
    index('orders_last_name_user').on(sql`lower(${t.lastName})`, t.userId),
    // The order filter, the one-number-one-parcel guard and a courier's payment sheet find a parcel by its tracking
    // number's key, its spaces, dashes and case aside (tracking-key.ts).
    index('orders_tracking_key').on(trackingKeySql(t.trackingNumber)),
  ],
);

/** An order's lines: a perfume order's perfumes and how many of each, or an oils order's oils, each at a volume. */
export const orderItems = sqliteTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** A perfume line's perfume; null on an oil line. */
    productId: text('product_id').references(() => products.id),
    /** An oil line's oil, its volume in ml and its place in the order (one oil may come at two volumes); null on a perfume line. */
    oilId: text('oil_id').references(() => oils.id),
    volume: integer('volume'),
    /** A perfume line's tester or sample size in ml (product_sizes); null: the full bottle, and on an oil line. */
    sizeMl: integer('size_ml'),
    /**
     * A perfume's full bottle in ml as the owner had sized it when the order took it, which its line's format says
     * ever after ('100ml'); null on an oil line.
     */
    bottleMl: integer('bottle_ml'),
    position: integer('position'),
    name: text('name').notNull(),
    /** The perfume's photo; '' on an oil line. */
    image: text('image').notNull().default(''),
    price: integer('price').notNull(),
    /** Bottles of a perfume; 1 on an oil line (its price is the volume's). */
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    // One line per perfume and size (the bottle's size_ml is null, which a plain unique index would let repeat; a CASE,
    // as drizzle-kit splits an index's expression at its commas).
    uniqueIndex('order_items_order_product_size').on(
      t.orderId,
      t.productId,
      sql`CASE WHEN ${t.sizeMl} IS NULL THEN 0 ELSE ${t.sizeMl} END`,
    ),
    uniqueIndex('order_items_order_position').on(t.orderId, t.position),
    index('order_items_product').on(t.productId, t.orderId),
    // The search page's best sellers read the lines of the last 500 orders inside this index, not the line rows
    // (the dashboard's are kept per day in product_sales_daily).
    index('order_items_sold').on(t.orderId, t.productId, t.quantity, t.price, t.name),
    // Unqualified, so the constraint survives the table's rebuild under another name.
    check('order_items_perfume_or_oil', sql`(product_id IS NULL) <> (oil_id IS NULL)`),
  ],
);

/**
 * The perfumes sold per Pakistan day (of the order's placing), kept by triggers on orders and order_items
 * (migration 0080_product_sales_triggers): a line counts while its order is neither cancelled nor returned, so placing, editing the lines,
 * cancelling, returning and reopening an order each move its lines in or out. The dashboard's best sellers read
 * 30 days of these (a few rows per perfume) where it joined 30 days of orders to their lines: 41,000 orders and
 * 82,000 lines at a million orders. `name` is the latest of the line names, for a perfume since deleted.
 */
export const productSalesDaily = sqliteTable(
  'product_sales_daily',
  {
    day: integer('day').notNull(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    revenue: integer('revenue').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productId] })],
);

/**
 * The orders of both kinds per Pakistan day of their placing, status, confirmation and whether they were refused at
 * the door (return_reason 'refused'): how many and their totals, kept by triggers on orders (migration
 * orders_daily) as an order is placed, moves along, is confirmed, refused, re-priced or deleted. The dashboard's
 * 30 days of sales and cash-on-delivery rates read these (a few dozen rows a day) where they read 30 days of
 * orders: 41,000 entries of orders_created_figures, twice, at a million orders.
 */
export const ordersDaily = sqliteTable(
  'orders_daily',
  {
    day: integer('day').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    confirmation: text('confirmation', { enum: CONFIRMATIONS }).notNull(),
    refused: integer('refused', { mode: 'boolean' }).notNull(),
    orders: integer('orders').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.confirmation, t.refused] })],
);

/**
 * Who made a change kept in a history (null on entries written before the shop kept it) and as whom:
 * schema/actors.ts. A function, so each table has columns of its own.
 */
const changedBy = () => ({
  by: text('by').references(() => users.id),
  byRole: text('by_role'),
});

export const orderStatusHistory = sqliteTable(
  'order_status_history',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    at: integer('at').notNull(),
    ...changedBy(),
    /** A return's reason (schema/returns.ts) and whether its bottles went back in stock; null for other statuses. */
    reason: text('reason', { enum: RETURN_REASONS }),
    restock: integer('restock', { mode: 'boolean' }),
  },
  (t) => [index('order_status_history_order').on(t.orderId, t.at)],
);

/** Every confirmation an admin recorded on an order, with its time (the status history's companion). */
export const orderConfirmationHistory = sqliteTable(
  'order_confirmation_history',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    confirmation: text('confirmation', { enum: CONFIRMATIONS }).notNull(),
    at: integer('at').notNull(),
    ...changedBy(),
  },
  (t) => [index('order_confirmation_history_order').on(t.orderId, t.at)],
);

/**
 * What else happens to a perfume order before and after it ships, for its timeline beside the status and
 * confirmation histories: the owner's edits (lines, address), internal notes and the WhatsApp messages sent.
 */
export const orderEvents = sqliteTable(
  'order_events',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    /** JSON: an edit's changes, a note's text, which message was sent. */
    detail: text('detail').notNull(),
    at: integer('at').notNull(),
    by: text('by')
      .notNull()
      .references(() => users.id),
    byRole: text('by_role').notNull(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.seq)],
);

export const oils = sqliteTable(
  'oils',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** schema/name-key.ts of the name, unique as a product's. */
    nameKey: text('name_key'),
    /** Base price in rupees for 25 ml. */
    price: integer('price').notNull(),
    /** A hidden oil leaves the wholesale page's list and cannot be ordered. */
    available: integer('available', { mode: 'boolean' }).notNull().default(true),
    /** Bumped by every edit of the owner, as a product's. 0: as the seed wrote it. */
    version: integer('version').notNull().default(0),
  },
  (t) => [uniqueIndex('oils_name_key').on(t.nameKey)],
);

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
    volume: integer('volume').$type<OilVolume>().notNull(),
    price: integer('price').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('oils_cart_items_user').on(t.userId, t.createdAt)],
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
    /** The language of the page it was sent from (schema/lang.ts): the shop's WhatsApp reply is written in it. */
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
    createdAt: integer('created_at').notNull(),
    /** When an admin marked the request handled, and who (null while it waits for an answer). */
    handledAt: integer('handled_at'),
    handledBy: text('handled_by').references(() => users.id),
  },
  // The console lists waiting requests (handled_at null) or handled ones, newest first.
  (t) => [index('quotes_created_at').on(t.createdAt), index('quotes_handled_created').on(t.handledAt, t.createdAt)],
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

/**
 * Every change of a product's stock: the owner's adjustments (restock, damaged, correction, return, with an optional
 * note), each order's take ('order') and each cancellation's return ('cancel'), written in the same D1 batch as the
 * change itself, so a product's stock is always the sum of its entries. `stock_after` is the stock the change left.
 */
export const stockEntries = sqliteTable(
  'stock_entries',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    change: integer('change').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    note: text('note'),
    stockAfter: integer('stock_after').notNull(),
    at: integer('at').notNull(),
    /** Who: the admin who adjusted or cancelled, the shopper who ordered; null for the opening stock. */
    by: text('by').references(() => users.id),
    orderId: text('order_id'),
    /** A returned order's entries: why it came back, which each console words in its own language. */
    returnReason: text('return_reason', { enum: RETURN_REASONS }),
    /** A written-off return's entry (change 0): how many of its bottles were not put back. */
    writtenOff: integer('written_off'),
  },
  // A product's entries, newest first, a page at a time.
  (t) => [index('stock_entries_product_seq').on(t.productId, t.seq)],
);

/** Every change of the catalog an admin made: who, what (action and target), the fields before and after, when. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
    by: text('by')
      .notNull()
      .references(() => users.id),
    /** 'product.create', 'product.update', 'product.archive', 'product.restore', 'stock.adjust', 'oil.create', ... */
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: text('target_id').notNull(),
    /** The target's name as it was after the change, so the log reads well even once it is renamed. */
    targetName: text('target_name').notNull(),
    /** JSON of the fields that changed, as they were and as they became (null before a creation). */
    before: text('before'),
    after: text('after'),
  },
  // Newest first, keyset (at, seq) like the other admin lists.
  (t) => [index('audit_log_at_seq').on(t.at, t.seq)],
);

/**
 * One-time links the owner makes to add a helper as staff (valid 48 hours). Only the token's SHA-256 is kept, so
 * the table cannot be read back into working links.
 */
export const staffInvites = sqliteTable('staff_invites', {
  tokenHash: text('token_hash').primaryKey(),
  createdBy: text('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: integer('created_at').notNull(),
  expiresAt: integer('expires_at').notNull(),
  usedBy: text('used_by').references(() => users.id),
  usedAt: integer('used_at'),
});

/** One-time password reset links made from the console for a shopper (valid 24 hours); the token's SHA-256 only. */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);

/** The console's Web Push subscriptions: each browser that asked to hear of new orders (RFC 8030 endpoint, RFC 8291 keys). */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** The browser's P-256 public key and auth secret, base64url as PushSubscription.toJSON() gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language of the console that subscribed (schema/lang.ts): its new-order alerts are written in it. */
    lang: text('lang', { enum: LANGS }).notNull().default('en'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('push_subscriptions_user').on(t.userId)],
);

/**
 * A named sale (Eid Sale, 14 August, 11.11): its badge and dates. While it runs (starts_at <= now < ends_at) its
 * products sell at their sale price (schema/catalog/sale-price.ts). A deleted sale keeps its row, so the seed never brings back
 * the Eid Sale an owner removed.
 */
export const sales = sqliteTable(
  'sales',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The name in Urdu, which Urdu pages show as the name and the badge; null: they say سیل (sale). */
    nameUr: text('name_ur'),
    badge: text('badge').notNull(),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    /** Bumped by every edit; an edit made from an older version is refused. 0: as the seed wrote it. */
    version: integer('version').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    deletedAt: integer('deleted_at'),
  },
  (t) => [index('sales_ends_at').on(t.endsAt)],
);

/** A perfume in a sale, at its sale price (below the product's own price). */
export const saleItems = sqliteTable(
  'sale_items',
  {
    saleId: text('sale_id')
      .notNull()
      .references(() => sales.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    salePrice: integer('sale_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.saleId, t.productId] }), index('sale_items_product').on(t.productId)],
);

/** A courier's payout of the cash it collected on delivered orders, perfume or oils (the orders carry its id). */
export const remittances = sqliteTable(
  'remittances',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    id: text('id').notNull(),
    courier: text('courier', { enum: COURIERS }).notNull(),
    /** The courier's own reference for the payout (its invoice or transfer number), as the owner typed it. */
    reference: text('reference').notNull(),
    /** Whole rupees: the covered orders' totals, the cash the couriers collected at the doors. */
    total: integer('total').notNull(),
    /**
     * Whole rupees that reached the shop, as the owner read it off the courier's transfer; null on payouts recorded
     * before the shop asked (they were taken as the whole total).
     */
    amountReceived: integer('amount_received'),
    /** What the courier kept back from the cash (schema/cash.ts CHARGE_KINDS), as its payment sheet lists it. */
    charges: text('charges', { mode: 'json' }).$type<RemittanceCharge[]>().notNull().default([]),
    /** The courier whose own report of its payment the sync recorded this payout from ('postex'); null when typed. */
    syncedFrom: text('synced_from', { enum: COURIER_API_IDS }),
    at: integer('at').notNull(),
    by: text('by')
      .notNull()
      .references(() => users.id),
  },
  // Newest first, keyset (at, seq) like the other admin lists.
  (t) => [uniqueIndex('remittances_id').on(t.id), index('remittances_at_seq').on(t.at, t.seq)],
);

/** Phones the shop no longer takes cash-on-delivery orders from, stored as 03XXXXXXXXX. */
export const blockedPhones = sqliteTable(
  'blocked_phones',
  {
    phone: text('phone').primaryKey(),
    reason: text('reason').notNull(),
    at: integer('at').notNull(),
    by: text('by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [index('blocked_phones_at').on(t.at, t.phone)],
);

/**
 * A buyer's rating of one perfume of a delivered order: 1 to 5 stars and a line of text, one per perfume per order.
 * It waits for the shop ('pending'), which shows it on the perfume's page ('approved') or keeps it off ('hidden').
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    stars: integer('stars').notNull(),
    text: text('text').notNull(),
    /** The buyer's first name as the order has it: the name the perfume's page shows. */
    author: text('author').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'hidden'] })
      .notNull()
      .default('pending'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('reviews_order_product').on(t.orderId, t.productId),
    index('reviews_product_status').on(t.productId, t.status, t.createdAt),
    index('reviews_status_created').on(t.status, t.createdAt),
    check('reviews_stars', sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);

/**
 * A courier the owner connected through its merchant API (worker/couriers), by its id ('postex'). The credentials
 * are sealed with a key derived from the shop's secret (worker/couriers/sealed.ts); `hint` keeps their last four
 * characters, all the console ever shows of them.
 */
export const courierConnections = sqliteTable('courier_connections', {
  courier: text('courier', { enum: COURIER_API_IDS }).primaryKey(),
  credentials: text('credentials').notNull(),
  hint: text('hint').notNull(),
  /** Where the courier collects parcels, as the courier knows it (PostEx: its pickup address code). */
  pickupAddress: text('pickup_address'),
  defaultWeightGrams: integer('default_weight_grams'),
  connectedAt: integer('connected_at').notNull(),
  connectedBy: text('connected_by')
    .notNull()
    .references(() => users.id),
  lastSyncAt: integer('last_sync_at'),
  /** The last sync's failure in English, and apart from any language for the console to word. */
  lastError: text('last_error'),
  lastFailure: text('last_failure', { mode: 'json' }).$type<CourierSyncFailure>(),
});

/**
 * An order's parcel booked with a courier through its API, one per order. 'booking' while an attempt is under way
 * or after one ended without an answer (the courier may hold a parcel: the next attempt asks it by `reference`
 * before booking); 'booked' once the courier gave its tracking number. `attemptAt` is when the current attempt
 * began, 0 once it ended, so two attempts never run at once.
 */
export const courierBookings = sqliteTable(
  'courier_bookings',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    courier: text('courier', { enum: COURIER_API_IDS }).notNull(),
    /** The order's display number, sent as the courier's reference. */
    reference: text('reference').notNull(),
    state: text('state', { enum: ['booking', 'booked'] }).notNull(),
    trackingNumber: text('tracking_number'),
    attemptAt: integer('attempt_at').notNull(),
    bookedAt: integer('booked_at'),
    by: text('by')
      .notNull()
      .references(() => users.id),
    /** The courier's own words for the parcel's last event, as its tracking last said (the sync keeps it). */
    courierStatus: text('courier_status'),
    /** When that event happened, as the courier dated it (else when the sync first saw it); null before any. */
    eventAt: integer('event_at'),
    /**
     * Where that event puts the parcel, in the shop's words (schema/courier-apis.ts): an order marked delivered by
     * hand is still tracked until its courier says delivered or returned. Null before any.
     */
    parcelState: text('parcel_state', { enum: PARCEL_STATES }),
    /**
     * What the courier last reported paying for the delivered parcel (the sync asks until it says paid): whether it
     * has, its payment reference, the rupees it paid for the parcel and the day, as it wrote them; null before.
     */
    paymentSettled: integer('payment_settled', { mode: 'boolean' }),
    paymentReference: text('payment_reference'),
    paymentAmount: integer('payment_amount'),
    paymentDate: text('payment_date'),
    paymentCheckedAt: integer('payment_checked_at'),
  },
  (t) => [
    uniqueIndex('courier_bookings_tracking').on(t.courier, t.trackingNumber),
    // A number the courier gives at booking is refused when another order's booking has it, dashes aside.
    index('courier_bookings_tracking_key').on(t.courier, trackingKeySql(t.trackingNumber)),
  ],
);

/**
 * The shop's settings the owner sets in the console: one row (id 1), written the first time the owner changes one;
 * until then every setting is its default. `courierRestock`: whether a parcel the courier's system reports returned
 * goes back on the shelf (schema/returns.ts).
 */
export const shopSettings = sqliteTable(
  'shop_settings',
  {
    id: integer('id').primaryKey(),
    courierRestock: text('courier_restock', { enum: COURIER_RESTOCK_RULES }).notNull().default(DEFAULT_COURIER_RESTOCK),
    updatedAt: integer('updated_at').notNull(),
    updatedBy: text('updated_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The catalog's version, one row: every change of what a perfume's page or a search shows (a perfume, its tags, its
 * price, a sale, a review; of the stock, whether there is any and how many are left at or under the low-stock mark)
 * gives it a new random value, by the triggers its migrations make (0081_catalog_version,
 * 0086_catalog_version_shown_stock), whoever writes it. The pages the Worker draws on demand are cached under it
 * (worker/pages/page-cache.ts), so a change shows on the next request.
 */
export const catalogVersion = sqliteTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});
