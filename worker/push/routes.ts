/**
 * /api/admin/push (owner or staff): the shop's VAPID public key for the browser to subscribe with, and a
 * browser's subscription kept or dropped. A subscription belongs to whoever sent it last.
 */
import { Hono } from 'hono';
import { PUSH } from '../../schema/api';
import { pushEndpointPayload, pushSubscriptionPayload } from '../../schema/payloads/push';
import { requireStaff } from '../auth/session';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { vapidKeys } from './send';

export const pushRoutes = new Hono<AppEnv>();
pushRoutes.use(requireStaff);

handle(pushRoutes, PUSH.key, (c) => ({ success: true, publicKey: vapidKeys(c.env)?.publicKey ?? null }));

handle(pushRoutes, PUSH.subscribe, validate('json', pushSubscriptionPayload), async (c) => {
  const { endpoint, keys } = c.req.valid('json');
  await c.env.DB.prepare(
    `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
  )
    .bind(endpoint, c.var.user.id, keys.p256dh, keys.auth, Date.now())
    .run();
  return { success: true };
});

handle(pushRoutes, PUSH.unsubscribe, validate('json', pushEndpointPayload), async (c) => {
  await c.env.DB.prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?')
    .bind(c.req.valid('json').endpoint, c.var.user.id)
    .run();
  return { success: true };
});
