/**
 * The footer's newsletter box: an address is stored once however often it is sent, and the answer is the same
 * either way, so the form never tells a stranger who is subscribed.
 */
import { desc } from 'drizzle-orm';
import { newsletterSignups } from '#schema/tables';
import { olderThan, type Cursor } from '../http/paging';
import type { ThrottleRule } from '../http/throttle';
import type { Db } from '../db';

export const NEWSLETTER_SIGNUPS: ThrottleRule = {
  name: 'newsletter',
  limit: 10,
  windowMs: 60 * 60_000,
  message: (wait) => `Too many sign-ups from your connection. Please try again in ${wait}.`,
};

export const NEWSLETTER_THANKS = 'Thank you for subscribing! Look out for our new arrivals and Eid offers.';

/** Sign-ups newest first after the cursor: one range of the (created_at, email) index. */
export function signupsAfter(db: Db, cursor: Cursor | null, count: number) {
  const { email, createdAt } = newsletterSignups;
  return db
    .select()
    .from(newsletterSignups)
    .where(olderThan(createdAt, email, cursor))
    .orderBy(desc(createdAt), desc(email))
    .limit(count);
}

/** An address is kept once: signing up again changes nothing and answers the same. */
export async function signUp(db: Db, email: string): Promise<void> {
  await db.insert(newsletterSignups).values({ email, createdAt: Date.now() }).onConflictDoNothing();
}
