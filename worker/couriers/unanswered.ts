/**
 * Booking attempts a courier never answered (it timed out, or failed on its side), settled by asking it, so the shop
 * and the courier agree without the owner: the sync asks each courier, for every attempt no one is making now,
 * whether it holds a parcel under the order's reference.
 * - None: the attempt is forgotten, and the order may be booked with any courier.
 * - One, for an order still waiting to ship: the order ships with it, as if the booking had answered, by the courier.
 * - One, for an order that no longer ships (cancelled meanwhile by the owner or the shopper): the courier is asked to
 *   cancel it, so no rider comes for a parcel nobody will hand over; once it has, the attempt is forgotten.
 * A courier that cannot answer about an attempt leaves it for the next sync.
 */
import { and, eq, lt } from 'drizzle-orm';
import { courierActor } from '#schema/actors';
import type { CourierApiId } from '#schema/courier-apis';
import { courierBookings, orders } from '#schema/tables';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { ATTEMPT_LEASE_MS, BOOKABLE, shipWithParcel } from './booking';
import { CourierRefused, CourierUnreachable, type CourierAdapter } from './courier';

export async function settleUnanswered(
  db: Db,
  courier: CourierApiId,
  adapter: () => Promise<CourierAdapter>,
  now: number,
): Promise<void> {
  const attempts = await db
    .select({
      id: orders.id,
      kind: orders.kind,
      status: orders.status,
      reference: courierBookings.reference,
      attemptAt: courierBookings.attemptAt,
    })
    .from(courierBookings)
    .innerJoin(orders, eq(orders.id, courierBookings.orderId))
    .where(
      and(
        eq(courierBookings.courier, courier),
        eq(courierBookings.state, 'booking'),
        lt(courierBookings.attemptAt, now - ATTEMPT_LEASE_MS),
      ),
    );
  for (const attempt of attempts) {
    // Only while no booking has taken the attempt over since it was read.
    const untouched = and(
      eq(courierBookings.orderId, attempt.id),
      eq(courierBookings.state, 'booking'),
      eq(courierBookings.attemptAt, attempt.attemptAt),
    );
    try {
      const parcel = await (await adapter()).findByReference(attempt.reference);
      if (parcel && BOOKABLE.includes(attempt.status)) {
        await shipWithParcel(db, attempt, courier, parcel, courierActor(courier), now);
      } else {
        if (parcel) await (await adapter()).cancel(parcel.trackingNumber);
        await db.delete(courierBookings).where(untouched).run();
      }
    } catch (err) {
      // The courier could not say, the order moved by hand meanwhile, or the courier's parcel has a number another
      // order already has (its refusal): the next sync asks again.
      if (!(err instanceof CourierRefused || err instanceof CourierUnreachable || err instanceof ApiError)) throw err;
    }
  }
}
