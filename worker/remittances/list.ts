/**
 * The payouts, newest first, a page at a time (keyset on remittances_at_seq), each with the orders it covered
 * (orders_remittance); and what each courier still owes, summed inside orders_cash_courier alone.
 */
import type { CourierOwes, Remittance } from '#schema/answers/cash';
import { owedByCourier as owedQuery } from '../dashboard/cod';
import { paidOut } from './record';
import { syncedBy } from '#schema/courier-apis';
import { desc, eq } from 'drizzle-orm';
import { orders, remittances, users } from '#schema/tables';
import { groupBy, inJson, type Db } from '../db';
import { decodeCursor, noSuchPage, olderThan, pageOf, type Cursor } from '../http/paging';

export async function remittancePage(db: Db, cursorText: string | undefined, size: number) {
  const cursor: Cursor | null = cursorText ? decodeCursor(cursorText) : null;
  if (cursor && !Number.isInteger(Number(cursor.key))) throw noSuchPage();
  const rows = await db
    .select({
      seq: remittances.seq,
      id: remittances.id,
      courier: remittances.courier,
      reference: remittances.reference,
      total: remittances.total,
      amountReceived: remittances.amountReceived,
      charges: remittances.charges,
      syncedFrom: remittances.syncedFrom,
      at: remittances.at,
      by: users.username,
    })
    .from(remittances)
    .innerJoin(users, eq(users.id, remittances.by))
    .where(olderThan(remittances.at, remittances.seq, cursor, Number))
    .orderBy(desc(remittances.at), desc(remittances.seq))
    .limit(size + 1);
  const { page, nextCursor } = pageOf(rows, size, (row) => ({ createdAt: row.at, key: String(row.seq) }));
  const covered = await db
    .select({ id: orders.id, remittanceId: orders.remittanceId })
    .from(orders)
    .where(
      inJson(
        orders.remittanceId,
        page.map((row) => row.id),
      ),
    );
  const ordersOf = groupBy(covered, (row) => row.remittanceId!);
  const list: Remittance[] = page.map(
    ({ seq: _, at, id, courier, total, amountReceived, charges, syncedFrom, ...row }) => ({
      _id: id,
      courier,
      ...row,
      ...(syncedFrom ? { by: syncedBy(syncedFrom) } : {}),
      fromCourier: syncedFrom !== null,
      ...paidOut(total, amountReceived, charges),
      orderIds: (ordersOf.get(id) ?? []).map((order) => order.id),
      at: new Date(at).toISOString(),
    }),
  );
  return { remittances: list, nextCursor };
}

/** Every courier holding cash of delivered orders, the most owed first. */
export async function owedByCourier(db: Db): Promise<CourierOwes[]> {
  return owedQuery(db);
}
