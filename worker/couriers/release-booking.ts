/**
 * A booking undone: the order back to processing with its courier and tracking number cleared, in one D1 batch with
 * a processing step in its history (and, when a person cancelled it, an event saying which booking ended: the
 * courier and tracking number as data, which each console words in its own language), so it can
 * be booked again or shipped by hand. The owner cancelling a booking (cancel-booking.ts) and the courier's own system reporting the parcel
 * cancelled (sync.ts) both end here.
 *
 * The status machine has no shipped → processing: a shipped order is on the road, and the console never offers to
 * move it back by hand. A cancelled parcel is the one way back, so it is its own step here rather than a new edge of
 * the machine that every hand change would then offer.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { actorColumns, type Actor } from '#schema/actors';
import type { CourierApiId } from '#schema/courier-apis';
import { courierBookings, orderEvents, orders, orderStatusHistory } from '#schema/tables';
import { insertSelect, runBatch, type Db } from '../db';

export interface ReleasedBooking {
  orderId: string;
  courier: CourierApiId;
  trackingNumber: string;
}

/**
 * False when the order was no longer shipped (moved by hand meanwhile): then nothing changed. One marked delivered
 * by hand too soon is released too, its cash back to none (the courier collected nothing for a parcel it cancelled),
 * unless a payout has been recorded for it: money the owner counted as received is not undone here.
 */
export async function releaseBooking(db: Db, booking: ReleasedBooking, actor: Actor, now: number): Promise<boolean> {
  const { orderId, courier, trackingNumber } = booking;
  const by = actorColumns(actor);
  const [update] = await runBatch(db, [
    db
      .update(orders)
      .set({ status: 'processing', courier: null, trackingNumber: null, cash: 'none' })
      .where(
        and(
          eq(orders.id, orderId),
          or(eq(orders.status, 'shipped'), and(eq(orders.status, 'delivered'), eq(orders.cash, 'with-courier'))),
        ),
      ),
    insertSelect(
      db,
      orderStatusHistory,
      { orderId, status: 'processing', at: now, ...by, reason: null, restock: null },
      sql`WHERE changes() = 1`,
    ),
    db.delete(courierBookings).where(and(eq(courierBookings.orderId, orderId), sql`changes() = 1`)),
    // An event is a person's (its by is a user): the courier's own cancel shows as its processing step.
    ...(by.by === null
      ? []
      : [
          insertSelect(
            db,
            orderEvents,
            {
              seq: undefined,
              orderId,
              kind: 'booking-cancelled',
              detail: JSON.stringify({ courier, trackingNumber }),
              at: now,
              by: by.by,
              byRole: by.byRole,
            },
            sql`WHERE changes() = 1`,
          ),
        ]),
  ]);
  return update!.meta.changes > 0;
}
