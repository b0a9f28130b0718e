/**
 * Placing and reading perfume orders. Listing and status changes are the admin feature's (worker/routes/admin-orders
 * or similar); they share worker/orders/.
 */
import { Hono } from 'hono';
import { placeOrderSchema } from '../../schema/payloads/checkout';
import { requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { readIdempotencyKey } from '../http/idempotency';
import { validate } from '../http/validate';
import { placeOrder } from '../orders/place';
import { readOrderFor } from '../orders/read';

export const orderRoutes = new Hono<AppEnv>();
orderRoutes.use(requireUser);

orderRoutes.post('/', validate('json', placeOrderSchema), async (c) => {
  const key = readIdempotencyKey(c);
  const { order, created } = await placeOrder(c.var.db, c.var.user.id, c.req.valid('json'), key);
  return c.json({ success: true, order }, created ? 201 : 200);
});

orderRoutes.get('/:id', async (c) => c.json({ success: true, order: await readOrderFor(c.var.db, c.req.param('id'), c.var.user) }));
