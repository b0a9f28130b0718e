/**
 * The browsers that asked to hear of new orders: a subscription belongs to whoever sent it last, and each person's
 * newest MAX_PUSH_SUBSCRIPTIONS are kept. A new phone past them replaces the oldest, which is most likely a browser
 * since reinstalled or thrown away, rather than being refused while the owner cannot tell which one is dead.
 */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { MAX_PUSH_SUBSCRIPTIONS, type PushSubscriptionPayload } from '#schema/payloads/push';
import { pushSubscriptions } from '#schema/tables';
import type { Db } from '../db';

export async function keepSubscription(db: Db, userId: string, { endpoint, keys, lang }: PushSubscriptionPayload) {
  // Sent again, a subscription counts as new: that browser is alive.
  const owner = { userId, p256dh: keys.p256dh, auth: keys.auth, lang, createdAt: Date.now() };
  const newest = db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    // rowid: subscriptions kept in the same millisecond, the later one is newer.
    .orderBy(desc(pushSubscriptions.createdAt), desc(sql`rowid`))
    .limit(MAX_PUSH_SUBSCRIPTIONS);
  await db.batch([
    db
      .insert(pushSubscriptions)
      .values({ endpoint, ...owner })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: owner }),
    db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.endpoint, newest))),
  ]);
}

export async function dropSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
