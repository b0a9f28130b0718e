/** POST /api/quotes sends a quote request (see quotes.ts); the admin lists them newest first, a page at a time. */
import { Hono } from 'hono';
import { quotePayload, type QuoteListAnswer, type ThankYouAnswer } from '../../schema/payloads/contact';
import { quotes } from '../../schema/tables';
import { requireAdmin } from '../auth/session';
import type { AppEnv } from '../env';
import { pageOf, pageRequest } from '../http/paging';
import { clientAddress, takeSlot } from '../http/throttle';
import { validate } from '../http/validate';
import { QUOTE_REQUESTS, QUOTE_THANKS, quotesAfter } from './quotes';

export const quoteRoutes = new Hono<AppEnv>();

quoteRoutes.post('/', validate('json', quotePayload), async (c) => {
  await takeSlot(c.var.db, QUOTE_REQUESTS, clientAddress(c));
  await c.var.db.insert(quotes).values({ id: crypto.randomUUID(), ...c.req.valid('json'), createdAt: Date.now() });
  return c.json<ThankYouAnswer>({ success: true, message: QUOTE_THANKS }, 201);
});

quoteRoutes.get('/', requireAdmin, async (c) => {
  const { cursor, limit } = pageRequest(c);
  const rows = await quotesAfter(c.var.db, cursor, limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (row) => ({ createdAt: row.createdAt, key: row.id }));
  return c.json<QuoteListAnswer>({
    success: true,
    quotes: page.map(({ id, createdAt, ...quote }) => ({ _id: id, ...quote, createdAt: new Date(createdAt).toISOString() })),
    nextCursor,
  });
});
