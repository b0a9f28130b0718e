/**
 * Reading a shopper's cart from D1, in the order things were added, with each line's price now (a running sale's
 * when there is one: checkout charges what the card says) and stock, its size's for a tester or sample line, and the
 * price it had when added, to say when that has changed.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartAnswer, PriceChange } from '#schema/answers/cart';
import { cartItems, products, productSizes, sales } from '#schema/tables';
import { sellingPrice, sizeSellingPrice } from '#schema/catalog/sale-price';
import { descriptionUrOf } from '#schema/i18n/description-ur';
import { lineFormat, sizedName } from '#schema/size-name';
import type { Db } from '../db';
import { ApiError } from '../http/errors';

export interface CartLine {
  productId: string;
  /** A tester or sample size's ml; 0: the full bottle. */
  ml: number;
  /** The full bottle's ml, as the owner sized the perfume. */
  bottleMl: number;
  name: string;
  description: string;
  descriptionUr: string | null;
  notes: { top: string[]; heart: string[]; base: string[] };
  notesUr: Record<string, string>;
  image: string;
  price: number;
  stock: number;
  quantity: number;
  /**
   * The owner took the perfume off sale since it was added, or stopped selling the line's size: it stays in the
   * cart but cannot be ordered.
   */
  archived: boolean;
  /** The price when last added (null on lines from before the cart kept it), and the sale that set it, if any. */
  addedPrice: number | null;
  addedSale: { name: string; nameUr: string | null; startsAt: number; endsAt: number; deletedAt: number | null } | null;
}

const bottle = sql`${cartItems.ml} = 0`;
/** A size the owner has since removed has no price: the one it was added at, until the shopper takes it out. */
const linePrice = sql<number>`CASE WHEN ${bottle} THEN ${sellingPrice} ELSE coalesce(${sizeSellingPrice(productSizes.price, sellingPrice)}, ${cartItems.addedPrice}, 0) END`;

export function cartLines(db: Db, userId: string) {
  return db
    .select({
      productId: products.id,
      ml: cartItems.ml,
      bottleMl: products.sizeMl,
      name: products.name,
      description: products.description,
      descriptionUr: products.descriptionUr,
      notes: { top: products.notesTop, heart: products.notesHeart, base: products.notesBase },
      notesUr: products.notesUr,
      image: products.image,
      price: linePrice,
      stock: sql<number>`CASE WHEN ${bottle} THEN ${products.stock} ELSE coalesce(${productSizes.stock}, 0) END`,
      quantity: cartItems.quantity,
      archived: sql<boolean>`${products.archived} OR (NOT ${bottle} AND ${productSizes.ml} IS NULL)`.mapWith(Boolean),
      addedPrice: cartItems.addedPrice,
      addedSale: {
        // Named apart from the perfume's name: read in a D1 batch (checkout), rows come back as objects, where two
        // columns called `name` would be one.
        name: sql<string>`${sales.name}`.as('added_sale_name'),
        // A column never null comes first: drizzle reads the whole object as no sale when its first column is null.
        startsAt: sales.startsAt,
        endsAt: sales.endsAt,
        deletedAt: sales.deletedAt,
        nameUr: sales.nameUr,
      },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productSizes, and(eq(productSizes.productId, cartItems.productId), eq(productSizes.ml, cartItems.ml)))
    .leftJoin(sales, eq(sales.id, cartItems.addedSaleId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(products.name), asc(cartItems.ml));
}

/** How the line's price differs from when it was added, naming the sale that set the old one once it has ended. */
function priceChange({ price, addedPrice, addedSale }: CartLine, now: number): PriceChange | null {
  if (addedPrice === null || addedPrice === price) return null;
  const running = addedSale && addedSale.deletedAt === null && addedSale.startsAt <= now && now < addedSale.endsAt;
  const ended = addedSale && !running ? addedSale : null;
  return { was: addedPrice, endedSale: ended?.name ?? null, endedSaleUr: ended?.nameUr ?? null };
}

/** The cart as the API answers it. */
export function cartBody(lines: CartLine[], now = Date.now()): CartAnswer {
  return {
    success: true,
    cart: {
      items: lines.map((line) => ({
        product: {
          _id: line.productId,
          name: line.name,
          description: line.description,
          descriptionUr: descriptionUrOf(line),
          image: line.image,
          price: line.price,
        },
        size: line.ml || null,
        format: lineFormat(line.ml, line.bottleMl),
        quantity: line.quantity,
        priceChange: priceChange(line, now),
        // Told on the cart, before checkout refuses it: the owner stopped selling the perfume (or its size), or cut
        // its stock, or others bought it meanwhile. A perfume no longer sold is said to be that, not sold out.
        stockLeft: !line.archived && line.stock < line.quantity ? Math.max(0, line.stock) : null,
        noLongerSold: line.archived,
      })),
    },
  };
}

/** A line's name as the cart's messages say it: 'Miraj 10 ml' for a size. */
export const lineName = (line: { name: string; ml: number }) => sizedName(line.name, line.ml);

export const noLongerSold = (name: string) => `Sorry, ${name} is no longer available. Please remove it from your cart.`;

/**
 * The refusal when the shelf holds fewer than asked for, or undefined when it is enough: it names the perfume and how
 * many are left, so a page in another language can say both as the English does.
 */
export function stockShortage(name: string, stock: number, wanted: number): ApiError | undefined {
  if (stock >= wanted) return undefined;
  const left = Math.max(0, stock);
  const message = left === 0 ? `Sorry, ${name} is out of stock.` : `Sorry, only ${left} of ${name} left in stock.`;
  return new ApiError(409, message, { code: 'out_of_stock', product: name, left });
}
