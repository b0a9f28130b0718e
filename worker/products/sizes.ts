/**
 * A perfume's tester and sample sizes (product_sizes), which the owner sets as one list: each below the bottle in
 * volume and price, one per ml. The list's change is one D1 batch: the sizes left out go, the others are written
 * (a size kept keeps its row, which carts and orders name by its ml), and the audit entry says what it was and became.
 * Given the list as it was read, the batch first checks that it still is, so a save never undoes another's.
 * The catalog's version moves by the table's own triggers, so the product page shows the change at once.
 */
import { and, asc, eq, notInArray, or, sql } from 'drizzle-orm';
import type { ProductSize } from '#schema/payloads/product-sizes';
import { amount } from '#schema/money';
import { productSizes } from '#schema/tables';
import type { SessionUser } from '../env';
import { failedWith, insertSelect, runBatch, type Db } from '../db';
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

/**
 * The one rule between a bottle and its smaller sizes, whichever of them is being changed: a size is below the bottle
 * in volume and in price. Answers what a size is not below the bottle in, or null.
 */
function notBelow(size: ProductSize, bottle: { sizeMl: number; price: number }): 'ml' | 'price' | null {
  if (size.ml >= bottle.sizeMl) return 'ml';
  if (size.price >= bottle.price) return 'price';
  return null;
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
    const above = notBelow(size, bottle);
    if (above === 'ml')
      return new ApiError(400, `A smaller size must be under the bottle's ${bottle.sizeMl} ml.`, {
        code: 'size_not_smaller',
        field: `sizes.${i}.ml`,
      });
    if (above === 'price')
      return new ApiError(400, `A smaller size's price must be below the bottle's ${amount(bottle.price)}.`, {
        code: 'size_price_not_below',
        field: `sizes.${i}.price`,
      });
  }
  return null;
}

/** Why the bottle, its volume or price changed, would no longer be above one of its smaller sizes (on its field). */
export async function bottleRefusal(db: Db, bottle: { id: string; sizeMl: number; price: number }) {
  for (const size of await sizesOf(db, bottle.id)) {
    const above = notBelow(size, bottle);
    if (above === 'ml')
      return new ApiError(
        400,
        `The bottle must be larger than its ${size.ml} ml size: change or remove that size first.`,
        { code: 'bottle_not_larger', field: 'sizeMl' },
      );
    if (above === 'price')
      return new ApiError(
        400,
        `The bottle's price must be above its ${size.ml} ml size's ${amount(size.price)}: change or remove that size first.`,
        { code: 'bottle_price_not_above', field: 'price' },
      );
  }
  return null;
}

const listMoved = () =>
  new ApiError(409, 'These sizes changed since they were read (an order sold one, or another save): read them again.', {
    code: 'stale_version',
  });

/**
 * A statement that fails the batch unless the perfume's sizes are still `was`: it then writes a size without a stock,
 * which the column's NOT NULL refuses, so nothing of the new list is written.
 */
function unlessStill(db: Db, productId: string, was: ProductSize[]) {
  const ofPerfume = eq(productSizes.productId, productId);
  const asRead = or(
    sql`0`,
    ...was.map((size) =>
      and(eq(productSizes.ml, size.ml), eq(productSizes.price, size.price), eq(productSizes.stock, size.stock)),
    ),
  );
  const count = (where: ReturnType<typeof and>) => sql`(SELECT count(*) FROM ${productSizes} WHERE ${where})`;
  return insertSelect(
    db,
    productSizes,
    { productId, ml: 0, price: 0 },
    sql`WHERE ${count(ofPerfume)} != ${was.length} OR ${count(and(ofPerfume, asRead))} != ${was.length}`,
  );
}

/** Makes `sizes` the perfume's whole list, if it is still `was` when given; answers it as written, smallest first. */
export async function setSizes(
  db: Db,
  admin: SessionUser,
  productId: string,
  sizes: ProductSize[],
  was?: ProductSize[],
  at = Date.now(),
) {
  const product = await productRow(db, productId);
  const refused = refusal(product, sizes);
  if (refused) throw refused;
  const before = await sizesOf(db, productId);
  const after = [...sizes].sort((a, b) => a.ml - b.ml);
  if (JSON.stringify(before) === JSON.stringify(after)) return after;
  const batch = [
    ...(was ? [unlessStill(db, productId, was)] : []),
    db.delete(productSizes).where(
      and(
        eq(productSizes.productId, productId),
        notInArray(
          productSizes.ml,
          after.map((size) => size.ml),
        ),
      ),
    ),
    ...after.map((size) =>
      db
        .insert(productSizes)
        .values({ productId, ...size })
        .onConflictDoUpdate({
          target: [productSizes.productId, productSizes.ml],
          set: { price: sql`excluded.price`, stock: sql`excluded.stock` },
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
    if (failedWith(err, /NOT NULL constraint failed: product_sizes\.stock/i)) throw listMoved();
    throw err;
  }
  forgetListings();
  return after;
}
