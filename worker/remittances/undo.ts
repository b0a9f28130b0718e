/**
 * Undoing a courier's payout recorded by mistake (an amount mistyped, the wrong orders ticked): its orders are with
 * the courier again, as they were before it, and the payout is gone from the figures; the owner records it again as
 * it should have been. A courier's own report that it paid them (the sync's) is kept to show on their cards but no
 * longer recorded by itself: the next sync would otherwise record again the very payout the owner undid. One D1
 * batch writes the orders back, deletes the payout and keeps the audit entry, which is read from the payout before it
 * goes: all of it or, when another request undid it first, none (404).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { COURIER_LABELS } from '#schema/couriers';
import { courierBookings, orders, remittances } from '#schema/tables';
import { ApiError } from '../http/errors';
import type { Db } from '../db';
import { auditEntryIf } from '../audit/log';

export const NO_SUCH_PAYOUT = 'There is no such payout. It may have been undone already.';

export async function undoRemittance(db: Db, id: string, admin: { id: string }, at = Date.now()): Promise<void> {
  const [payout] = await db
    .select({ courier: remittances.courier, reference: remittances.reference })
    .from(remittances)
    .where(eq(remittances.id, id));
  if (!payout) throw new ApiError(404, NO_SUCH_PAYOUT, { code: 'not_found' });
  const [entry, , , gone] = await db.batch([
    auditEntryIf(
      db,
      {
        at,
        by: admin.id,
        action: 'remittance.undo',
        target: { type: 'remittance', id, name: `${COURIER_LABELS[payout.courier]} ${payout.reference}` },
        before: sql`json_object('courier', ${remittances.courier}, 'reference', ${remittances.reference}, 'total', ${remittances.total}, 'received', ${remittances.amountReceived}, 'orders', (SELECT count(*) FROM ${orders} WHERE ${orders.remittanceId} = ${id}))`,
        after: null,
      },
      sql`FROM ${remittances} WHERE ${eq(remittances.id, id)}`,
    ),
    db
      .update(courierBookings)
      .set({ paymentAmount: null })
      .where(
        inArray(courierBookings.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.remittanceId, id))),
      ),
    db.update(orders).set({ cash: 'with-courier', remittanceId: null }).where(eq(orders.remittanceId, id)),
    db.delete(remittances).where(eq(remittances.id, id)),
  ]);
  // Undone by another request between the read and the batch: nothing was written.
  if (gone.meta.changes === 0 || entry.meta.changes === 0)
    throw new ApiError(404, NO_SUCH_PAYOUT, { code: 'not_found' });
}
