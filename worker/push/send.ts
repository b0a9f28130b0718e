/**
 * New orders on the owner's and staff's phones while the console is closed: each subscription of someone who may
 * open the console gets the message in its console's language, encrypted to its browser. Runs after the answer (waitUntil), so a slow or
 * failing push service never holds up a checkout; a subscription the service says is gone (404, 410) is dropped.
 */
import { eq, inArray } from 'drizzle-orm';
import { isPushService, type NewOrderPush, type NewOrderPushes } from '#schema/payloads/push';
import { pushSubscriptions, users } from '#schema/tables';
import type { Db } from '../db';
import type { Env } from '../env';
import { encryptPush } from './encrypt';
import { vapidAuthorization, type VapidKeys } from './vapid';

type Subscription = Pick<typeof pushSubscriptions.$inferSelect, 'endpoint' | 'p256dh' | 'auth'>;

/** The shop's VAPID keys from its Worker secrets, or null while they are not set (pushes are then off). */
export function vapidKeys(env: Env): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}

async function sendOne(subscription: Subscription, message: NewOrderPush, keys: VapidKeys): Promise<number> {
  const body = await encryptPush(new TextEncoder().encode(JSON.stringify(message)), subscription);
  const response = await fetch(subscription.endpoint, {
    method: 'POST',
    headers: {
      authorization: await vapidAuthorization(subscription.endpoint, keys),
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      // An order waits to be confirmed: a day is as long as the news is worth anything.
      ttl: String(24 * 60 * 60),
      urgency: 'high',
    },
    body,
  });
  return response.status;
}

/**
 * Sends the message to every console's phone, in the language its console was read in when it subscribed; `db` is
 * the request's, still good after its answer has gone.
 */
export async function notifyConsole(db: Db, env: Env, messages: NewOrderPushes): Promise<void> {
  const keys = vapidKeys(env);
  if (!keys) return;
  const results = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      lang: pushSubscriptions.lang,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(inArray(users.role, ['owner', 'staff']));
  await Promise.all(
    results.map(async (subscription) => {
      // Kept before only the push services' addresses were: never connected to, and dropped.
      if (!isPushService(subscription.endpoint)) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
        return;
      }
      const message = messages[subscription.lang];
      const status = await sendOne(subscription, message, keys).catch((error: unknown) => {
        console.error('push failed', subscription.endpoint, error);
        return 0;
      });
      if (status === 404 || status === 410)
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    }),
  );
}
