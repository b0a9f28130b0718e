/**
 * The footer's newsletter box (issue 4): an address is stored once however often it is sent, and the answer is the
 * same either way, so the form never tells a stranger who is subscribed. The admin lists sign-ups newest first.
 */
import { desc } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { Hono } from 'hono';
import { newsletterPayload, type NewsletterListAnswer, type ThankYouAnswer } from '../../schema/payloads/contact';
import { newsletterSignups } from '../../schema/tables';
import { requireAdmin } from '../auth/session';
import type { AppEnv } from '../env';
import { olderThan, pageOf, pageRequest, type Cursor } from '../http/paging';
import { clientAddress, takeSlot, type ThrottleRule } from '../http/throttle';
import { validate } from '../http/validate';

export const NEWSLETTER_SIGNUPS: ThrottleRule = {
  name: 'newsletter',
  limit: 10,
  windowMs: 60 * 60_000,
  message: (wait) => `Too many sign-ups from your connection. Please try again in ${wait}.`,
};

export const NEWSLETTER_THANKS = 'Thank you for subscribing! Look out for our new arrivals and Eid offers.';

/** Sign-ups newest first after the cursor: one range of the (created_at, email) index. */
export function signupsAfter(db: DrizzleD1Database, cursor: Cursor | null, count: number) {
  const { email, createdAt } = newsletterSignups;
  return db.select().from(newsletterSignups).where(olderThan(createdAt, email, cursor)).orderBy(desc(createdAt), desc(email)).limit(count);
}

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
