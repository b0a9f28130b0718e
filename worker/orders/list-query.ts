/**
 * The orders lists in SQL, perfume orders' and oils orders' alike (one pipeline; `kind` says which): every filter
 * is a WHERE clause and paging is a keyset on (created_at, seq),
 * newest first, so a page reads about one page of rows from an index (orders_created_at,
 * orders_status_created, orders_cash_created, orders_user_seq, the primary key) however many orders the shop has. A phone, a tracking
 * number or a perfume's whole name reads its own index (orders_phone and orders_alternate_phone,
 * orders_tracking_key, order_items_product); a tracking number is found by its key, its spaces, dashes and case
 * aside (schema/tracking-key.ts). The contains-match of the filter text looks at rows one by one and stops once the
 * page is full, unless the search index (search-index.ts) knows the few orders that can hold it. An oils order has
 * no name or email of its own: its buyer's account's are searched instead (users_search, customers/search-index.ts).
 */
import { and, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderListQuery } from '#schema/payloads/order-lists';
import { orderItems, orderStatusHistory, orders, products, users } from '#schema/tables';
import { displayNumberSql, KIND_PREFIX } from '#schema/display-number';
import type { OrderKindName } from '#schema/order-kinds';
import type { OrderRow } from './serialize';
import { olderThan, pageOf, rowNumber, seqCursor } from '../http/paging';
import { contains, containsLowerCased, dayBounds, foldAsciiCase } from '../http/filters';
import { parseSearch, type OrderSearch } from './search';
import { inJson, type Db } from '../db';
import { fewOrdersHolding } from './search-index';
import { fewAccountsNamed } from '../customers/search-index';
import { perfumeOnly } from './perfume-only';
import { trackingKey, trackingKeySql } from '#schema/tracking-key';

/**
 * The filter text with what only the database knows: whether it is a tracking number or a perfume's whole name, and
 * for a contains-match, the few orders that can hold it when the search index knows them (`among`), and for oils
 * orders the few accounts whose username or email can hold it (`buyers`).
 */
export type ResolvedSearch =
  | Exclude<OrderSearch, { kind: 'contains' }>
  | { kind: 'contains'; text: string; among?: number[]; buyers?: string[] }
  | { kind: 'tracking'; trackingKey: string }
  /**
   * A perfume's whole name, which may be a customer's name too (Malik, Saba, Ameer): that perfume's orders, and the
   * orders whose customer's name or email holds the text, looked for among `among` when the index named them.
   */
  | { kind: 'perfume'; productId: string; text: string; among: number[] | null };

const TRACKING_LIKE = /^[A-Za-z0-9-]{4,40}$/;

/**
 * The key of the tracking number the text may be, so 'LE 1234 5678', 'le-1234-5678' and 'LE12345678' find the same
 * parcel however its order keeps it; null when it cannot be one.
 */
function trackingKeyIn(text: string): string | null {
  const compact = text.replace(/\s/g, '');
  return TRACKING_LIKE.test(compact) && /\d/.test(compact) ? trackingKey(compact) : null;
}

/** One kind's orders, never read from an index by their kind: for a condition that has an index of its own. */
const unindexedKind = (kind: OrderKindName): SQL => (kind === 'perfume' ? perfumeOnly : sql`+${orders.kind} = ${kind}`);

/**
 * The few oils orders that can hold the text: those the search index knows and those of the accounts the accounts'
 * index knows (an oils order's name and email are its buyer's), when both indexes know them.
 */
async function fewOilsOrdersHolding(db: Db, text: string) {
  const [among, buyers] = await Promise.all([
    fewOrdersHolding(db, text, { perfumeWords: false }),
    fewAccountsNamed(db, text, null),
  ]);
  return { ...(buyers ? { buyers } : {}), ...(among && buyers ? { among } : {}) };
}

