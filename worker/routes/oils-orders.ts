import { Hono } from 'hono';
import { oilsOrderListQuery } from '../../schema/payloads/order-lists';
import { placeOilsOrderPayload } from '../../schema/payloads/oils';
import { requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { DEFAULT_PAGE_SIZE } from '../http/paging';
import { hashRequest, readIdempotencyKey } from '../http/idempotency';
import { validate } from '../http/validate';
import { oilsOrderPage } from '../oils/orders';
import { placeOilsOrder } from '../oils/place-order';

/**
 * Oils orders (SPEC §7): a shopper places and lists their own; the admin lists every order, filtered by
 * username, email and dates, a page at a time (`{ success, orders, nextCursor }`).
 */
export const oilsOrderRoutes = new Hono<AppEnv>();

oilsOrderRoutes.use(requireUser);

oilsOrderRoutes.get('/', validate('query', oilsOrderListQuery), async (c) => {
  const { user } = c.var;
  const { mine, ...query } = c.req.valid('query');
  const filter = { ...query, userId: user.isAdmin && !mine ? undefined : user.id };
  const { orders, nextCursor } = await oilsOrderPage(c.var.db, filter, DEFAULT_PAGE_SIZE);
  return c.json({ success: true, orders, nextCursor });
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
