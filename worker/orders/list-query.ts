/**
 * The perfume orders list in SQL: every filter is a WHERE clause and paging is a keyset on (created_at, seq),
 * newest first, so a page reads about one page of rows from an index (orders_created_at,
 * orders_status_created, orders_user_seq, the primary key) however many orders the shop has.
 * Only the contains-match of the filter text has to look at rows one by one, and it stops once the page is full.
 */
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { OrderListQuery } from '../../schema/payloads/order-lists';
import { orders } from '../../schema/tables';
import { displayNumberSql } from '../../schema/display-number';
import type { OrderRow } from './serialize';
import { decodeCursor, olderThan, pageOf } from '../http/paging';
import { contains, containsLowerCased, dayBounds } from '../lists/filters';
import { parseSearch } from './search';

function searchCondition(q: string): SQL {
  const search = parseSearch(q);
  switch (search.kind) {
    case 'order':
      return eq(orders.seq, search.seq);
    case 'period':
      return and(gte(orders.createdAt, search.from), lte(orders.createdAt, search.to))!;
    case 'status':
      return eq(orders.status, search.status);
    case 'contains': {
      const { text } = search;
      // Order numbers, phones and statuses are written lower-case already (phones are digits), and skip lower().
      return sql`(${sql.join(
        [
          containsLowerCased(displayNumberSql('FS', orders.seq), text),
          contains(sql`(${orders.firstName} || ' ' || ${orders.lastName})`, text),
          contains(orders.email, text),
          containsLowerCased(orders.phone, text),
          containsLowerCased(orders.alternatePhone, text),
          contains(orders.city, text),
          containsLowerCased(orders.status, text),
        ],
        sql` OR `,
      )})`;
    }
  }
}

/** The WHERE of a list or export: the filters, the user's own orders unless `userId` is null (the admin), the cursor. */
export function orderListWhere(filters: OrderListQuery, userId: string | null): SQL | undefined {
  const cursor = filters.cursor ? decodeCursor(filters.cursor) : null;
  return and(
    userId === null ? undefined : eq(orders.userId, userId),
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.confirmation ? eq(orders.confirmation, filters.confirmation) : undefined,
    filters.from ? gte(orders.createdAt, dayBounds(filters.from).from) : undefined,
    filters.to ? lte(orders.createdAt, dayBounds(filters.to).to) : undefined,
    filters.q ? searchCondition(filters.q) : undefined,
    olderThan(orders.createdAt, orders.seq, cursor, Number),
  );
}

export const newestFirst = [desc(orders.createdAt), desc(orders.seq)] as const;

/** One page of order rows and the cursor of the next page (null on the last page). */
export async function orderPage(
  db: DrizzleD1Database,
  filters: OrderListQuery,
  userId: string | null,
  size: number,
): Promise<{ rows: OrderRow[]; nextCursor: string | null }> {
  const rows = await db
    .select()
    .from(orders)
    .where(orderListWhere(filters, userId))
    .orderBy(...newestFirst)
    .limit(size + 1);
  const { page, nextCursor } = pageOf(rows, size, (row) => ({ createdAt: row.createdAt, key: String(row.seq) }));
  return { rows: page, nextCursor };
}
