/**
 * A perfume's tester and sample sizes (product_sizes), which the owner sets as one list: each below the bottle in
 * volume and price, one per ml. The list's change is one D1 batch: the sizes left out go, the others are written
 * (a size kept keeps its row, which carts and orders name by its ml), and the audit entry says what it was and became.
 * The catalog's version moves by the table's own triggers, so the product page shows the change at once.
 */
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { ProductSize, ProductSizeChange } from '#schema/payloads/product-sizes';
import { productSizes } from '#schema/tables';
import type { SessionUser } from '../env';
import { failedWith, runBatch, type Db } from '../db';
import { ApiError } from '../http/errors';
import { auditEntry } from '../audit/log';
import { forgetListings } from '../catalog/listing-cache';
import { productRow } from './read';

export function sizesOf(db: Db, productId: string): Promise<ProductSize[]> {
  return db
    .select({ ml: productSizes.ml, price: productSizes.price, stock: productSizes.stock })
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(asc(productSizes.ml));
}

/** Why the list cannot be the perfume's, on the size at fault, or null. */
function refusal(bottle: { name: string; sizeMl: number; price: number }, sizes: ProductSize[]): ApiError | null {
  const seen = new Set<number>();
  for (const [i, size] of sizes.entries()) {
    if (seen.has(size.ml))
      return new ApiError(400, `${bottle.name} already has a ${size.ml} ml size.`, {
        code: 'duplicate_size',
        field: `sizes.${i}.ml`,
      });
    seen.add(size.ml);
    if (size.ml >= bottle.sizeMl)
      return new ApiError(400, `A smaller size must be under the bottle's ${bottle.sizeMl} ml.`, {
        code: 'size_not_smaller',
        field: `sizes.${i}.ml`,
      });
    if (size.price >= bottle.price)
      return new ApiError(400, `A smaller size's price must be below the bottle's Rs ${bottle.price}.`, {
        code: 'size_price_not_below',
        field: `sizes.${i}.price`,
      });
  }
  return null;
}

const stockMoved = () =>
  new ApiError(
    409,
    'The stock of these sizes changed since they were read (an order, or another save): read them again.',
    { code: 'stale_version' },
  );

/**
 * Makes `sizes` the perfume's whole list; answers it as written, smallest first. A size given with the stock it was
 * read at keeps its stock only if it still has it: a size's stock that moved meanwhile becomes NULL in the batch,
 * which its NOT NULL refuses, so nothing of the list is written.
 */
export async function setSizes(
  db: Db,
  admin: SessionUser,
  productId: string,
  changes: ProductSizeChange[],
  at = Date.now(),
) {
  const product = await productRow(db, productId);
  const refused = refusal(product, changes);
  if (refused) throw refused;
  const before = await sizesOf(db, productId);
  const after = changes.map(({ ml, price, stock }) => ({ ml, price, stock })).sort((a, b) => a.ml - b.ml);
  if (JSON.stringify(before) === JSON.stringify(after)) return after;
  const stockOf = (change: ProductSizeChange) =>
    change.stockWas === undefined
      ? sql`excluded.stock`
      : sql`CASE WHEN ${productSizes.stock} = ${change.stockWas} THEN excluded.stock END`;
  const batch = [
    db.delete(productSizes).where(
      and(
        eq(productSizes.productId, productId),
        notInArray(
          productSizes.ml,
          after.map((size) => size.ml),
        ),
      ),
    ),
    ...changes.map((change) =>
      db
        .insert(productSizes)
        .values({ productId, ml: change.ml, price: change.price, stock: change.stock })
        .onConflictDoUpdate({
          target: [productSizes.productId, productSizes.ml],
          set: { price: sql`excluded.price`, stock: stockOf(change) },
        }),
    ),
    auditEntry(db, {
      at,
      by: admin.id,
      action: 'product.sizes',
      target: { type: 'product', id: productId, name: product.name },
      before: { sizes: before },
      after: { sizes: after },
    }),
  ];
  try {
    await runBatch(db, batch);
  } catch (err) {
    if (failedWith(err, /NOT NULL constraint failed: product_sizes\.stock/i)) throw stockMoved();
    throw err;
  }
  forgetListings();
  return after;
}
