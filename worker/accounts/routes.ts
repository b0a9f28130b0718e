/**
 * The shopper's own account: change the password (other sessions end; this one gets a new token), and the
 * delivery details kept for the next checkout.
 */
import { Hono } from 'hono';
import { ACCOUNT } from '../../schema/api';
import { changePasswordPayload, savedDeliverySchema } from '../../schema/payloads/account';
import { hashingRoom } from '../auth/hashing';
import { requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { reply } from '../http/reply';
import { validate } from '../http/validate';
import { forgetDelivery, saveDelivery, savedDelivery } from './delivery';
import { changePassword } from './password';

export const accountRoutes = new Hono<AppEnv>();

accountRoutes.use(requireUser);

accountRoutes.post(ACCOUNT.changePassword.route, validate('json', changePasswordPayload), hashingRoom, async (c) => {
  const token = await changePassword(c.var.db, c.var.user.id, c.req.valid('json'), c.env.JWT_SECRET);
  return reply(c, ACCOUNT.changePassword, { success: true, token });
});

accountRoutes.get(ACCOUNT.delivery.route, async (c) =>
  reply(c, ACCOUNT.delivery, { success: true, details: await savedDelivery(c.var.db, c.var.user.id) }),
);

accountRoutes.put(ACCOUNT.saveDelivery.route, validate('json', savedDeliverySchema), async (c) => {
  const details = c.req.valid('json');
  await saveDelivery(c.var.db, c.var.user.id, details);
  return reply(c, ACCOUNT.saveDelivery, { success: true, details });
});

accountRoutes.delete(ACCOUNT.forgetDelivery.route, async (c) => {
  await forgetDelivery(c.var.db, c.var.user.id);
  return reply(c, ACCOUNT.forgetDelivery, { success: true, details: null });
});
