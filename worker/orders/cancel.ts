/** A shopper cancels their own order, of either kind, from My orders while the shop has not started on it. */
import { and, eq } from 'drizzle-orm';
import { orders } from '#schema/tables';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { changeStatus, ORDER_NOT_FOUND } from './lifecycle';
import type { OrderKindName } from '#schema/order-kinds';
import { KIND_OF } from './status';

/**
 * Past pending the shop has started on the parcel: the shopper asks the shop instead. One already cancelled (from
 * another tab, or by the shop) is only said to be.
 */
const lateCancelMessage = (status: string) =>
  status === 'cancelled'
    ? 'This order is already cancelled.'
    : `This order is ${status}, so it can no longer be cancelled here. Please message us on WhatsApp to cancel it.`;

/** Cancels it, and says which kind of order it was. */
export async function cancelOwnOrder(db: Db, id: string, userId: string): Promise<OrderKindName> {
  const [row] = await db
    .select({ status: orders.status, kind: orders.kind })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(404, ORDER_NOT_FOUND, { code: 'not_found' });
  if (row.status !== 'pending')
    throw new ApiError(409, lateCancelMessage(row.status), { code: 'order_not_cancellable' });
  try {
    await changeStatus(db, KIND_OF[row.kind], id, { to: 'cancelled', by: { id: userId, role: 'shopper' } });
  } catch (err) {
    if (err instanceof ApiError && err.code === 'status_change_refused')
      throw new ApiError(409, lateCancelMessage('being prepared'), { code: 'order_not_cancellable' });
    throw err;
  }
  return row.kind;
}
