/**
 * The shopper's own account: change the password (other sessions end; this one gets a new token), and the
 * delivery details kept for the next checkout.
 */
import { Hono } from 'hono';
import { changePasswordPayload, savedDeliverySchema, type SavedDeliveryAnswer } from '../../schema/payloads/account';
import type { TokenAnswer } from '../../schema/payloads/auth';
import { requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { validate } from '../http/validate';
import { forgetDelivery, saveDelivery, savedDelivery } from './delivery';
import { changePassword } from './password';

export const accountRoutes = new Hono<AppEnv>();

accountRoutes.use(requireUser);

accountRoutes.post('/password', validate('json', changePasswordPayload), async (c) => {
  const token = await changePassword(c.var.db, c.var.user.id, c.req.valid('json'), c.env.JWT_SECRET);
  return c.json<TokenAnswer>({ success: true, token });
});

accountRoutes.get('/delivery', async (c) => c.json<SavedDeliveryAnswer>({ success: true, details: await savedDelivery(c.var.db, c.var.user.id) }));

accountRoutes.put('/delivery', validate('json', savedDeliverySchema), async (c) => {
  const details = c.req.valid('json');
  await saveDelivery(c.var.db, c.var.user.id, details);
  return c.json<SavedDeliveryAnswer>({ success: true, details });
});

accountRoutes.delete('/delivery', async (c) => {
  await forgetDelivery(c.var.db, c.var.user.id);
  return c.json<SavedDeliveryAnswer>({ success: true, details: null });
});
