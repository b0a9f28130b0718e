/**
 * The payouts, newest first, a page at a time (keyset on remittances_at_seq), each with the orders it covered
 * (orders_remittance); and what each courier still owes, summed inside orders_cash_courier alone.
 */
import type { Courier } from '#schema/couriers';
import type { CourierOwes, Remittance } from '#schema/answers/cash';
import { OWED_BY_COURIER } from '../dashboard/cod';
import { groupBy, type Db } from '../db';
import { decodeCursor, noSuchPage, type Cursor } from '../http/paging';

interface RemittanceRow {
  seq: number;
  id: string;
  courier: Courier;
  reference: string;
  total: number;
  at: number;
  by: string;
}

export async function remittancePage(db: Db, cursorText: string | undefined, size: number) {
  const d1 = db.$client;
  const cursor: Cursor | null = cursorText ? decodeCursor(cursorText) : null;
  const seq = cursor ? Number(cursor.key) : Number.MAX_SAFE_INTEGER;
  if (!Number.isInteger(seq)) throw noSuchPage();
  const at = cursor?.createdAt ?? Number.MAX_SAFE_INTEGER;
  const { results: rows } = await d1
    .prepare(
      `SELECT r.seq, r.id, r.courier, r.reference, r.total, r.at, u.username AS by
       FROM remittances r JOIN users u ON u.id = r.by
       WHERE r.at < ?1 OR (r.at = ?1 AND r.seq < ?2) ORDER BY r.at DESC, r.seq DESC LIMIT ?3`,
    )
    .bind(at, seq, size + 1)
    .all<RemittanceRow>();
  const page = rows.slice(0, size);
  const { results: covered } = await d1
    .prepare(
      `SELECT id, remittance_id AS remittanceId FROM orders WHERE remittance_id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(page.map((row) => row.id)))
    .all<{ id: string; remittanceId: string }>();
  const ordersOf = groupBy(covered, (row) => row.remittanceId);
  const remittances: Remittance[] = page.map(({ seq: _, at, id, ...row }) => ({
    _id: id,
    ...row,
    orderIds: (ordersOf.get(id) ?? []).map((order) => order.id),
    at: new Date(at).toISOString(),
  }));
  const last = page.at(-1);
  return { remittances, nextCursor: rows.length > size && last ? `${last.at}.${last.seq}` : null };
}

/** Every courier holding cash of delivered orders, the most owed first. */
export async function owedByCourier(db: Db): Promise<CourierOwes[]> {
  const d1 = db.$client;
  const { results } = await d1.prepare(OWED_BY_COURIER).all<CourierOwes>();
  return results;
}
