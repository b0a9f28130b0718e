/**
 * The couriers' payouts (admin): POST /api/admin/remittances records one (record.ts), GET lists them newest first
 * with what each courier still owes (list.ts).
 */
import { Hono } from 'hono';
import { REMITTANCES } from '#schema/api';
import { recordRemittancePayload } from '#schema/payloads/remittances';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { DEFAULT_PAGE_SIZE } from '../http/paging';
import { handle } from '../http/handle';
import { validate } from '../http/validate';
import { owedByCourier, remittancePage } from './list';
import { recordRemittance } from './record';

export const remittanceRoutes = new Hono<AppEnv>();
remittanceRoutes.use(requireOwner);

handle(remittanceRoutes, REMITTANCES.record, validate('json', recordRemittancePayload), async (c) => {
  const remittance = await recordRemittance(c.var.db, c.req.valid('json'), c.var.user);
  return { success: true, remittance };
});

handle(remittanceRoutes, REMITTANCES.list, async (c) => {
  const [page, owed] = await Promise.all([
    remittancePage(c.var.db, c.req.query('cursor'), DEFAULT_PAGE_SIZE),
    owedByCourier(c.var.db),
  ]);
  return { success: true, ...page, owed };
});
