/**
 * POST /api/quotes sends a quote request (see requests.ts); the admin lists them newest first, a page at a time
 * (?handled=0 for those waiting, 1 for those handled), and marks one handled or waiting again (PATCH /:id).
 */
import { Hono } from 'hono';
import { QUOTES } from '#schema/api';
import { quoteHandledChange, quoteListQuery, quotePayload } from '#schema/payloads/contact';
import { requireStaff } from '../auth/session';
import type { AppEnv } from '../env';
import { pageOf, pageRequest } from '../http/paging';
import { clientAddress, takeSlot } from '../http/throttle';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { markHandled, QUOTE_REQUESTS, QUOTE_THANKS, quotesAfter, saveQuote, serializeQuote } from './requests';

export const quoteRoutes = new Hono<AppEnv>();

handle(quoteRoutes, QUOTES.send, validate('json', quotePayload), async (c) => {
  await takeSlot(c.var.db, QUOTE_REQUESTS, clientAddress(c));
  await saveQuote(c.var.db, c.req.valid('json'));
  return { success: true, message: QUOTE_THANKS };
});

handle(quoteRoutes, QUOTES.list, requireStaff, validate('query', quoteListQuery), async (c) => {
  const { cursor, limit } = pageRequest(c);
  const { handled } = c.req.valid('query');
  const rows = await quotesAfter(c.var.db, cursor, limit + 1, handled === undefined ? undefined : handled === '1');
  const { page, nextCursor } = pageOf(rows, limit, (row) => ({ createdAt: row.createdAt, key: row.id }));
  return { success: true, quotes: page.map(serializeQuote), nextCursor };
});

handle(quoteRoutes, QUOTES.markHandled, requireStaff, validate('json', quoteHandledChange), async (c) => {
  const quote = await markHandled(c.var.db, c.req.param('id'), c.req.valid('json').handled, c.var.user.id);
  return { success: true, quote };
});
