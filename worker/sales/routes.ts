/**
 * /api/admin/sales: the owner's named sales (list, create, read, change, delete). Thin: validate, call the rules
 * beside, answer. The role is re-read from D1 on every call.
 * A sale of as many perfumes as it may hold is larger than the API's 16 KB of JSON: this router is mounted before
 * that guard (app.ts) and holds its bodies to a limit of their own, still JSON only, read once the owner is known.
 */
import { Hono } from 'hono';
import { ADMIN_SALES } from '#schema/api';
import {
  changeSalePayload,
  createSalePayload,
  deleteSalePayload,
  MAX_SALE_BYTES,
  MAX_SALE_ITEMS,
} from '#schema/payloads/sales';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { limitBodyTo } from '../http/body-limit';
import { requireJson } from '../http/guards';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { changeSale, createSale, deleteSale, listSales, saleById } from './sales';

export const saleRoutes = new Hono<AppEnv>();
saleRoutes.use(
  requireOwner,
  limitBodyTo(
    MAX_SALE_BYTES,
    () =>
      new ApiError(413, `The sale is too large: at most ${MAX_SALE_ITEMS} perfumes, please.`, {
        code: 'sale_too_large',
      }),
  ),
  requireJson,
);

handle(saleRoutes, ADMIN_SALES.list, async (c) => ({ success: true, sales: await listSales(c.var.db) }));

handle(saleRoutes, ADMIN_SALES.create, validate('json', createSalePayload), async (c) => {
  const id = await createSale(c.var.db, c.var.user, c.req.valid('json'));
  return { success: true, sale: await saleById(c.var.db, id) };
});

handle(saleRoutes, ADMIN_SALES.read, async (c) => ({
  success: true,
  sale: await saleById(c.var.db, c.req.param('id')),
}));

handle(saleRoutes, ADMIN_SALES.change, validate('json', changeSalePayload), async (c) => {
  const sale = await changeSale(c.var.db, c.var.user, c.req.param('id'), c.req.valid('json'));
  return { success: true, sale };
});

handle(saleRoutes, ADMIN_SALES.remove, validate('json', deleteSalePayload), async (c) => {
  await deleteSale(c.var.db, c.var.user, c.req.param('id'), c.req.valid('json').version);
  return { success: true };
});
