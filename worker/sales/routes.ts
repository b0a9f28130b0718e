/**
 * /api/admin/sales: the owner's named sales (list, create, read, change, delete). Thin: validate, call the rules
 * beside, answer. The role is re-read from D1 on every call.
 */
import { Hono } from 'hono';
import { ADMIN_SALES } from '../../schema/api';
import { changeSalePayload, createSalePayload } from '../../schema/payloads/sales';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { reply } from '../http/reply';
import { validate } from '../http/validate';
import { changeSale, createSale, deleteSale, listSales, saleById } from './sales';

export const saleRoutes = new Hono<AppEnv>();
saleRoutes.use(requireOwner);

saleRoutes.get(ADMIN_SALES.list.route, async (c) =>
  reply(c, ADMIN_SALES.list, { success: true, sales: await listSales(c.env.DB) }),
);

saleRoutes.post(ADMIN_SALES.create.route, validate('json', createSalePayload), async (c) => {
  const id = await createSale(c.env.DB, c.var.user, c.req.valid('json'));
  return reply(c, ADMIN_SALES.create, { success: true, sale: await saleById(c.env.DB, id) }, 201);
});

saleRoutes.get(ADMIN_SALES.read.route, async (c) =>
  reply(c, ADMIN_SALES.read, { success: true, sale: await saleById(c.env.DB, c.req.param('id')) }),
);

saleRoutes.patch(ADMIN_SALES.change.route, validate('json', changeSalePayload), async (c) => {
  const sale = await changeSale(c.env.DB, c.var.user, c.req.param('id'), c.req.valid('json'));
  return reply(c, ADMIN_SALES.change, { success: true, sale });
});

saleRoutes.delete(ADMIN_SALES.remove.route, async (c) => {
  await deleteSale(c.env.DB, c.var.user, c.req.param('id'));
  return reply(c, ADMIN_SALES.remove, { success: true });
});
