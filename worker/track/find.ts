/**
 * Finding an order for the tracking page: by its number and a phone on it (the delivery phone or the alternate
 * one a perfume order may carry). A number that exists with another phone answers exactly as a number that does
 * not exist, so the page never confirms that an order number is real.
 */
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db';
import { displayNumber } from '#schema/display-number';
import { TRACK_NOT_FOUND, type OrderNumber } from '#schema/payloads/track';
import type { TrackedOrder } from '#schema/answers/orders';
import { orders } from '#schema/tables';
import { ApiError } from '../http/errors';
import { readOilsOrder } from '../oils/orders/read';
import { findOrderRow, withDetails } from '../orders/read';
import type { ThrottleRule } from '../http/throttle';

const FIFTEEN_MINUTES = 15 * 60_000;
const tooMany = (wait: string) => `Too many tries. Please check your receipt and try again in ${wait}.`;

/**
 * Every try counts, found or not: ten a quarter of an hour from one address, and ten for one order number from
 * one network (throttle.ts networkOf). Order numbers are sequential, so a count per number alone would let a
 * stranger block any customer's tracking; per network, the stranger only blocks their own.
 */
export const TRACK_BY_ADDRESS: ThrottleRule = {
  name: 'track-address',
  limit: 10,
  windowMs: FIFTEEN_MINUTES,
  message: tooMany,
};
export const TRACK_BY_ORDER: ThrottleRule = {
  name: 'track-order',
  limit: 10,
  windowMs: FIFTEEN_MINUTES,
  message: tooMany,
};

/** The number on a network as the throttle counts it, however it was typed: `FS-10427 203.0.113.0/24`. */
export const orderOnNetwork = (number: OrderNumber, network: string) =>
  `${displayNumber(number.prefix, number.number)} ${network}`;

async function perfumeOrder(db: Db, number: number, phone: string): Promise<TrackedOrder | null> {
  const row = await findOrderRow(
    db,
    and(eq(orders.number, number), or(eq(orders.phone, phone), eq(orders.alternatePhone, phone))),
  );
  if (!row) return null;
  const [order] = await withDetails(db, [row]);
  if (!order) return null;
  const { displayOrderId, status, statusHistory, courier, trackingNumber, createdAt } = order;
  const items = order.products.map((line) => ({ name: line.product.name, ml: line.size, quantity: line.quantity }));
  return { displayOrderId, status, statusHistory, courier, trackingNumber, createdAt, items };
}

async function oilsOrder(db: Db, number: number, phone: string): Promise<TrackedOrder | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.kind, 'oils'), eq(orders.number, number), eq(orders.phone, phone)))
    .limit(1);
  const order = row && (await readOilsOrder(db, row.id));
  if (!order) return null;
  const { displayOrderId, status, statusHistory, courier, trackingNumber, createdAt } = order;
  // Each line of an oils order is one bottle of the volume chosen.
  const items = order.items.map((line) => ({ name: line.product, ml: line.volume, quantity: 1 }));
  return { displayOrderId, status, statusHistory, courier, trackingNumber, createdAt, items };
}

/** The first of the orders the typed number names (orderNumbersIn) that carries the phone. */
export async function trackOrder(db: Db, named: OrderNumber[], phone: string): Promise<TrackedOrder> {
  for (const { prefix, number } of named) {
    const found = prefix === 'FS' ? await perfumeOrder(db, number, phone) : await oilsOrder(db, number, phone);
    if (found) return found;
  }
  throw new ApiError(404, TRACK_NOT_FOUND, { code: 'not_found' });
}