export async function resolveSearch(db: Db, q: string, kind: OrderKindName = 'perfume'): Promise<ResolvedSearch> {
  const search = parseSearch(q, Date.now(), KIND_PREFIX[kind]);
  if (search.kind !== 'contains') return search;
  const { text } = search;
  const key = trackingKeyIn(text);
  if (key) {
    const [shipped] = await db
      .select({ seq: orders.seq })
      .from(orders)
      .where(and(unindexedKind(kind), eq(trackingKeySql(orders.trackingNumber), key)))
      .limit(1);
    if (shipped) return { kind: 'tracking', trackingKey: key };
  }
  if (kind === 'oils') return { ...search, ...(await fewOilsOrdersHolding(db, text)) };
  const [perfume] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(sql`lower(${products.name})`, foldAsciiCase(text)))
    .limit(1);
  if (perfume)
    return {
      kind: 'perfume',
      productId: perfume.id,
      text,
      among: await fewOrdersHolding(db, text, { perfumeWords: false }),
    };
  const among = await fewOrdersHolding(db, text);
  return among ? { ...search, among } : search;
}

/** Orders with a line of a perfume whose name has a word starting with `text` (the catalog is small; lines are indexed). */
function withPerfumeWord(text: string): SQL {
  const word = foldAsciiCase(text);
  const named = sql`SELECT ${products.id} FROM ${products} WHERE instr(' ' || lower(${products.name}), ${` ${word}`}) > 0`;
  return sql`${orders.id} IN (SELECT ${orderItems.orderId} FROM ${orderItems} WHERE ${orderItems.productId} IN (${named}))`;
}

/** Oils orders whose buyer's username or email holds `text`, looked for among `buyers` when the index named them. */
function boughtBy(text: string, buyers: string[] | undefined): SQL {
  const named = and(
    buyers ? inJson(users.id, buyers) : undefined,
    or(contains(users.username, text), contains(users.email, text)),
  );
  return sql`${orders.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${named})`;
}

/** Perfume orders whose customer's name or email holds `text`. */
const customerNamed = (text: string): SQL =>
  or(contains(sql`(${orders.firstName} || ' ' || ${orders.lastName})`, text), contains(orders.email, text))!;

