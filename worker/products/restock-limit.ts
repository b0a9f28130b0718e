/**
 * A restocked return may not take a perfume's stock, or one of its tester or sample sizes', above MAX_STOCK, as the
 * owner's adjustment may not. The return's own order update holds `restockFits`, so a return refused for it writes
 * nothing at all (no history row, no bottle back, no size back by its trigger): the check is in the write itself, so
 * an adjustment racing the return cannot slip past it. `restockRefusal` then names the line that would go over.
 */
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import { MAX_STOCK } from '#schema/payloads/admin-products';
import { sizedName } from '#schema/size-name';
import { orderItems, products, productSizes } from '#schema/tables';
import type { Db } from '../db';
import { ApiError } from '../http/errors';

/** The order's lines whose stock would go above MAX_STOCK were they put back: a bottle's, then a size's. */
function overflowing(db: Db, orderId: string) {
  const bottles = db
    .select({ name: products.name, ml: sql<number | null>`NULL`, stock: products.stock })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        isNull(orderItems.sizeMl),
        sql`${products.stock} + ${orderItems.quantity} > ${MAX_STOCK}`,
      ),
    );
  const sizes = db
    .select({ name: products.name, ml: productSizes.ml, stock: productSizes.stock })
    .from(orderItems)
    .innerJoin(
      productSizes,
      and(eq(productSizes.productId, orderItems.productId), eq(productSizes.ml, orderItems.sizeMl)),
    )
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), sql`${productSizes.stock} + ${orderItems.quantity} > ${MAX_STOCK}`));
  return bottles.unionAll(sizes);
}

/** Held by a restocked return's order update: none of its lines would go above MAX_STOCK. */
export const restockFits = (db: Db, orderId: string) => notExists(overflowing(db, orderId));

/** The refusal of a restocked return that would take a line above MAX_STOCK, or null when every line fits. */
export async function restockRefusal(db: Db, orderId: string): Promise<ApiError | null> {
  const [over] = await overflowing(db, orderId).limit(1);
  if (!over) return null;
  const product = sizedName(over.name, over.ml);
  const limit = MAX_STOCK.toLocaleString('en-US');
  return new ApiError(
    409,
    `Stock cannot go above ${limit}: ${product} has ${over.stock.toLocaleString('en-US')} in stock, so this order’s bottles cannot all go back. Return it without putting them back, or lower the stock first.`,
    { code: 'stock_over_limit', field: 'restock', product, left: over.stock },
  );
}
