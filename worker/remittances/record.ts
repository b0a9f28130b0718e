/**
 * Recording a courier's payout. Every order named must be a delivered perfume order of that courier whose cash the
 * courier still holds; otherwise the payout is refused (409) naming each order that is not, and nothing changes.
 * One D1 batch writes the payout only if all its orders still qualify, then marks exactly those orders remitted, so
 * two payouts racing for one order record one of them. The ids travel as one JSON parameter (json_each), so a payout
 * of hundreds of orders is still one statement each.
 */
import { COURIER_LABELS, type Courier } from '#schema/couriers';
import { displayNumber } from '#schema/display-number';
import type { RecordRemittance } from '#schema/payloads/remittances';
import type { Remittance } from '#schema/answers/cash';
import { ApiError } from '../http/errors';
import { randomId } from '../ids';
import type { Db } from '../db';

interface OrderCash {
  id: string;
  seq: number;
  status: string;
  courier: string | null;
  cash: string;
}

const ORDER_IDS = 'SELECT value FROM json_each(?1)';
/** The named orders that may go into a payout of courier ?2. */
const PAYABLE = `FROM orders WHERE id IN (${ORDER_IDS}) AND cash = 'with-courier' AND courier = ?2`;

/** Why each order cannot be in this payout, in the order sent; empty when all can. */
function problems(ids: string[], found: Map<string, OrderCash>, courier: Courier): string[] {
  return ids.flatMap((id) => {
    const order = found.get(id);
    if (!order) return [`order ${id} does not exist`];
    const number = displayNumber('FS', order.seq);
    if (order.cash === 'remitted') return [`${number} is already remitted`];
    if (order.cash !== 'with-courier') return [`${number} is ${order.status}, not delivered`];
    if (order.courier !== courier)
      return [
        `${number} went with ${COURIER_LABELS[order.courier as Courier] ?? order.courier}, not ${COURIER_LABELS[courier]}`,
      ];
    return [];
  });
}

async function refuseUnpayable(d1: D1Database, ids: string[], courier: Courier): Promise<void> {
  const { results } = await d1
    .prepare(`SELECT id, seq, status, courier, cash FROM orders WHERE id IN (${ORDER_IDS})`)
    .bind(JSON.stringify(ids))
    .all<OrderCash>();
  const wrong = problems(ids, new Map(results.map((row) => [row.id, row])), courier);
  if (wrong.length > 0)
    throw new ApiError(409, `This payout cannot be recorded: ${wrong.join('; ')}.`, { field: 'orderIds' });
}

export async function recordRemittance(
  db: Db,
  payout: RecordRemittance,
  admin: { id: string; username: string },
  at = Date.now(),
): Promise<Remittance> {
  const d1 = db.$client;
  const ids = [...new Set(payout.orderIds)];
  const idsJson = JSON.stringify(ids);
  await refuseUnpayable(d1, ids, payout.courier);
  const id = randomId();
  const [inserted, , written] = await d1.batch<{ total: number }>([
    d1
      .prepare(
        `INSERT INTO remittances (id, courier, reference, total, at, by)
         SELECT ?3, ?2, ?4, total, ?5, ?6 FROM (SELECT sum(total) AS total, count(*) AS n ${PAYABLE}) WHERE n = ?7`,
      )
      .bind(idsJson, payout.courier, id, payout.reference, at, admin.id, ids.length),
    d1
      .prepare(
        `UPDATE orders SET cash = 'remitted', remittance_id = ?3
         WHERE id IN (${ORDER_IDS}) AND cash = 'with-courier' AND courier = ?2 AND EXISTS (SELECT 1 FROM remittances WHERE id = ?3)`,
      )
      .bind(idsJson, payout.courier, id),
    d1.prepare('SELECT total FROM remittances WHERE id = ?').bind(id),
  ]);
  if (inserted!.meta.changes === 0) {
    // Another payout or a change took one of these orders between the check and the batch: say which.
    await refuseUnpayable(d1, ids, payout.courier);
    throw new ApiError(409, 'These orders changed meanwhile. Please reload and try again.');
  }
  return {
    _id: id,
    courier: payout.courier,
    reference: payout.reference,
    total: written!.results[0]!.total,
    orderIds: ids,
    at: new Date(at).toISOString(),
    by: admin.username,
  };
}
