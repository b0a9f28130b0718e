/**
 * /api/admin/push (owner or staff): the shop's VAPID public key for the browser to subscribe with, and a
 * browser's subscription kept or dropped. A subscription belongs to whoever sent it last.
 */
import { Hono } from 'hono';
import { PUSH } from '../../schema/api';
import { pushEndpointPayload, pushSubscriptionPayload } from '../../schema/payloads/push';
import { requireStaff } from '../auth/session';
import type { AppEnv } from '../env';
import { reply } from '../http/reply';
import { validate } from '../http/validate';
import { vapidKeys } from './send';

export const pushRoutes = new Hono<AppEnv>();
pushRoutes.use(requireStaff);

pushRoutes.get(PUSH.key.route, (c) =>
  reply(c, PUSH.key, { success: true, publicKey: vapidKeys(c.env)?.publicKey ?? null }),
);

pushRoutes.post(PUSH.subscribe.route, validate('json', pushSubscriptionPayload), async (c) => {
  const { endpoint, keys } = c.req.valid('json');
  await c.env.DB.prepare(
    `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
  )
    .bind(endpoint, c.var.user.id, keys.p256dh, keys.auth, Date.now())
    .run();
  return reply(c, PUSH.subscribe, { success: true }, 201);
});

pushRoutes.delete(PUSH.unsubscribe.route, validate('json', pushEndpointPayload), async (c) => {
  await c.env.DB.prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?')
    .bind(c.req.valid('json').endpoint, c.var.user.id)
    .run();
  return reply(c, PUSH.unsubscribe, { success: true });
});
