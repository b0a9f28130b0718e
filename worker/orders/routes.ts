/**
 * Perfume orders, one router for /api/orders:
 * - GET /              a page of orders, newest first: a shopper's own, or every order for the admin (own with mine=1)
 * - GET /export.csv    the admin's filtered orders as CSV, one row per order line
 * - POST /             a shopper places their cart (Idempotency-Key makes a retry answer the first order)
 * - GET /:id           one order, the shopper's own or any for the admin
 * - PATCH /:id/status  the admin moves an order along (a shipped one with its courier and tracking number, a
 *                      returned one with its reason and whether its bottles go back in stock)
 * - PATCH /:id/confirmation  the admin records the customer's answer to the cash-on-delivery confirmation
 * - POST /bulk-status  the admin moves many orders to one status; those the change does not allow are skipped
 * - POST /:id/cancel   the shopper cancels their own pending order
 * - PATCH /:id         the admin changes an order's delivery details or lines before it ships
 * - POST /:id/notes    the admin writes an internal note on the order
 * - POST /:id/messages the admin records a WhatsApp message sent (confirmation, tracking, thanks)
 * Every answer to the admin carries the order's timeline and its phone's risk.
 * /export.csv is registered before /:id, so it is never taken for an order id.
 */
import { Hono, type Context } from 'hono';
import { ORDERS } from '#schema/api';
import { placeOrderSchema } from '#schema/payloads/checkout';
import { bulkStatusChange, confirmationChange, orderStatusChange } from '#schema/payloads/order-changes';
import { orderEditPayload, orderMessagePayload, orderNotePayload } from '#schema/payloads/order-edits';
import { orderListQuery } from '#schema/payloads/order-lists';
import { opensConsole } from '#schema/roles';
import { requireStaff, requireUser, shopActor } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { DEFAULT_PAGE_SIZE } from '../http/paging';
import { answered, handle } from '../http/handle';
import { validate } from '../http/validate';
import { readIdempotencyKey } from '../idempotency/key';
import { answerTwinsAlike } from '../idempotency/twin-requests';
import { csvDownload } from '../http/csv';
import { exportOrdersCsv } from './export';
import { orderPage } from './list-query';
import { placeOrder } from './place';
import { readOrder, readOrderFor, withDetails } from './read';
import { bulkChangeStatus, changeConfirmation, changeStatus, ORDER_NOT_FOUND } from './lifecycle';
import { PERFUME_ORDERS } from './status';
import { perfumeOrderPush } from '../push/new-order';
import { notifyConsole } from '../push/send';
import { editOrder } from './edit';
import { addNote, recordMessage } from './events';
import { cancelOwnOrder } from './cancel';
import { readOilsOrder } from '../oils/orders/read';

export const orderRoutes = new Hono<AppEnv>();
// Before the sign-in: a double tap's second request answers as its first, signed in by it.
orderRoutes.on(ORDERS.place.method, ORDERS.place.route, answerTwinsAlike());
orderRoutes.use(requireUser);

handle(orderRoutes, ORDERS.list, validate('query', orderListQuery), async (c) => {
  const { user } = c.var;
  const query = c.req.valid('query');
  const everyone = opensConsole(user.role) && query.mine === undefined;
  const page = await orderPage(c.var.db, query, everyone ? null : user.id, DEFAULT_PAGE_SIZE);
  const orders = await withDetails(c.var.db, page.rows, { timeline: everyone, risk: everyone });
  return { success: true, orders, nextCursor: page.nextCursor };
});

handle(orderRoutes, ORDERS.exportCsv, requireStaff, validate('query', orderListQuery), async (c) =>
  csvDownload(await exportOrdersCsv(c.var.db, c.req.valid('query')), 'orders'),
);

handle(orderRoutes, ORDERS.place, validate('json', placeOrderSchema), async (c) => {
  const request = { userId: c.var.user.id, payload: c.req.valid('json'), key: readIdempotencyKey(c) };
  const { order, created } = await placeOrder(c.var.db, request);
  if (created) c.executionCtx.waitUntil(notifyConsole(c.var.db, c.env, perfumeOrderPush(order)));
  return answered({ success: true, order }, created ? 201 : 200);
});

handle(orderRoutes, ORDERS.read, async (c) => ({
  success: true,
  order: await readOrderFor(c.var.db, c.req.param('id'), c.var.user),
}));

/** The order as it now is, after a change. */
async function changed(c: Context<AppEnv>, id: string) {
  const order = await readOrder(c.var.db, id, { timeline: true, risk: true });
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND, { code: 'not_found' });
  return order;
}

handle(orderRoutes, ORDERS.changeStatus, requireStaff, validate('json', orderStatusChange), async (c) => {
  const id = c.req.param('id');
  const { status: to, courier, trackingNumber, returnReason, restock } = c.req.valid('json');
  const shipped = to === 'shipped' ? { courier: courier!, trackingNumber: trackingNumber! } : undefined;
  const back = returnReason ? { reason: returnReason, restock: restock! } : undefined;
  await changeStatus(c.var.db, PERFUME_ORDERS, id, { to, shipped, back, by: shopActor(c.var.user) });
  return { success: true, order: await changed(c, id) };
});

handle(orderRoutes, ORDERS.changeConfirmation, requireStaff, validate('json', confirmationChange), async (c) => {
  const id = c.req.param('id');
  const { confirmation } = c.req.valid('json');
  await changeConfirmation(c.var.db, PERFUME_ORDERS, id, { confirmation, by: shopActor(c.var.user) });
  return { success: true, order: await changed(c, id) };
});

/** The shopper cancels their own order of either kind from My orders while the shop has not started on it. */
handle(orderRoutes, ORDERS.cancel, async (c) => {
  const id = c.req.param('id');
  const kind = await cancelOwnOrder(c.var.db, id, c.var.user.id);
  const order = kind === 'oils' ? await readOilsOrder(c.var.db, id) : await readOrderFor(c.var.db, id, c.var.user);
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND, { code: 'not_found' });
  return { success: true, order };
});

handle(orderRoutes, ORDERS.change, requireStaff, validate('json', orderEditPayload), async (c) => {
  const id = c.req.param('id');
  await editOrder(c.var.db, id, c.req.valid('json'), shopActor(c.var.user));
  return { success: true, order: await changed(c, id) };
});

handle(orderRoutes, ORDERS.addNote, requireStaff, validate('json', orderNotePayload), async (c) => {
  const id = c.req.param('id');
  await addNote(c.var.db, id, c.req.valid('json').text, shopActor(c.var.user));
  return { success: true, order: await changed(c, id) };
});

handle(orderRoutes, ORDERS.recordMessage, requireStaff, validate('json', orderMessagePayload), async (c) => {
  const id = c.req.param('id');
  await recordMessage(c.var.db, id, c.req.valid('json').message, shopActor(c.var.user));
  return { success: true, order: await changed(c, id) };
});

handle(orderRoutes, ORDERS.bulkStatus, requireStaff, validate('json', bulkStatusChange), async (c) => {
  const { ids, status: to, returnReason, restock } = c.req.valid('json');
  const back = returnReason ? { reason: returnReason, restock: restock! } : undefined;
  const change = { to, back, by: shopActor(c.var.user) };
  const { changed, skipped } = await bulkChangeStatus(c.var.db, PERFUME_ORDERS, ids, change);
  return { success: true, changed, skipped };
});
