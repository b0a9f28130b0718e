/**
 * A perfume's tester and sample sizes as the owner sets them: the whole list at once, each size its volume, price and
 * stock. What depends on the bottle (a size below its volume and price) the Worker checks against the product.
 */
import { z } from './zod';
import { MAX_PRICE, MAX_STOCK, wholeNumber } from './admin-products';

/** More than a shelf of testers would crowd the product page's choice. */
export const MAX_SIZES = 4;

export const productSize = z.object({
  ml: wholeNumber('The size in ml', 1, 1000),
  price: wholeNumber('The price', 1, MAX_PRICE),
  stock: wholeNumber('The stock', 0, MAX_STOCK),
});
export type ProductSize = z.output<typeof productSize>;

/** A perfume's whole list of smaller sizes. */
const sizeList = z
  .array(productSize)
  .max(MAX_SIZES, { error: `A perfume can have at most ${MAX_SIZES} smaller sizes.` });

export const productSizesPayload = z.object({
  sizes: sizeList,
  /**
   * The list as the console read it (when it has one): a tester sold, or another save made, since the owner opened
   * the list is not overwritten by what was typed over the old figures: the save is refused and the console shows
   * today's list.
   */
  was: sizeList.optional(),
});
export type ProductSizesPayload = z.output<typeof productSizesPayload>;
