/**
 * The shopper's own account: change the password (other sessions end; this one gets a new token), and the
 * delivery details kept for the next checkout.
 */
import { Hono } from 'hono';
import { ACCOUNT } from '#schema/api';
import { changePasswordPayload, savedDeliverySchema } from '#schema/payloads/account';
import { hashingRoom } from '../auth/hashing';
import { requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { forgetDelivery, saveDelivery, savedDelivery } from './delivery';
import { changePassword } from './password';

export const accountRoutes = new Hono<AppEnv>();

accountRoutes.use(requireUser);

handle(accountRoutes, ACCOUNT.changePassword, validate('json', changePasswordPayload), hashingRoom, async (c) => {
  const token = await changePassword(c.var.db, c.var.user.id, c.req.valid('json'), c.env.JWT_SECRET);
  return { success: true, token };
});

handle(accountRoutes, ACCOUNT.delivery, async (c) => ({
  success: true,
  details: await savedDelivery(c.var.db, c.var.user.id),
}));

handle(accountRoutes, ACCOUNT.saveDelivery, validate('json', savedDeliverySchema), async (c) => {
  const details = c.req.valid('json');
  await saveDelivery(c.var.db, c.var.user.id, details);
  return { success: true, details };
});

handle(accountRoutes, ACCOUNT.forgetDelivery, async (c) => {
  await forgetDelivery(c.var.db, c.var.user.id);
  return { success: true, details: null };
});
