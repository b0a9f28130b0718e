/**
 * A named courier's tracking number is one parcel, so it ships one order, of either kind: a courier's payment sheet
 * credits the order holding the number, and the shopper's track page shows that parcel. A number another order
 * already holds with the same courier is refused, typed by hand or given by the courier at booking. The shop's own
 * rider ('other') may write the same word on many parcels.
 *
 * Numbers are one parcel by their key (schema/tracking-key.ts): 'LE-1234-5678' is taken when an order of the same
 * courier has 'LE12345678', and one kept in small letters or with spaces, before the shop kept them in capitals
 * without spaces, is matched too, all through orders_tracking_key.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { trackingKey, trackingKeySql } from '#schema/tracking-key';
import type { Courier } from '#schema/couriers';
import { orderDisplayNumber } from '#schema/display-number';
import { orders } from '#schema/tables';
import type { Db } from '../db';
import { ApiError } from '../http/errors';

const sharesNumbers = (courier: Courier) => courier === 'other';

/** The display number of another order holding the tracking number with this courier, or null. */
export async function orderHolding(
  db: Db,
  shipped: { courier: Courier; trackingNumber: string },
  exceptOrderId: string,
): Promise<string | null> {
  if (sharesNumbers(shipped.courier)) return null;
  const [holder] = await db
    .select({ kind: orders.kind, number: orders.number })
    .from(orders)
    .where(
      and(
        eq(trackingKeySql(orders.trackingNumber), trackingKey(shipped.trackingNumber)),
        sql`${orders.courier} = ${shipped.courier}`,
        ne(orders.id, exceptOrderId),
      ),
    )
    .limit(1);
  return holder ? orderDisplayNumber(holder) : null;
}

/**
 * The order's update shipping it holds only while no other order holds its number with its courier (a WHERE for
 * the update of `orderId`): two admins typing one number at the same moment ship one order.
 */
export function noOtherHolder(shipped: { courier: Courier; trackingNumber: string } | undefined, orderId: string) {
  if (!shipped || sharesNumbers(shipped.courier)) return undefined;
  const held = trackingKeySql(sql`holder.tracking_number`);
  return sql`NOT EXISTS (SELECT 1 FROM orders AS holder WHERE ${held} = ${trackingKey(shipped.trackingNumber)} AND holder.courier = ${shipped.courier} AND holder.id <> ${orderId})` as SQL;
}

export const trackingNumberTaken = (shipped: { courier: Courier; trackingNumber: string }, holder: string) =>
  new ApiError(
    409,
    `Tracking number ${shipped.trackingNumber} is already on order ${holder} (${shipped.courier}). Please check it.`,
    { code: 'tracking_number_taken', field: 'trackingNumber', holder },
  );
