/**
 * Lists of perfume orders and the admin's changes to them. Mounted on /api/orders before the order routes of
 * checkout (worker/routes/orders.ts), so `/export.csv` is answered here and not taken for an order id.
 * - GET /            a page of orders, newest first: a shopper's own, or every order for the admin (own with mine=1)
 * - GET /export.csv  the admin's filtered orders as CSV, one row per order line
 * - PATCH /:id/status  the admin moves an order along (PRODUCT §3)
 */
import { Hono } from 'hono';
import { orderListQuery, orderStatusChange } from '../../schema/payloads/order-lists';
import { requireAdmin, requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { DEFAULT_PAGE_SIZE } from '../http/paging';
import { validate } from '../http/validate';
import { exportOrdersCsv } from '../order-lists/export';
import { PAKISTAN_OFFSET_MS } from '../order-lists/filters';
import { orderPage } from '../order-lists/query';
import { changeOrderStatus } from '../order-lists/status';
import { readOrder, withDetails } from '../orders/read';

export const orderListRoutes = new Hono<AppEnv>();

orderListRoutes.get('/', requireUser, validate('query', orderListQuery), async (c) => {
  const { user } = c.var;
  const query = c.req.valid('query');
  const everyone = user.isAdmin && query.mine === undefined;
  const page = await orderPage(c.var.db, query, everyone ? null : user.id, DEFAULT_PAGE_SIZE);
  return c.json({ success: true, orders: await withDetails(c.var.db, page.rows), nextCursor: page.nextCursor });
});

orderListRoutes.get('/export.csv', requireAdmin, validate('query', orderListQuery), async (c) => {
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

orderListRoutes.patch('/:id/status', requireAdmin, validate('json', orderStatusChange), async (c) => {
  const id = c.req.param('id');
  await changeOrderStatus(c.var.db, id, c.req.valid('json').status);
  return c.json({ success: true, order: await readOrder(c.var.db, id) });
});
