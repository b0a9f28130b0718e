/**
 * Cancelling a booking the courier still allows (a parcel it has not picked up): the courier cancels it first, then
 * the order goes back to processing (release-booking.ts). A parcel the shop already has as delivered or returned is
 * refused before the courier is asked; one the courier has on the road is refused in the courier's words. Either way
 * nothing changes.
 *
 * A cancel whose answer never came (the courier timed out) may have been done all the same: when the courier then
 * refuses to cancel, the shop asks it where the parcel is, and a parcel it has cancelled is released as if the first
 * cancel had answered.
 */
import { eq } from 'drizzle-orm';
import { COURIER_OF_API, isCourierApiId } from '#schema/courier-apis';
import { courierBookings, orders } from '#schema/tables';
import type { Db } from '../db';
import type { Env, SessionUser } from '../env';
import { ApiError } from '../http/errors';
import { shopActor } from '../auth/session';
import { ORDER_NOT_FOUND } from '../orders/lifecycle';
import { connectedCourier } from './connections';
import { CourierRefused, type CourierAdapter } from './courier';
import { courierRefusal } from './refusals';
import { releaseBooking } from './release-booking';

/** The courier cancels the parcel, or says it already has. */
async function cancelAtCourier(adapter: CourierAdapter, trackingNumber: string): Promise<void> {
  try {
    await adapter.cancel(trackingNumber);
  } catch (err) {
    if (err instanceof CourierRefused) {
      const [parcel] = await adapter.track([trackingNumber]).catch(() => []);
      if (parcel?.state === 'cancelled') return;
    }
    throw courierRefusal(err, 409, 'cancel');
  }
}

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
  await cancelAtCourier(adapter, booking.trackingNumber);

  const released = await releaseBooking(
    db,
    { orderId, courier: booking.courier, trackingNumber: booking.trackingNumber },
    shopActor(user),
    now,
  );
  // Moved by hand between the read and the batch (delivered, returned): the courier has cancelled all the same.
  if (!released)
    throw new ApiError(
      409,
      `${name} cancelled the parcel, but the order was changed meanwhile; please look at it again.`,
      { code: 'cancel_raced' },
    );
}
