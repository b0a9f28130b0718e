/**
 * POST /api/newsletter signs an address up (see sign-up.ts); the admin lists sign-ups newest first and downloads
 * them all as CSV (export.ts).
 */
import { Hono } from 'hono';
import { NEWSLETTER } from '#schema/api';
import { newsletterPayload } from '#schema/payloads/contact';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { csvDownload } from '../http/csv';
import { pageOf, pageRequest } from '../http/paging';
import { clientAddress, takeSlot } from '../http/throttle';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { exportSignupsCsv } from './export';
import { NEWSLETTER_SIGNUPS, NEWSLETTER_THANKS, signUp, signupsAfter } from './sign-up';

export const newsletterRoutes = new Hono<AppEnv>();

handle(newsletterRoutes, NEWSLETTER.signUp, validate('json', newsletterPayload), async (c) => {
  await takeSlot(c.var.db, NEWSLETTER_SIGNUPS, clientAddress(c));
  const { email } = c.req.valid('json');
  await signUp(c.var.db, email);
  return { success: true, message: NEWSLETTER_THANKS };
});

handle(newsletterRoutes, NEWSLETTER.list, requireOwner, async (c) => {
  const { cursor, limit } = pageRequest(c);
  const rows = await signupsAfter(c.var.db, cursor, limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (row) => ({ createdAt: row.createdAt, key: row.email }));
  return {
    success: true,
    signups: page.map((row) => ({ email: row.email, createdAt: new Date(row.createdAt).toISOString() })),
    nextCursor,
  };
});

handle(newsletterRoutes, NEWSLETTER.exportCsv, requireOwner, async (c) =>
  csvDownload(await exportSignupsCsv(c.var.db), 'newsletter'),
);
