/**
 * The oils themselves: GET /api/oils, the ones on offer, for anyone; /api/admin/oils, the owner's list and edits (admin
 * only, the role re-read from D1). Hidden oils leave GET /api/oils. Their cart and orders have rooms of their own.
 */
import { Hono } from 'hono';
import { ADMIN_OILS, OILS } from '#schema/api';
import { changeOilPayload, createOilPayload } from '#schema/payloads/admin-oils';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { changeOil, createOil, listOils, oilById } from './admin';
import { oilsOnOffer } from './cart/lines';

export const oilRoutes = new Hono<AppEnv>();

handle(oilRoutes, OILS.list, (c) => oilsOnOffer(c.var.db));

export const oilAdminRoutes = new Hono<AppEnv>();
oilAdminRoutes.use(requireOwner);

handle(oilAdminRoutes, ADMIN_OILS.list, async (c) => ({ success: true, oils: await listOils(c.var.db) }));

handle(oilAdminRoutes, ADMIN_OILS.create, validate('json', createOilPayload), async (c) => {
  const id = await createOil(c.var.db, c.var.user, c.req.valid('json'));
  return { success: true, oil: await oilById(c.var.db, id) };
});

handle(oilAdminRoutes, ADMIN_OILS.change, validate('json', changeOilPayload), async (c) => {
  const oil = await changeOil(c.var.db, c.var.user, c.req.param('id'), c.req.valid('json'));
  return { success: true, oil };
});
