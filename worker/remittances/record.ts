/**
 * Recording a courier's payout. Every order named must be a delivered order (perfume or oils) of that courier whose
 * cash the courier still holds; otherwise the payout is refused (409) naming each order that is not, and nothing
 * changes.
 * One D1 batch writes the payout only if all its orders still qualify, then marks exactly those orders remitted, so
 * two payouts racing for one order record one of them. What reached the shop and what the courier kept back are
 * kept as the owner gave them; when they fall short of the orders' total the payout still stands (the money is in
 * the bank either way) and the gap is answered as its `short`, for the owner to take up with the courier. The ids travel as one JSON parameter (json_each), so a payout
 * of hundreds of orders is still one statement each. Its audit entry is read from the payout as the batch wrote it.
 */
import type { RemittanceCharge } from '#schema/cash';
import type { CourierApiId } from '#schema/courier-apis';
import { COURIER_LABELS, type Courier } from '#schema/couriers';
import { orderDisplayNumber } from '#schema/display-number';
import { recordRemittancePayload, type RecordRemittance } from '#schema/payloads/remittances';
import type { Remittance } from '#schema/answers/cash';
import { ApiError } from '../http/errors';
import { invalidInput } from '../http/validate';
import { randomId } from '../ids';
import { and, count, eq, exists, sql } from 'drizzle-orm';
import { orders, remittances } from '#schema/tables';
import { inJson, insertSelect, type Db } from '../db';
import { auditEntryIf } from '../audit/log';

type OrderCash = Pick<typeof orders.$inferSelect, 'id' | 'kind' | 'number' | 'status' | 'courier' | 'cash'>;

/** The named orders that may go into a payout of `courier`. */
const payable = (ids: string[], courier: Courier) =>
  and(inJson(orders.id, ids), eq(orders.cash, 'with-courier'), eq(orders.courier, courier));

/** Why each order cannot be in this payout, in the order sent; empty when all can. */
function problems(ids: string[], found: Map<string, OrderCash>, courier: Courier): string[] {
  return ids.flatMap((id) => {
    const order = found.get(id);
    if (!order) return [`order ${id} does not exist`];
    const number = orderDisplayNumber(order);
    if (order.cash === 'remitted') return [`${number} is already remitted`];
    if (order.cash !== 'with-courier') return [`${number} is ${order.status}, not delivered`];
    if (!order.courier) return [`${number} was marked shipped with no courier named`];
    if (order.courier !== courier)
      return [`${number} went with ${COURIER_LABELS[order.courier] ?? order.courier}, not ${COURIER_LABELS[courier]}`];
    return [];
  });
}

/**
 * A payout's money: the cash collected, what reached the shop (the whole less the charges on a payout recorded
 * before the shop asked), what the courier kept back, and what is missing besides.
 */
export function paidOut(total: number, amountReceived: number | null, charges: RemittanceCharge[]) {
  const charged = charges.reduce((sum, charge) => sum + charge.amount, 0);
  const received = amountReceived ?? total - charged;
  return { total, amountReceived: received, charges, short: total - received - charged };
}

async function refuseUnpayable(db: Db, ids: string[], courier: Courier): Promise<void> {
  const results = await db
    .select({
      id: orders.id,
      kind: orders.kind,
      number: orders.number,
      status: orders.status,
      courier: orders.courier,
      cash: orders.cash,
    })
    .from(orders)
    .where(inJson(orders.id, ids));
  const wrong = problems(ids, new Map(results.map((row) => [row.id, row])), courier);
  if (wrong.length > 0)
    throw new ApiError(409, `This payout cannot be recorded: ${wrong.join('; ')}.`, {
      code: 'payout_refused',
      field: 'orderIds',
    });
}

export async function recordRemittance(
  db: Db,
  payout: RecordRemittance,
  admin: { id: string; username: string },
  at = Date.now(),
  syncedFrom: CourierApiId | null = null,
): Promise<Remittance> {
  // A payout read from a payment sheet or the courier's own report keeps the rules of one the owner types.
  const checked = recordRemittancePayload.safeParse(payout);
  if (!checked.success) throw invalidInput(checked.error);
  const ids = [...new Set(payout.orderIds)];
  await refuseUnpayable(db, ids, payout.courier);
  const id = randomId();
  const charges = payout.charges ?? [];
  const charged = charges.reduce((sum, charge) => sum + charge.amount, 0);
  const covered = db
    .select({ total: sql<number>`sum(${orders.total})`.as('total'), n: count().as('n') })
    .from(orders)
    .where(payable(ids, payout.courier))
    .as('covered');
  const [inserted, , , [written]] = await db.batch([
    // Written only if every order named still qualifies: n counts those that do.
    insertSelect(
      db,
      remittances,
      {
        id,
        courier: payout.courier,
        reference: payout.reference,
        total: covered.total,
        // Left out by a client from before: the whole cash less what the courier kept back.
        amountReceived: payout.amountReceived ?? sql`${covered.total} - ${charged}`,
        charges,
        syncedFrom,
        at,
        by: admin.id,
      },
      sql`FROM ${covered} WHERE ${covered.n} = ${ids.length}`,
    ),
    db
      .update(orders)
      .set({ cash: 'remitted', remittanceId: id })
      .where(
        and(
          payable(ids, payout.courier),
          exists(db.select({ id: remittances.id }).from(remittances).where(eq(remittances.id, id))),
        ),
      ),
    auditEntryIf(
      db,
      {
        at,
        by: admin.id,
        action: 'remittance.record',
        target: { type: 'remittance', id, name: `${COURIER_LABELS[payout.courier]} ${payout.reference}` },
        before: null,
        after: sql`json_object('courier', ${payout.courier}, 'reference', ${payout.reference}, 'total', ${remittances.total}, 'received', ${remittances.amountReceived}, 'charges', ${charged}, 'orders', ${ids.length})`,
      },
      sql`FROM ${remittances} WHERE ${eq(remittances.id, id)}`,
    ),
    db
      .select({ total: remittances.total, amountReceived: remittances.amountReceived })
      .from(remittances)
      .where(eq(remittances.id, id)),
  ]);
  if (inserted!.meta.changes === 0) {
    // Another payout or a change took one of these orders between the check and the batch: say which.
    await refuseUnpayable(db, ids, payout.courier);
    throw new ApiError(409, 'These orders changed meanwhile. Please reload and try again.', { code: 'orders_changed' });
  }
  return {
    _id: id,
    courier: payout.courier,
    reference: payout.reference,
    ...paidOut(written!.total, written!.amountReceived, charges),
    orderIds: ids,
    at: new Date(at).toISOString(),
    by: admin.username,
    fromCourier: syncedFrom !== null,
  };
}
