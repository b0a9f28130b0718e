/**
 * /api/admin/push (owner or staff): the shop's VAPID public key for the browser to subscribe with, and a
 * browser's subscription kept or dropped. A subscription belongs to whoever sent it last.
 */
import { Hono } from 'hono';
import { PUSH } from '#schema/api';
import { pushEndpointPayload, pushSubscriptionPayload } from '#schema/payloads/push';
import { requireStaff } from '../auth/session';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { vapidKeys } from './send';
import { dropSubscription, keepSubscription } from './subscriptions';

export const pushRoutes = new Hono<AppEnv>();
pushRoutes.use(requireStaff);

handle(pushRoutes, PUSH.key, (c) => ({ success: true, publicKey: vapidKeys(c.env)?.publicKey ?? null }));

handle(pushRoutes, PUSH.subscribe, validate('json', pushSubscriptionPayload), async (c) => {
  await keepSubscription(c.var.db, c.var.user.id, c.req.valid('json'));
  return { success: true };
});

handle(pushRoutes, PUSH.unsubscribe, validate('json', pushEndpointPayload), async (c) => {
  await dropSubscription(c.var.db, c.var.user.id, c.req.valid('json').endpoint);
  return { success: true };
});
