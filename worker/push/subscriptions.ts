/** The browsers that asked to hear of new orders: a subscription belongs to whoever sent it last. */
import type { PushSubscriptionPayload } from '#schema/payloads/push';
import type { Db } from '../db';

export async function keepSubscription(db: Db, userId: string, { endpoint, keys }: PushSubscriptionPayload) {
  await db.$client
    .prepare(
      `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
    )
    .bind(endpoint, userId, keys.p256dh, keys.auth, Date.now())
    .run();
}

export async function dropSubscription(db: Db, userId: string, endpoint: string) {
  await db.$client
    .prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?')
    .bind(endpoint, userId)
    .run();
}
