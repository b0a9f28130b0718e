/**
 * A courier's booking answered with a tracking number another order already has (typed by hand on it, or given to
 * its own booking): the courier's mistake, said as its refusal, so the order does not ship under a number whose
 * payment and tracking belong to another parcel. Nothing is cancelled at the courier by that number: it names the
 * other order's parcel.
 */
import { and, eq, ne } from 'drizzle-orm';
import { COURIER_OF_API, type CourierApiId } from '#schema/courier-apis';
import { orderDisplayNumber } from '#schema/display-number';
import { courierBookings, orders } from '#schema/tables';
import { trackingKey, trackingKeySql } from '#schema/tracking-key';
import type { Db } from '../db';
import { orderHolding } from '../orders/tracking-holder';
import { CourierRefused } from './courier';

/**
 * The display number of another order holding the tracking number with the courier, on it or on its booking, its
 * spaces, dashes and case aside.
 */
async function holderOf(db: Db, orderId: string, courier: CourierApiId, trackingNumber: string) {
  const onOrder = await orderHolding(db, { courier: COURIER_OF_API[courier], trackingNumber }, orderId);
  if (onOrder) return onOrder;
  const [booked] = await db
    .select({ kind: orders.kind, number: orders.number })
    .from(courierBookings)
    .innerJoin(orders, eq(orders.id, courierBookings.orderId))
    .where(
      and(
        eq(courierBookings.courier, courier),
        eq(trackingKeySql(courierBookings.trackingNumber), trackingKey(trackingNumber)),
        ne(courierBookings.orderId, orderId),
      ),
    )
    .limit(1);
  return booked ? orderDisplayNumber(booked) : null;
}

/** The courier's refusal when another order holds the number it gave this one; null when none does. */
export async function numberTaken(
  db: Db,
  orderId: string,
  courier: CourierApiId,
  trackingNumber: string,
): Promise<CourierRefused | null> {
  const order = await holderOf(db, orderId, courier, trackingNumber);
  return order
    ? new CourierRefused({ courier: COURIER_OF_API[courier], why: 'tracking_number_taken', trackingNumber, order })
    : null;
}
