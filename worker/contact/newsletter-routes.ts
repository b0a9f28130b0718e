/** POST /api/newsletter signs an address up (see newsletter.ts); the admin lists sign-ups newest first. */
import { Hono } from 'hono';
import { newsletterPayload, type NewsletterListAnswer, type ThankYouAnswer } from '../../schema/payloads/contact';
import { newsletterSignups } from '../../schema/tables';
import { requireAdmin } from '../auth/session';
import type { AppEnv } from '../env';
import { pageOf, pageRequest } from '../http/paging';
import { clientAddress, takeSlot } from '../http/throttle';
import { validate } from '../http/validate';
import { NEWSLETTER_SIGNUPS, NEWSLETTER_THANKS, signupsAfter } from './newsletter';

export const newsletterRoutes = new Hono<AppEnv>();

newsletterRoutes.post('/', validate('json', newsletterPayload), async (c) => {
  await takeSlot(c.var.db, NEWSLETTER_SIGNUPS, clientAddress(c));
  const { email } = c.req.valid('json');
  await c.var.db.insert(newsletterSignups).values({ email, createdAt: Date.now() }).onConflictDoNothing();
  return c.json<ThankYouAnswer>({ success: true, message: NEWSLETTER_THANKS }, 201);
});

newsletterRoutes.get('/', requireAdmin, async (c) => {
  const { cursor, limit } = pageRequest(c);
  const rows = await signupsAfter(c.var.db, cursor, limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (row) => ({ createdAt: row.createdAt, key: row.email }));
  return c.json<NewsletterListAnswer>({
    success: true,
    signups: page.map((row) => ({ email: row.email, createdAt: new Date(row.createdAt).toISOString() })),
    nextCursor,
  });
});
