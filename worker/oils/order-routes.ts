import { Hono } from 'hono';
import { oilsOrderListQuery } from '../../schema/payloads/order-lists';
import { placeOilsOrderPayload, type OilsOrderAnswer, type OilsOrdersAnswer } from '../../schema/payloads/oils';
import { requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { DEFAULT_PAGE_SIZE } from '../http/paging';
import { validate } from '../http/validate';
import { readIdempotencyKey } from '../idempotency/key';
import { oilsOrderPage } from './order-list';
import { placeOilsOrder } from './place-order';

/**
 * Perfume-oil orders: a shopper places and lists their own; the admin lists every order, filtered by
 * username, email and dates, a page at a time (`{ success, orders, nextCursor }`).
 */
export const oilsOrderRoutes = new Hono<AppEnv>();

oilsOrderRoutes.use(requireUser);

oilsOrderRoutes.get('/', validate('query', oilsOrderListQuery), async (c) => {
  const { user } = c.var;
  const { mine, ...query } = c.req.valid('query');
  const filter = { ...query, userId: user.isAdmin && !mine ? undefined : user.id };
  const { orders, nextCursor } = await oilsOrderPage(c.var.db, filter, DEFAULT_PAGE_SIZE);
  return c.json<OilsOrdersAnswer>({ success: true, orders, nextCursor });
});

oilsOrderRoutes.post('/', validate('json', placeOilsOrderPayload), async (c) => {
  const request = { userId: c.var.user.id, payload: c.req.valid('json'), key: readIdempotencyKey(c) };
  const { order, created } = await placeOilsOrder(c.var.db, request);
  return c.json<OilsOrderAnswer>({ success: true, order }, created ? 201 : 200);
});
