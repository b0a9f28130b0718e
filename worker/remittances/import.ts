/**
 * A courier's payment sheet brought in: each row is matched to the shop's order by tracking number. A row matches
 * when its order is a delivered order of that courier whose cash the courier still holds and what the courier paid
 * for it is the order's cash less the row's charges. The matched rows are recorded as one payout, as one transfer
 * reached the bank: what was paid for them and their charges, summed (record.ts, so a race still records nothing
 * twice). The rows that do not match stay out of it and are answered for the owner to settle by hand, rather than
 * holding back the cash of every parcel that was paid right: tracking numbers the shop does not know, and rows the
 * shop knows whose amount differs or whose order was already remitted, not delivered or another courier's.
 * Importing the same sheet twice therefore records nothing the second time.
 */
import { CHARGE_KINDS, type RemittanceCharge } from '#schema/cash';
import { orderDisplayNumber } from '#schema/display-number';
import type { ImportPaymentSheet } from '#schema/payloads/remittances';
import type { PaymentSheetAnswer, SheetRowAnswer } from '#schema/answers/cash';
import { orders } from '#schema/tables';
import { trackingKey, trackingKeySql } from '#schema/tracking-key';
import { inJson, type Db } from '../db';
import { ApiError } from '../http/errors';
import { parseCsv } from '../http/csv';
import { PAKISTAN_OFFSET_MS } from '#schema/shop';
import { recordRemittance } from './record';
import { sheetRows, type SheetRow } from './sheet';
import { MAX_REMITTED_ORDERS } from '#schema/payloads/remittances';

type Known = Pick<
  typeof orders.$inferSelect,
  'id' | 'kind' | 'number' | 'status' | 'courier' | 'cash' | 'total' | 'trackingNumber'
>;

const chargedOf = (charges: RemittanceCharge[]) => charges.reduce((sum, charge) => sum + charge.amount, 0);

/**
 * How well an order fits a row of `courier`'s sheet, where two orders hold its tracking number (kept before the shop
 * refused a number already on an order): the one delivered with its cash with that courier first, then that
 * courier's.
 */
const fit = (order: Known, courier: Known['courier']) =>
  (order.courier === courier ? 2 : 0) + (order.courier === courier && order.cash === 'with-courier' ? 1 : 0);

/** The orders holding the sheet's numbers, by their tracking number's key: a sheet may write 'LE-1234-5678' for 'LE12345678'. */
async function knownOrders(db: Db, rows: SheetRow[], courier: Known['courier']): Promise<Map<string, Known>> {
  const keys = [...new Set(rows.map((row) => trackingKey(row.trackingNumber)))];
  const found = await db
    .select({
      id: orders.id,
      kind: orders.kind,
      number: orders.number,
      status: orders.status,
      courier: orders.courier,
      cash: orders.cash,
      total: orders.total,
      trackingNumber: orders.trackingNumber,
    })
    .from(orders)
    .where(inJson(trackingKeySql(orders.trackingNumber), keys));
  const known = new Map<string, Known>();
  for (const order of found) {
    const key = trackingKey(order.trackingNumber!);
    const other = known.get(key);
    if (!other || fit(order, courier) > fit(other, courier)) known.set(key, order);
  }
  return known;
}

/** The payout's reference when the owner gave none: the sheet's own, else the day it was brought in. */
function sheetReference(rows: SheetRow[], at: number): string {
  const references = [...new Set(rows.flatMap((row) => (row.reference ? [row.reference] : [])))];
  const day = new Date(at + PAKISTAN_OFFSET_MS).toISOString().slice(0, 10);
  return (references.length > 0 ? references.join(' ') : `Payment sheet ${day}`).slice(0, 60);
}

export async function importPaymentSheet(
  db: Db,
  sheet: ImportPaymentSheet,
  admin: { id: string; username: string },
  at = Date.now(),
): Promise<PaymentSheetAnswer> {
  const rows = sheetRows(parseCsv(sheet.csv));
  if (rows.length === 0)
    throw new ApiError(400, 'The sheet lists no parcels.', { code: 'sheet_no_parcels', field: 'csv' });
  const known = await knownOrders(db, rows, sheet.courier);
  const answer: PaymentSheetAnswer = { success: true, remittance: null, matched: [], unmatched: [], mismatched: [] };
  const seen = new Set<string>();
  for (const row of rows) {
    const { reference: _, ...read } = row;
    const order = known.get(trackingKey(row.trackingNumber));
    if (!order) {
      answer.unmatched.push(read);
      continue;
    }
    const expected = order.total - chargedOf(row.charges);
    const said: SheetRowAnswer = {
      ...read,
      orderId: order.id,
      displayOrderId: orderDisplayNumber(order),
      expected,
    };
    const problem: SheetRowAnswer['problem'] = seen.has(order.id)
      ? 'repeated'
      : order.courier !== sheet.courier
        ? 'other-courier'
        : order.cash === 'remitted'
          ? 'already-remitted'
          : order.status === 'returned'
            ? 'returned'
            : order.cash !== 'with-courier'
              ? 'not-delivered'
              : row.paid === null || row.paid < 0
                ? 'unreadable-amount'
                : row.paid !== expected
                  ? 'amount'
                  : undefined;
    seen.add(order.id);
    if (problem) answer.mismatched.push({ ...said, problem });
    else answer.matched.push(said);
  }
  if (answer.matched.length > MAX_REMITTED_ORDERS)
    throw new ApiError(400, `Please bring in at most ${MAX_REMITTED_ORDERS} paid parcels in one sheet.`, {
      code: 'sheet_too_many',
      field: 'csv',
    });
  if (sheet.dryRun || answer.matched.length === 0) return answer;
  const paid = answer.matched;
  answer.remittance = await recordRemittance(
    db,
    {
      courier: sheet.courier,
      reference: sheet.reference ?? sheetReference(rows, at),
      orderIds: paid.map((row) => row.orderId!),
      amountReceived: paid.reduce((sum, row) => sum + row.paid!, 0),
      charges: CHARGE_KINDS.flatMap((kind) => {
        const amount = chargedOf(paid.flatMap((row) => row.charges.filter((charge) => charge.kind === kind)));
        return amount > 0 ? [{ kind, amount }] : [];
      }),
    },
    admin,
    at,
  );
  return answer;
}
