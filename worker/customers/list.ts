/**
 * The customer list in SQL (drizzle's sql template), one statement: a page of accounts that have ordered, or that a
 * search names (newest first on the users_created_at keyset), then, for those 50 accounts only, their orders of both
 * kinds counted and summed through the orders_user_seq index. So a page costs the same however many orders the shop
 * has; only a search by part of a name or phone that the indexes cannot narrow reads every order once. A search
 * finds an account whether or not it has ordered, by part of its name or email as any other: a shopper who
 * registered and never ordered is the one most likely to ask for a password reset link.
 */
import { sql } from 'drizzle-orm';
import type { Customer } from '#schema/answers/customers';
import type { Lang } from '#schema/lang';
import type { Db } from '../db';
import { pageOf, type Cursor } from '../http/paging';
import { customerSearch } from './search';

type Row = {
  id: string;
  username: string;
  email: string;
  createdAt: number;
  orders: number;
  spent: number;
  refusals: number;
  lastOrderAt: number | null;
  name: string | null;
  phone: string | null;
  lang: Lang | null;
};

/** The page's statement: the accounts it lists and, for them alone, what their orders say. */
export async function customerPageQuery(db: Db, q: string | undefined, cursor: Cursor | null, limit: number) {
  // Unsearched, the list is of the shoppers who have ordered; a search finds any account it names.
  const search = (await customerSearch(db, q)) ?? sql`EXISTS (SELECT 1 FROM orders WHERE user_id = u.id)`;
  const where = [search, ...(cursor ? [sql`(u.created_at, u.id) < (${cursor.createdAt}, ${cursor.key})`] : [])];
  // The name is the latest perfume order's (an oils order has none); the phone too, else the latest oils order's.
  return sql`
    WITH page AS (
      SELECT u.id, u.username, u.email, u.created_at FROM users u
      WHERE ${sql.join(where, sql` AND `)} ORDER BY u.created_at DESC, u.id DESC LIMIT ${limit + 1}
    ),
    totals AS (
      SELECT user_id, count(*) AS orders, sum(CASE WHEN status = 'delivered' THEN total ELSE 0 END) AS spent,
        sum(confirmation = 'refused' OR return_reason = 'refused') AS refusals, max(created_at) AS last_at
      FROM orders WHERE user_id IN (SELECT id FROM page) GROUP BY user_id
    )
    SELECT page.id, page.username, page.email, page.created_at AS createdAt,
      coalesce(totals.orders, 0) AS orders, coalesce(totals.spent, 0) AS spent,
      coalesce(totals.refusals, 0) AS refusals, totals.last_at AS lastOrderAt,
      (SELECT first_name || ' ' || last_name FROM orders
        WHERE user_id = page.id AND kind = 'perfume' ORDER BY seq DESC LIMIT 1) AS name,
      (SELECT phone FROM orders
        WHERE user_id = page.id AND phone <> '' ORDER BY kind = 'perfume' DESC, seq DESC LIMIT 1) AS phone,
      (SELECT lang FROM orders WHERE user_id = page.id ORDER BY seq DESC LIMIT 1) AS lang
    FROM page LEFT JOIN totals ON totals.user_id = page.id
    ORDER BY page.created_at DESC, page.id DESC`;
}

export async function customerPage(db: Db, q: string | undefined, cursor: Cursor | null, limit: number) {
  const results = await db.all<Row>(await customerPageQuery(db, q, cursor, limit));
  const { page, nextCursor } = pageOf(results, limit, (row) => ({ createdAt: row.createdAt, key: row.id }));
  return { customers: page.map(serializeCustomer), nextCursor };
}

const iso = (ms: number) => new Date(ms).toISOString();

function serializeCustomer(row: Row): Customer {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    name: row.name ?? row.username,
    phone: row.phone,
    // One who never ordered is written to in English, the shop's first language.
    lang: row.lang ?? 'en',
    orders: row.orders,
    totalSpent: row.spent,
    refusals: row.refusals,
    lastOrderAt: row.lastOrderAt === null ? null : iso(row.lastOrderAt),
    joinedAt: iso(row.createdAt),
  };
}
