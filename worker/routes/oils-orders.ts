import { Hono } from 'hono';
import { placeOilsOrderPayload } from '../../schema/payloads/oils';
import { requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { hashRequest, readIdempotencyKey } from '../http/idempotency';
import { validate } from '../http/validate';
import { listOilsOrders } from '../oils/orders';
import { placeOilsOrder } from '../oils/place-order';

/** Oils orders (SPEC §7): a shopper places and lists their own; the admin lists every order. */
export const oilsOrderRoutes = new Hono<AppEnv>();

oilsOrderRoutes.use(requireUser);

oilsOrderRoutes.get('/', async (c) => {
  const { user } = c.var;
  const orders = await listOilsOrders(c.var.db, user.isAdmin ? {} : { userId: user.id });
  return c.json({ success: true, orders });
});

oilsOrderRoutes.post('/', validate('json', placeOilsOrderPayload), async (c) => {
  const payload = c.req.valid('json');
  const { order, created } = await placeOilsOrder(c.var.db, c.env.DB, {
    userId: c.var.user.id,
    payload,
    idempotencyKey: readIdempotencyKey(c),
    requestHash: await hashRequest(payload),
  });
  return c.json({ success: true, order }, created ? 201 : 200);
});
