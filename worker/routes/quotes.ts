/**
 * The contact page's 'Get a quote' form (issue 4): anyone may send one, a few per hour per address; the admin lists
 * them newest first, a page at a time.
 */
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { quotePayload, type QuoteListAnswer, type ThankYouAnswer } from '../../schema/payloads/contact';
import { quotes } from '../../schema/tables';
import { requireAdmin } from '../auth/session';
import type { AppEnv } from '../env';
import { olderThan, pageOf, pageRequest } from '../http/paging';
import { clientAddress, takeSlot, type ThrottleRule } from '../http/throttle';
import { validate } from '../http/validate';

export const QUOTE_REQUESTS: ThrottleRule = {
  name: 'quote',
  limit: 10,
  windowMs: 60 * 60_000,
  message: (wait) => `We have your requests already and will reply soon. To send another, please try again in ${wait}.`,
};

export const QUOTE_THANKS = 'Thank you! We will get back to you in 24 hours.';

export const quoteRoutes = new Hono<AppEnv>();

quoteRoutes.post('/', validate('json', quotePayload), async (c) => {
  await takeSlot(c.var.db, QUOTE_REQUESTS, clientAddress(c));
  await c.var.db.insert(quotes).values({ id: crypto.randomUUID(), ...c.req.valid('json'), createdAt: Date.now() });
  return c.json<ThankYouAnswer>({ success: true, message: QUOTE_THANKS }, 201);
});

quoteRoutes.get('/', requireAdmin, async (c) => {
  const { cursor, limit } = pageRequest(c);
  const rows = await c.var.db
    .select()
    .from(quotes)
    .where(olderThan(quotes.createdAt, quotes.id, cursor))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (row) => ({ createdAt: row.createdAt, key: row.id }));
  return c.json<QuoteListAnswer>({
    success: true,
    quotes: page.map(({ id, createdAt, ...quote }) => ({ _id: id, ...quote, createdAt: new Date(createdAt).toISOString() })),
    nextCursor,
  });
});
