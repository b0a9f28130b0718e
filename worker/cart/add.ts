/**
 * Adding to the cart. A line holds 1 to 10; adding what is already there raises its quantity, within that limit
 * and the stock.
 */
import { and, eq, exists, sql } from 'drizzle-orm';
import { MAX_ORDER_LINES } from '#schema/payloads/checkout';
import { MAX_LINE_QUANTITY } from '#schema/shop';
import { cartItems, products } from '#schema/tables';
import { sellingPrice, sellingSaleId } from '#schema/catalog/sale-price';
import { ApiError } from '../http/errors';
import { stockShortage } from './lines';
import { insertSelect, type Db } from '../db';

export const NO_SUCH_PRODUCT = 'Sorry, that perfume is not available.';

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

async function quantityInCart(db: Db, userId: string, productId: string): Promise<number> {
  const [line] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return line?.quantity ?? 0;
}

const tooMany = (product: Product) =>
  new ApiError(400, `You can order at most ${MAX_LINE_QUANTITY} of ${product.name}.`, {
    code: 'line_limit',
    field: 'quantity',
  });

export async function addToCart(db: Db, userId: string, product: Product, quantity: number): Promise<void> {
  const wanted = (await quantityInCart(db, userId, product.id)) + quantity;
  if (wanted > MAX_LINE_QUANTITY) throw tooMany(product);
  const shortage = stockShortage(product.name, product.stock, wanted);
  if (shortage) throw new ApiError(409, shortage, { code: 'out_of_stock' });
  // The price the shopper is looking at as they add, kept with the line (each add again renews it), so the cart can
  // tell them when it changes before they order, as when a sale ends.
  const [seen] = await db
    .select({ price: sellingPrice, saleId: sellingSaleId })
    .from(products)
    .where(eq(products.id, product.id));
  // Both limits are checked again in the one statement that writes, so adds at once can neither push a line past
  // 10 nor the cart past as many different perfumes as one order can take (D1 binds at most 100 values a statement).
  const line = and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id));
  const added = sql`${cartItems.quantity} + excluded.quantity`;
  const result = await insertSelect(
    db,
    cartItems,
    {
      userId,
      productId: product.id,
      ml: 0,
      quantity,
      addedAt: Date.now(),
      addedPrice: seen?.price ?? null,
      addedSaleId: seen?.saleId ?? null,
    },
    sql`WHERE ${db.$count(cartItems, eq(cartItems.userId, userId))} < ${MAX_ORDER_LINES}
      OR ${exists(
        db
          .select({ one: sql`1` })
          .from(cartItems)
          .where(line),
      )}`,
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
  if ((await quantityInCart(db, userId, product.id)) > 0) throw tooMany(product);
  throw new ApiError(
    409,
    `Your cart can hold ${MAX_ORDER_LINES} different perfumes at most. Please order these first.`,
    { code: 'cart_full' },
  );
}
