/** Changing what is already in the cart: a line's quantity, within the stock; taking a line out; emptying it. */
import { and, eq } from 'drizzle-orm';
import { cartItems } from '#schema/tables';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { productById, productOnSale } from './add';
import { stockShortage } from './lines';

export async function setQuantity(db: Db, userId: string, productId: string, quantity: number): Promise<void> {
  const product = await productOnSale(db, productId);
  const shortage = stockShortage(product.name, product.stock, quantity);
  if (shortage) throw new ApiError(409, shortage, { code: 'out_of_stock' });
  const result = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id)));
  if (result.meta.changes === 0) throw new ApiError(404, `${product.name} is not in your cart.`, { code: 'not_found' });
}

/** Archived perfumes too: a shopper can still take one out of the cart. */
export async function removeLine(db: Db, userId: string, productId: string): Promise<void> {
  const product = await productById(db, productId);
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id)));
}

export async function emptyCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
