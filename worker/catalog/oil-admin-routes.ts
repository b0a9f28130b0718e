/** /api/admin/oils: the owner's oils (admin only, the role re-read from D1). Hidden oils leave GET /api/oils. */
import { Hono } from 'hono';
import { ADMIN_OILS } from '../../schema/api';
import { changeOilPayload, createOilPayload } from '../../schema/payloads/admin-oils';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { reply } from '../http/reply';
import { validate } from '../http/validate';
import { changeOil, createOil, listOils, oilById } from './admin-oils';

export const oilAdminRoutes = new Hono<AppEnv>();
oilAdminRoutes.use(requireOwner);

oilAdminRoutes.get(ADMIN_OILS.list.route, async (c) =>
  reply(c, ADMIN_OILS.list, { success: true, oils: await listOils(c.env.DB) }),
);

oilAdminRoutes.post(ADMIN_OILS.create.route, validate('json', createOilPayload), async (c) => {
  const id = await createOil(c.env.DB, c.var.user, c.req.valid('json'));
  return reply(c, ADMIN_OILS.create, { success: true, oil: await oilById(c.env.DB, id) }, 201);
});

oilAdminRoutes.patch(ADMIN_OILS.change.route, validate('json', changeOilPayload), async (c) => {
  const oil = await changeOil(c.env.DB, c.var.user, c.req.param('id'), c.req.valid('json'));
  return reply(c, ADMIN_OILS.change, { success: true, oil });
});