function searchCondition(search: ResolvedSearch, kind: OrderKindName): SQL {
  switch (search.kind) {
    case 'order':
      return and(eq(orders.kind, kind), eq(orders.number, search.number))!;
    case 'period':
      return and(gte(orders.createdAt, search.from), lte(orders.createdAt, search.to))!;
    case 'status':
      return eq(orders.status, search.status);
    case 'phone':
      return or(eq(orders.phone, search.phone), eq(orders.alternatePhone, search.phone))!;
    case 'tracking':
      return eq(trackingKeySql(orders.trackingNumber), search.trackingKey);
    case 'perfume': {
      const { productId, text, among } = search;
      const named = customerNamed(text);
      return or(
        sql`${orders.id} IN (SELECT ${orderItems.orderId} FROM ${orderItems} WHERE ${orderItems.productId} = ${productId})`,
        among ? and(inJson(orders.seq, among), named) : named,
      )!;
    }
    case 'contains': {
      const { text, among, buyers } = search;
      // A whole tracking number was looked for by its key already (resolveSearch). Order numbers, phones and statuses
      // are written lower-case already (phones are digits), and skip lower().
      const anywhere = sql`(${sql.join(
        [
          containsLowerCased(displayNumberSql(KIND_PREFIX[kind], orders.number), text),
          // An oils order has no name or email of its own, and no perfumes: its buyer's account is read instead.
          ...(kind === 'perfume' ? [customerNamed(text)] : []),
          containsLowerCased(orders.phone, text),
          containsLowerCased(orders.alternatePhone, text),
          contains(orders.city, text),
          containsLowerCased(orders.status, text),
          kind === 'perfume' ? withPerfumeWord(text) : boughtBy(text, buyers),
        ],
        sql` OR `,
      )})`;
      if (!among) return anywhere;
      // The few orders the search indexes found are read by their seq (and their buyer), then the contains-match decides.
      const found = buyers ? or(inJson(orders.seq, among), inJson(orders.userId, buyers)) : inJson(orders.seq, among);
      return and(found, anywhere)!;
    }
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Orders that went out with a courier before `cutoff`, read from their status history (an order shipped by hand has
 * no booking to date it), one order's entries at a time through order_status_history_order.
 */
const shippedBefore = (cutoff: number): SQL =>
  sql`EXISTS (SELECT 1 FROM ${orderStatusHistory} WHERE ${orderStatusHistory.orderId} = ${orders.id} AND ${orderStatusHistory.status} = 'shipped' AND ${orderStatusHistory.at} < ${cutoff})`;

/**
 * The list's kind. Perfume orders are read newest first, never by their kind (perfume-only.ts). Oils orders, which
 * may be few among many perfume orders, are read by their kind along orders_kind_number, in the list's own order
 * (`newestOilsFirst`), unless the search has an index of its own that the planner would otherwise pass over, or the
 * orders are a few buyers' (a shopper's own, or those a username or email names), read by orders_user_seq.
 */
function ofKind(kind: OrderKindName, search: ResolvedSearch | null, fewBuyers: boolean): SQL {
  const ownIndex =
    fewBuyers ||
    search?.kind === 'phone' ||
    search?.kind === 'tracking' ||
    (search?.kind === 'contains' && search.among);
  return kind === 'perfume' || ownIndex ? unindexedKind(kind) : eq(orders.kind, kind);
}

/**
 * The WHERE of a list or export of `kind`'s orders: the filters, the user's own orders unless `userId` is null (the
 * admin), the cursor (in the kind's order: `newestFirst` or `newestOilsFirst`). `fewBuyers` says another condition
 * keeps only the orders of the few buyers a username or email names.
 */
export function orderListWhere(
  filters: OrderListQuery,
  search: ResolvedSearch | null,
  userId: string | null,
  {
    kind = 'perfume',
    now = Date.now(),
    fewBuyers = false,
  }: { kind?: OrderKindName; now?: number; fewBuyers?: boolean } = {},
): SQL | undefined {
  return and(
    ofKind(kind, search, fewBuyers || userId !== null),
    userId === null ? undefined : eq(orders.userId, userId),
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.confirmation ? eq(orders.confirmation, filters.confirmation) : undefined,
    filters.cash ? eq(orders.cash, filters.cash) : undefined,
    filters.courier ? eq(orders.courier, filters.courier) : undefined,
    filters.city ? eq(sql`lower(${orders.city})`, foldAsciiCase(filters.city)) : undefined,
    filters.shippedDaysAgo === undefined ? undefined : shippedBefore(now - filters.shippedDaysAgo * DAY_MS),
    filters.from ? gte(orders.createdAt, dayBounds(filters.from).from) : undefined,
    filters.to ? lte(orders.createdAt, dayBounds(filters.to).to) : undefined,
    search ? searchCondition(search, kind) : undefined,
    filters.cursor ? after(kind, filters.cursor) : undefined,
  );
}

/** Perfume orders newest first: by when they were placed, on the (created_at, seq) keyset. */
export const newestFirst = [desc(orders.createdAt), desc(orders.seq)] as const;

/**
 * Oils orders newest first: by their number, highest first. Numbers are given in the order orders are written, so
 * this is the order they came in, and a page is read backwards along orders_kind_number, a page of rows however
 * many oils orders the shop has, where ordering them by when they were placed sorted every one of them.
 */
export const newestOilsFirst = [desc(orders.number)] as const;

/** The rows after a page's cursor in the kind's order: a perfume order's (created_at, seq), an oils order's number. */
function after(kind: OrderKindName, cursor: string): SQL | undefined {
  if (kind === 'oils') return lt(orders.number, rowNumber(cursor));
  return olderThan(orders.createdAt, orders.seq, seqCursor(cursor), Number);
}

/** One page of order rows and the cursor of the next page (null on the last page). */
export async function orderPage(
  db: Db,
  filters: OrderListQuery,
  userId: string | null,
  size: number,
): Promise<{ rows: OrderRow[]; nextCursor: string | null }> {
  const search = filters.q ? await resolveSearch(db, filters.q) : null;
  const rows = await db
    .select()
    .from(orders)
    .where(orderListWhere(filters, search, userId))
    .orderBy(...newestFirst)
    .limit(size + 1);
  const { page, nextCursor } = pageOf(rows, size, (row) => ({ createdAt: row.createdAt, key: String(row.seq) }));
  return { rows: page, nextCursor };
}
