import { Hono } from 'hono';
import { OILS_ORDERS } from '#schema/api';
import { confirmationChange, oilsOrderStatusChange } from '#schema/payloads/order-changes';
import { oilsOrderListQuery } from '#schema/payloads/order-lists';
import { placeOilsOrderPayload } from '#schema/payloads/oils';
import { opensConsole } from '#schema/roles';
import { requireStaff, requireUser, shopActor } from '../../auth/session';
import type { AppEnv } from '../../env';
import { DEFAULT_PAGE_SIZE } from '../../http/paging';
import { answered, handle } from '../../http/handle';
import { validate } from '../../http/validate';
import { readIdempotencyKey } from '../../idempotency/key';
import { answerTwinsAlike } from '../../idempotency/twin-requests';
import { ApiError } from '../../http/errors';
import { changeConfirmation, changeStatus, ORDER_NOT_FOUND } from '../../orders/lifecycle';
import { oilsOrderPage, readOilsOrder } from './read';
import { placeOilsOrder } from './place';
import { OILS_ORDERS_KIND } from '../../orders/status';
import { oilsOrderPush } from '../../push/new-order';
import { notifyConsole } from '../../push/send';

/**
 * Perfume-oil orders: a shopper places and lists their own; the admin lists every order, filtered by
 * the filter text (an OIL- number, a phone, a tracking number, a name), status, confirmation, courier, city, cash,
 * dates, username and email, a page at a time (`{ success, orders, nextCursor }`), moves an
 * order along its statuses and records the customer's confirmation, as for perfume orders.
 */
export const oilsOrderRoutes = new Hono<AppEnv>();

// Before the sign-in: a double tap's second request answers as its first, signed in by it.
oilsOrderRoutes.on(OILS_ORDERS.place.method, OILS_ORDERS.place.route, answerTwinsAlike());
oilsOrderRoutes.use(requireUser);

handle(oilsOrderRoutes, OILS_ORDERS.list, validate('query', oilsOrderListQuery), async (c) => {
  const { user } = c.var;
  const { mine, ...query } = c.req.valid('query');
  const everyone = opensConsole(user.role) && !mine;
  const filter = { ...query, userId: everyone ? undefined : user.id, timeline: everyone };
  const { orders, nextCursor } = await oilsOrderPage(c.var.db, filter, DEFAULT_PAGE_SIZE);
  return { success: true, orders, nextCursor };
});

handle(oilsOrderRoutes, OILS_ORDERS.place, validate('json', placeOilsOrderPayload), async (c) => {
  const request = { userId: c.var.user.id, payload: c.req.valid('json'), key: readIdempotencyKey(c) };
  const { order, created } = await placeOilsOrder(c.var.db, request);
  if (created) c.executionCtx.waitUntil(notifyConsole(c.var.db, c.env, oilsOrderPush(order)));
  return answered({ success: true, order }, created ? 201 : 200);
});

async function changed(db: Parameters<typeof readOilsOrder>[0], id: string) {
  const order = await readOilsOrder(db, id, true);
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND, { code: 'not_found' });
  return order;
}

handle(oilsOrderRoutes, OILS_ORDERS.changeStatus, requireStaff, validate('json', oilsOrderStatusChange), async (c) => {
  const id = c.req.param('id');
  const { status: to, courier, trackingNumber, returnReason } = c.req.valid('json');
  const shipped = to === 'shipped' ? { courier: courier!, trackingNumber: trackingNumber! } : undefined;
  // Oils are mixed to order: a returned one has nothing to put back in stock.
  const back = returnReason ? { reason: returnReason, restock: false } : undefined;
  await changeStatus(c.var.db, OILS_ORDERS_KIND, id, { to, shipped, back, by: shopActor(c.var.user) });
  return { success: true, order: await changed(c.var.db, id) };
});

handle(
  oilsOrderRoutes,
  OILS_ORDERS.changeConfirmation,
  requireStaff,
  validate('json', confirmationChange),
  async (c) => {
    const id = c.req.param('id');
    const { confirmation } = c.req.valid('json');
    await changeConfirmation(c.var.db, OILS_ORDERS_KIND, id, { confirmation, by: shopActor(c.var.user) });
    return { success: true, order: await changed(c.var.db, id) };
  },
);
