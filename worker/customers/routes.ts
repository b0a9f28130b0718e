/** GET /api/admin/customers?q=&cursor= (admin): the shoppers who have ordered, searchable, 50 a page (list.ts). */
import { Hono } from 'hono';
import { CUSTOMERS } from '../../schema/api';
import { customerListQuery } from '../../schema/payloads/customers';
import { requireAdmin } from '../auth/session';
import type { AppEnv } from '../env';
import { pageRequest } from '../http/paging';
import { reply } from '../http/reply';
import { validate } from '../http/validate';
import { customerPage } from './list';

export const customerRoutes = new Hono<AppEnv>();

customerRoutes.get(CUSTOMERS.list.route, requireAdmin, validate('query', customerListQuery), async (c) => {
  const { cursor, limit } = pageRequest(c);
  const { customers, nextCursor } = await customerPage(c.var.db, c.req.valid('query').q, cursor, limit);
  return reply(c, CUSTOMERS.list, { success: true, customers, nextCursor });
});
