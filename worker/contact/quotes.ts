/** The contact page's 'Get a quote' form: anyone may send one, a few per hour per address. */
import { desc } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { quotes } from '../../schema/tables';
import { olderThan, type Cursor } from '../http/paging';
import type { ThrottleRule } from '../http/throttle';

export const QUOTE_REQUESTS: ThrottleRule = {
  name: 'quote',
  limit: 10,
  windowMs: 60 * 60_000,
  message: (wait) => `We have your requests already and will reply soon. To send another, please try again in ${wait}.`,
};

export const QUOTE_THANKS = 'Thank you! We will get back to you in 24 hours.';

/** Quotes newest first after the cursor. */
export function quotesAfter(db: DrizzleD1Database, cursor: Cursor | null, count: number) {
  return db
    .select()
    .from(quotes)
    .where(olderThan(quotes.createdAt, quotes.id, cursor))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(count);
}
