/**
 * The couriers' payouts (admin): POST /api/admin/remittances records one (record.ts), GET lists them newest first
 * with what each courier still owes (list.ts).
 */
import { Hono } from 'hono';
import { REMITTANCES } from '../../schema/api';
import { recordRemittancePayload } from '../../schema/payloads/remittances';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { DEFAULT_PAGE_SIZE } from '../http/paging';
import { reply } from '../http/reply';
import { validate } from '../http/validate';
import { owedByCourier, remittancePage } from './list';
import { recordRemittance } from './record';

export const remittanceRoutes = new Hono<AppEnv>();
remittanceRoutes.use(requireOwner);

remittanceRoutes.post(REMITTANCES.record.route, validate('json', recordRemittancePayload), async (c) => {
  const remittance = await recordRemittance(c.var.db.$client, c.req.valid('json'), c.var.user);
  return reply(c, REMITTANCES.record, { success: true, remittance }, 201);
});

remittanceRoutes.get(REMITTANCES.list.route, async (c) => {
  const d1 = c.var.db.$client;
  const [page, owed] = await Promise.all([
    remittancePage(d1, c.req.query('cursor'), DEFAULT_PAGE_SIZE),
    owedByCourier(d1),
  ]);
  return reply(c, REMITTANCES.list, { success: true, ...page, owed });
});
