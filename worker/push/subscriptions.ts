/** The browsers that asked to hear of new orders: a subscription belongs to whoever sent it last. */
import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionPayload } from '#schema/payloads/push';
import { pushSubscriptions } from '#schema/tables';
import type { Db } from '../db';

export async function keepSubscription(db: Db, userId: string, { endpoint, keys }: PushSubscriptionPayload) {
  const owner = { userId, p256dh: keys.p256dh, auth: keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint, ...owner, createdAt: Date.now() })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: owner });
}

export async function dropSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
