/** Changing what is already in the cart: a line's quantity, within the stock; taking a line out; emptying it. */
import { and, eq, gt } from 'drizzle-orm';
import { cartItems } from '#schema/tables';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { cartLineOf, productById, productOnSale, sellableOf } from './add';
import { lineName, stockShortage } from './lines';

/**
 * `ml`: the line's size, 0 for the full bottle. More than the stock holds is refused, unless it is fewer than the line
 * has: a shopper whose line the shelf fell below steps down toward what is left, one press of − at a time.
 */
export async function setQuantity(db: Db, userId: string, productId: string, ml: number, quantity: number) {
  const item = await sellableOf(db, await productOnSale(db, productId), ml);
  const shortage = stockShortage(lineName(item), item.stock, quantity);
  const line = cartLineOf(userId, item);
  const result = await db
    .update(cartItems)
    .set({ quantity })
    .where(shortage ? and(line, gt(cartItems.quantity, quantity)) : line);
  if (result.meta.changes > 0) return;
  if (shortage && (await db.select({ quantity: cartItems.quantity }).from(cartItems).where(line).get())) throw shortage;
  throw new ApiError(404, `${lineName(item)} is not in your cart.`, { code: 'not_found' });
}

/** Archived perfumes and sizes no longer sold too: a shopper can still take one out of the cart. */
export async function removeLine(db: Db, userId: string, productId: string, ml: number): Promise<void> {
  const product = await productById(db, productId);
  await db.delete(cartItems).where(cartLineOf(userId, { id: product.id, ml }));
}

export async function emptyCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
