/**
 * Perfume orders, one router for /api/orders:
 * - GET /              a page of orders, newest first: a shopper's own, or every order for the admin (own with mine=1)
 * - GET /export.csv    the admin's filtered orders as CSV, one row per order line
 * - POST /             a shopper places their cart (Idempotency-Key makes a retry answer the first order)
 * - GET /:id           one order, the shopper's own or any for the admin
 * - PATCH /:id/status  the admin moves an order along
 * /export.csv is registered before /:id, so it is never taken for an order id.
 */
import { Hono } from 'hono';
import { placeOrderSchema } from '../../schema/payloads/checkout';
import type { OrderAnswer, OrdersAnswer } from '../../schema/payloads/order';
import { orderListQuery, orderStatusChange } from '../../schema/payloads/order-lists';
import { requireAdmin, requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { DEFAULT_PAGE_SIZE } from '../http/paging';
import { validate } from '../http/validate';
import { readIdempotencyKey } from '../idempotency/key';
import { PAKISTAN_OFFSET_MS } from '../lists/filters';
import { exportOrdersCsv } from './export';
import { orderPage } from './list-query';
import { placeOrder } from './place';
import { readOrder, readOrderFor, withDetails } from './read';
import { changeOrderStatus } from './status';

export const orderRoutes = new Hono<AppEnv>();
orderRoutes.use(requireUser);

orderRoutes.get('/', validate('query', orderListQuery), async (c) => {
  const { user } = c.var;
  const query = c.req.valid('query');
  const everyone = user.isAdmin && query.mine === undefined;
  const page = await orderPage(c.var.db, query, everyone ? null : user.id, DEFAULT_PAGE_SIZE);
  const orders = await withDetails(c.var.db, page.rows);
  return c.json<OrdersAnswer>({ success: true, orders, nextCursor: page.nextCursor });
});

orderRoutes.get('/export.csv', requireAdmin, validate('query', orderListQuery), async (c) => {
  const csv = await exportOrdersCsv(c.var.db, c.req.valid('query'));
  const day = new Date(Date.now() + PAKISTAN_OFFSET_MS).toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="orders-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
});

orderRoutes.post('/', validate('json', placeOrderSchema), async (c) => {
  const request = { userId: c.var.user.id, payload: c.req.valid('json'), key: readIdempotencyKey(c) };
  const { order, created } = await placeOrder(c.var.db, request);
  return c.json<OrderAnswer>({ success: true, order }, created ? 201 : 200);
});

orderRoutes.get('/:id', async (c) =>
  c.json<OrderAnswer>({ success: true, order: await readOrderFor(c.var.db, c.req.param('id'), c.var.user) }),
);

orderRoutes.patch('/:id/status', requireAdmin, validate('json', orderStatusChange), async (c) => {
  const id = c.req.param('id');
  await changeOrderStatus(c.var.db, id, c.req.valid('json').status);
  const order = await readOrder(c.var.db, id);
  if (!order) throw new ApiError(404, 'Order not found.');
  return c.json<OrderAnswer>({ success: true, order });
});
