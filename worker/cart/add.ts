/**
 * Adding to the cart. A line is a perfume in one size (its full bottle, or a tester or sample size) and holds 1 to
 * 10; adding what is already there raises its quantity, within that limit and that size's stock.
 */
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import { MAX_ORDER_LINES } from '#schema/payloads/checkout';
import { MAX_LINE_QUANTITY } from '#schema/shop';
import { cartItems, products, productSizes } from '#schema/tables';
import { sellingPrice, sellingSaleId, sizeSellingPrice } from '#schema/catalog/sale-price';
import { ApiError } from '../http/errors';
import { lineName, stockShortage } from './lines';
import { QueryBuilder } from 'drizzle-orm/sqlite-core';
import { insertSelect, type Db } from '../db';

export const NO_SUCH_PRODUCT = 'Sorry, that perfume is not available.';
/** A size the perfume is not sold in; the bottle's own ml is named as the bottle, which is asked for without one. */
export const notSoldInSize = (name: string, ml: number, bottleMl?: number) =>
  ml === bottleMl
    ? `${ml} ml is ${name}'s bottle: ask for it without a size (no ml).`
    : `Sorry, ${name} is not sold in ${ml} ml.`;

type Product = typeof products.$inferSelect;

/** Any product, archived ones too: a shopper can still take an archived perfume out of the cart. */
export async function productById(db: Db, id: string): Promise<Product> {
  const [product] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!product) throw new ApiError(404, NO_SUCH_PRODUCT, { code: 'not_found' });
  return product;
}

/** A product a shopper can put in the cart: archived ones answer as if they did not exist. */
export async function productOnSale(db: Db, id: string): Promise<Product> {
  const product = await productById(db, id);
  if (product.archived) throw new ApiError(404, NO_SUCH_PRODUCT, { code: 'not_found' });
  return product;
}

/** A product on sale by its name, whatever its case. */
export async function productOnSaleByName(db: Db, name: string): Promise<Product> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(sql`lower(${products.name})`, name.toLowerCase()), eq(products.archived, false)))
    .limit(1);
  if (!product) throw new ApiError(404, NO_SUCH_PRODUCT, { code: 'not_found' });
  return product;
}

/** The perfume in one size: the bottle (ml 0) or a tester or sample size, with that size's stock. */
export interface Sellable {
  id: string;
  name: string;
  ml: number;
  stock: number;
}

/** A size the perfume is sold in (a shopper can still take a size no longer sold out of the cart: see lines.ts). */
export async function sellableOf(db: Db, product: Product, ml = 0): Promise<Sellable> {
  if (ml === 0) return { id: product.id, name: product.name, ml, stock: product.stock };
  const [size] = await db
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(and(eq(productSizes.productId, product.id), eq(productSizes.ml, ml)));
  if (!size)
    throw new ApiError(404, notSoldInSize(product.name, ml, product.sizeMl), { code: 'no_such_size', field: 'ml' });
  return { id: product.id, name: product.name, ml, stock: size.stock };
}

/** The line of this perfume in this size. */
export const cartLineOf = (userId: string, item: Pick<Sellable, 'id' | 'ml'>): SQL =>
  and(eq(cartItems.userId, userId), eq(cartItems.productId, item.id), eq(cartItems.ml, item.ml))!;

async function quantityInCart(db: Db, userId: string, item: Sellable): Promise<number> {
  const [line] = await db.select({ quantity: cartItems.quantity }).from(cartItems).where(cartLineOf(userId, item));
  return line?.quantity ?? 0;
}

const tooMany = (item: Sellable) =>
  new ApiError(400, `You can order at most ${MAX_LINE_QUANTITY} of ${lineName(item)}.`, {
    code: 'line_limit',
    field: 'quantity',
  });

/** The price the shopper sees now and the running sale that sets it: a size's, the same share off as the bottle. */
async function priceNow(db: Db, item: Sellable) {
  if (item.ml === 0)
    return db
      .select({ price: sellingPrice, saleId: sellingSaleId })
      .from(products)
      .where(eq(products.id, item.id))
      .get();
  return db
    .select({ price: sizeSellingPrice(productSizes.price, sellingPrice), saleId: sellingSaleId })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(eq(productSizes.productId, item.id), eq(productSizes.ml, item.ml)))
    .get();
}

/** The size is still sold as the add writes (the owner may remove it meanwhile); always for the bottle. */
const stillSold = (item: Sellable) =>
  item.ml === 0
    ? sql`1`
    : exists(
        new QueryBuilder()
          .select({ one: sql`1` })
          .from(productSizes)
          .where(and(eq(productSizes.productId, item.id), eq(productSizes.ml, item.ml))),
      );

export async function addToCart(db: Db, userId: string, item: Sellable, quantity: number): Promise<void> {
  const wanted = (await quantityInCart(db, userId, item)) + quantity;
  if (wanted > MAX_LINE_QUANTITY) throw tooMany(item);
  const shortage = stockShortage(lineName(item), item.stock, wanted);
  if (shortage) throw shortage;
  // The price the shopper is looking at as they add, kept with the line (each add again renews it), so the cart can
  // tell them when it changes before they order, as when a sale ends.
  const seen = await priceNow(db, item);
  // Both limits are checked again in the one statement that writes, so adds at once can neither push a line past
  // 10 nor the cart past as many different perfumes as one order can take (D1 binds at most 100 values a statement).
  const line = cartLineOf(userId, item);
  const added = sql`${cartItems.quantity} + excluded.quantity`;
  const result = await insertSelect(
    db,
    cartItems,
    {
      userId,
      productId: item.id,
      ml: item.ml,
      quantity,
      addedAt: Date.now(),
      addedPrice: seen?.price ?? null,
      addedSaleId: seen?.saleId ?? null,
    },
    sql`WHERE ${stillSold(item)} AND (${db.$count(cartItems, eq(cartItems.userId, userId))} < ${MAX_ORDER_LINES}
      OR ${exists(
        db
          .select({ one: sql`1` })
          .from(cartItems)
          .where(line),
      )})`,
  )
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.ml],
      set: {
        quantity: added,
        addedPrice: sql`excluded.added_price`,
        addedSaleId: sql`excluded.added_sale_id`,
      },
      setWhere: sql`${added} <= ${MAX_LINE_QUANTITY}`,
    })
    .run();
  if (result.meta.changes > 0) return;
  if ((await quantityInCart(db, userId, item)) > 0) throw tooMany(item);
  // The owner stopped selling the size between the read and the write.
  await sellableOf(db, await productById(db, item.id), item.ml);
  throw new ApiError(
    409,
    `Your cart can hold ${MAX_ORDER_LINES} different perfumes at most. Please order these first.`,
    { code: 'cart_full' },
  );
}
