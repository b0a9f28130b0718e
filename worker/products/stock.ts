/**
 * The stock ledger: every change of a product's stock is an entry written in the same D1 batch as the change, so the
 * stock is always the sum of the entries. The owner adjusts with a reason; placing an order writes 'order' entries
 * and cancelling one 'cancel' entries (their statements are here, run inside those batches). stock_after is read
 * from the row the batch just changed, so entries racing each other still each say the stock they left.
 */
import { and, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { StockAdjustment } from '#schema/payloads/stock';
import { MAX_STOCK } from '#schema/payloads/admin-products';
import type { StockEntry } from '#schema/answers/admin-products';
import type { StockReason } from '#schema/catalog/limits';
import type { ReturnReason } from '#schema/returns';
import { auditLog, orderItems, products, stockEntries, users } from '#schema/tables';
import type { SessionUser } from '../env';
import { failedWith, insertSelect, runBatch, type Db } from '../db';
import { ApiError } from '../http/errors';
import { forgetListings } from '../catalog/listing-cache';
import { productRow } from './read';

/** Written in the order batch after the line's stock decrement (drizzle: the batch is drizzle's). */
export function orderEntry(
  db: Db,
  line: { productId: string; quantity: number },
  orderId: string,
  by: string,
  at: number,
) {
  return insertSelect(
    db,
    stockEntries,
    { productId: products.id, change: -line.quantity, reason: 'order', stockAfter: products.stock, at, by, orderId },
    sql`FROM ${products} WHERE ${products.id} = ${line.productId}`,
  );
}

/** An order's lines of full bottles: its tester and sample lines have their sizes' own stock and no ledger. */
const bottleLinesOf = (orderId: string) => and(eq(orderItems.orderId, orderId), isNull(orderItems.sizeMl));

/**
 * Puts an order's bottles back on the shelf, in a cancellation's or a restocked return's batch right after its status
 * history row, and only if that was written (changes() = 1): two admins cancelling at once restore it once. Its
 * tester and sample lines go back to their sizes by that row's own trigger (migration 0082_product_sizes).
 */
export function restockOrder(db: Db, orderId: string) {
  const quantity = db
    .select({ quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(bottleLinesOf(orderId), eq(orderItems.productId, products.id)));
  const lines = db.select({ id: orderItems.productId }).from(orderItems).where(bottleLinesOf(orderId));
  return db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(and(inArray(products.id, lines), sql`changes() = 1`));
}

/** Entries for each line of an order, read from its lines and the stock they left; `guard` says when to write them. */
function lineEntries(
  db: Db,
  orderId: string,
  entry: {
    change: SQL | number;
    reason: StockReason;
    note: string | null;
    returnReason?: ReturnReason;
    writtenOff?: SQL;
    at: number;
    by: string | null;
  },
  guard: SQL,
) {
  return insertSelect(
    db,
    stockEntries,
    { ...entry, productId: products.id, stockAfter: products.stock, orderId: orderItems.orderId },
    sql`FROM ${orderItems} JOIN ${products} ON ${products.id} = ${orderItems.productId} WHERE ${bottleLinesOf(orderId)} AND ${guard}`,
  );
}

/**
 * Written in the cancellation batch right after the stock is put back, and only if it was: changes() is that
 * UPDATE's count of products, 0 when another admin's cancellation won.
 */
export function cancelEntries(db: Db, orderId: string, at: number, by: string | null) {
  return lineEntries(
    db,
    orderId,
    { change: orderItems.quantity.getSQL(), reason: 'cancel', note: null, at, by },
    sql`changes() > 0`,
  );
}

/**
 * The note on a returned line's entry when its bottles are not put back: a reader of the ledger sees why its change is
 * 0 (the console words it from the entry's writtenOff and return reason instead).
 */
export const WRITTEN_OFF = 'Written off: not put back in stock';

/**
 * Written in a return's batch right after its status history row, and only if that was written (changes() = 1). A
 * restocked return puts each line back (its entries follow, reason 'return', only if the stock moved); one not put
 * back leaves the stock and writes one entry per line, change 0, with how many it wrote off: reason 'damaged' when the
 * parcel came back damaged, else 'return' (bottles the owner's courier setting leaves to put back by hand are not
 * damaged). Both keep why the order came back as its code, which each console words in its own language.
 */
export function returnStatements(
  db: Db,
  orderId: string,
  at: number,
  by: string | null,
  back: { restock: boolean; reason: ReturnReason },
) {
  const returned = { note: null, returnReason: back.reason, at, by };
  if (!back.restock) {
    const reason = back.reason === 'damaged' ? ('damaged' as const) : ('return' as const);
    const entry = { ...returned, note: WRITTEN_OFF, change: 0, reason, writtenOff: orderItems.quantity.getSQL() };
    return [lineEntries(db, orderId, entry, sql`changes() = 1`)];
  }
  return [
    restockOrder(db, orderId),
    lineEntries(
      db,
      orderId,
      { ...returned, change: orderItems.quantity.getSQL(), reason: 'return' },
      sql`changes() > 0`,
    ),
  ];
}

/**
 * The owner's adjustment; 409 when it would take the stock below 0 (the CHECK on products.stock fails the batch), or
 * above MAX_STOCK, as a new perfume's stock may not be: the UPDATE adds only while the sum stays within it, and the
 * entry and the audit follow only if it did (changes() = 1), so two restocks at once cannot pass it together.
 */
export async function adjustStock(
  db: Db,
  admin: SessionUser,
  id: string,
  adjustment: StockAdjustment,
  at = Date.now(),
) {
  const { change, reason } = adjustment;
  const note = adjustment.note || null;
  const row = await productRow(db, id);
  const theProduct = sql`FROM ${products} WHERE ${products.id} = ${id} AND changes() = 1`;
  const withinLimit = change > 0 ? sql`${products.stock} + ${change} <= ${MAX_STOCK}` : undefined;
  let added: D1Result | undefined;
  try {
    [added] = await runBatch(db, [
      db
        .update(products)
        .set({ stock: sql`${products.stock} + ${change}` })
        .where(and(eq(products.id, id), withinLimit)),
      insertSelect(
        db,
        stockEntries,
        { productId: products.id, change, reason, note, stockAfter: products.stock, at, by: admin.id },
        theProduct,
      ),
      // The stock as the batch leaves it: the audit says the entry's own figures, even when an order moved it since the read.
      insertSelect(
        db,
        auditLog,
        {
          at,
          by: admin.id,
          action: 'stock.adjust',
          targetType: 'product',
          targetId: products.id,
          targetName: products.name,
          before: sql`json_object('stock', ${products.stock} - CAST(${change} AS INTEGER))`,
          after: sql`json_object('stock', ${products.stock}, 'change', CAST(${change} AS INTEGER), 'reason', ${reason}, 'note', ${note})`,
        },
        theProduct,
      ),
    ]);
  } catch (err) {
    if (!failedWith(err, /CHECK constraint failed/i)) throw err;
    const { stock } = await productRow(db, id);
    throw new ApiError(409, `Stock cannot go below 0: ${row.name} has ${stock} in stock.`, {
      code: 'stock_below_zero',
      field: 'change',
      product: row.name,
      left: stock,
    });
  }
  if (added?.meta.changes === 0) {
    const { stock } = await productRow(db, id);
    throw new ApiError(
      409,
      `Stock cannot go above ${MAX_STOCK.toLocaleString('en-US')}: ${row.name} has ${stock.toLocaleString('en-US')} in stock, so at most ${Math.max(0, MAX_STOCK - stock).toLocaleString('en-US')} more can be added.`,
      { code: 'stock_over_limit', field: 'change', product: row.name, left: stock },
    );
  }
  forgetListings();
}

/** A product's entries, newest first, a page at a time (keyset on seq, which only grows). */
export async function stockEntriesOf(db: Db, id: string, limit: number, before: number | null) {
  await productRow(db, id);
  const results = await db
    .select({
      seq: stockEntries.seq,
      change: stockEntries.change,
      reason: stockEntries.reason,
      note: stockEntries.note,
      stockAfter: stockEntries.stockAfter,
      at: stockEntries.at,
      by: users.username,
      orderId: stockEntries.orderId,
      returnReason: stockEntries.returnReason,
      writtenOff: stockEntries.writtenOff,
    })
    .from(stockEntries)
    .leftJoin(users, eq(users.id, stockEntries.by))
    .where(and(eq(stockEntries.productId, id), lt(stockEntries.seq, before ?? Number.MAX_SAFE_INTEGER)))
    .orderBy(desc(stockEntries.seq))
    .limit(limit + 1);
  const page = results.slice(0, limit);
  const entries: StockEntry[] = page.map(({ seq: _, at, reason, ...entry }) => ({
    ...entry,
    reason,
    at: new Date(at).toISOString(),
  }));
  return { entries, nextCursor: results.length > limit ? String(page.at(-1)!.seq) : null };
}
