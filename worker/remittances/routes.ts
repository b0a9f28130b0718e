/**
 * The couriers' payouts (admin): POST /api/admin/remittances records one (record.ts), POST …/import records the
 * paid rows of a courier's payment sheet (import.ts), GET lists them newest first with what each courier still owes
 * (list.ts), DELETE …/{id} undoes one recorded by mistake (undo.ts).
 */
import { Hono } from 'hono';
import { REMITTANCES } from '#schema/api';
import { limitBodyTo } from '../http/body-limit';
import { every } from 'hono/combine';
import { importPaymentSheetPayload, MAX_SHEET_BYTES, recordRemittancePayload } from '#schema/payloads/remittances';
import { requireOwner } from '../auth/session';
import type { AppEnv } from '../env';
import { DEFAULT_PAGE_SIZE } from '../http/paging';
import { answered, handle } from '../http/handle';
import { ApiError } from '../http/errors';
import { requireJson } from '../http/guards';
import { importPaymentSheet } from './import';
import { validate } from '../http/validate';
import { owedByCourier, remittancePage } from './list';
import { recordRemittance } from './record';
import { undoRemittance } from './undo';

export const remittanceRoutes = new Hono<AppEnv>();
remittanceRoutes.use(requireOwner);

handle(remittanceRoutes, REMITTANCES.record, validate('json', recordRemittancePayload), async (c) => {
  const remittance = await recordRemittance(c.var.db, c.req.valid('json'), c.var.user);
  return { success: true, remittance };
});

/**
 * A payment sheet is larger than the API's 16 KB of JSON: this router is mounted before that guard (app.ts) and
 * holds its one route to a limit of its own, still JSON only.
 */
export const paymentSheetRoutes = new Hono<AppEnv>();

handle(
  paymentSheetRoutes,
  REMITTANCES.import,
  requireOwner,
  every(
    limitBodyTo(
      MAX_SHEET_BYTES,
      () =>
        new ApiError(413, 'The sheet is too large: at most 1 MB, please. Split it and bring in each part.', {
          code: 'sheet_too_large',
        }),
    ),
    requireJson,
  ),
  validate('json', importPaymentSheetPayload),
  async (c) => {
    const answer = await importPaymentSheet(c.var.db, c.req.valid('json'), c.var.user);
    return answered(answer, answer.remittance ? 201 : 200);
  },
);

handle(remittanceRoutes, REMITTANCES.undo, async (c) => {
  await undoRemittance(c.var.db, c.req.param('id'), c.var.user);
  return { success: true };
});

handle(remittanceRoutes, REMITTANCES.list, async (c) => {
  const [page, owed] = await Promise.all([
    remittancePage(c.var.db, c.req.query('cursor'), DEFAULT_PAGE_SIZE),
    owedByCourier(c.var.db),
  ]);
  return { success: true, ...page, owed };
});
