/**
 * Cancelling a booking the courier still allows (a parcel it has not picked up): the courier cancels it first, then
 * the order goes back to processing with its courier and tracking number cleared, in one D1 batch with a processing
 * step in its history and a note saying which booking was cancelled. The order can then be booked again or shipped by
 * hand.
 *
 * The status machine has no shipped → processing: a shipped order is on the road, and the console never offers to
 * move it back by hand. Undoing a booking is the one way back, so it is its own step here rather than a new edge of
 * the machine that every hand change would then offer. A parcel the shop already has as delivered or returned is
 * refused before the courier is asked; one the courier has on the road is refused in the courier's words. Either
 * way nothing changes.
 */
import { and, eq, sql } from 'drizzle-orm';
import { actorColumns } from '#schema/actors';
import { COURIER_OF_API, isCourierApiId } from '#schema/courier-apis';
import { courierBookings, orderEvents, orders, orderStatusHistory } from '#schema/tables';
import { insertSelect, runBatch, type Db } from '../db';
import type { Env, SessionUser } from '../env';
import { ApiError } from '../http/errors';
import { shopActor } from '../auth/session';
import { ORDER_NOT_FOUND } from '../orders/lifecycle';
import { connectedCourier } from './connections';
import { courierRefusal } from './refusals';

export async function cancelBooking(db: Db, env: Env, orderId: string, user: SessionUser, now = Date.now()) {
  const order = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get();
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND, { code: 'not_found' });
  const booking = await db.select().from(courierBookings).where(eq(courierBookings.orderId, orderId)).get();
  if (booking?.state !== 'booked' || !booking.trackingNumber || !isCourierApiId(booking.courier))
    throw new ApiError(409, 'This order has no parcel booked with a courier to cancel.', { code: 'not_booked' });
  const name = COURIER_OF_API[booking.courier];
  if (order.status !== 'shipped')
    throw new ApiError(409, `This order is ${order.status}; its ${name} parcel can no longer be cancelled.`, {
      code: 'not_cancellable',
    });

  const { adapter } = await connectedCourier(db, env, booking.courier);
  try {
    await adapter.cancel(booking.trackingNumber);
  } catch (err) {
    throw courierRefusal(err, 409);
  }

  const by = actorColumns(shopActor(user));
  const text = `Cancelled the ${name} booking ${booking.trackingNumber}; the order is back to processing.`;
  const [update] = await runBatch(db, [
    db
      .update(orders)
      .set({ status: 'processing', courier: null, trackingNumber: null })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'shipped'))),
    insertSelect(
      db,
      orderStatusHistory,
      { orderId, status: 'processing', at: now, ...by, reason: null, restock: null },
      sql`WHERE changes() = 1`,
    ),
    db.delete(courierBookings).where(and(eq(courierBookings.orderId, orderId), sql`changes() = 1`)),
    insertSelect(
      db,
      orderEvents,
      {
        seq: undefined,
        orderId,
        kind: 'note',
        detail: JSON.stringify({ text }),
        at: now,
        by: user.id,
        byRole: by.byRole,
      },
      sql`WHERE changes() = 1`,
    ),
  ]);
  // Moved by hand between the read and the batch (delivered, returned): the courier has cancelled all the same.
  if (update!.meta.changes === 0)
    throw new ApiError(
      409,
      `${name} cancelled the parcel, but the order was changed meanwhile; please look at it again.`,
      { code: 'cancel_raced' },
    );
}
