/**
 * Reading a shopper's cart from D1, in the order things were added, with each product's price now (a running sale's
 * when there is one: checkout charges what the card says) and stock.
 */
import { asc, eq } from 'drizzle-orm';
import type { CartAnswer } from '#schema/answers/cart';
import { cartItems, products } from '#schema/tables';
import { sellingPrice } from '#schema/catalog/sale-price';
import type { Db } from '../db';

export interface CartLine {
  productId: string;
  name: string;
  description: string;
  image: string;
  price: number;
  stock: number;
  quantity: number;
  /** The owner took the perfume off sale since it was added: it stays in the cart but cannot be ordered. */
  archived: boolean;
}

export function cartLines(db: Db, userId: string): Promise<CartLine[]> {
  return db
    .select({
      productId: products.id,
      name: products.name,
      description: products.description,
      image: products.image,
      price: sellingPrice,
      stock: products.stock,
      quantity: cartItems.quantity,
      archived: products.archived,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(products.name));
}

/** The cart as the API answers it. */
export function cartBody(lines: CartLine[]): CartAnswer {
  return {
    success: true,
    cart: {
      items: lines.map(({ productId, name, description, image, price, quantity }) => ({
        product: { _id: productId, name, description, image, price },
        quantity,
      })),
    },
  };
}

export const noLongerSold = (name: string) => `Sorry, ${name} is no longer available. Please remove it from your cart.`;

/** A shopper-readable refusal when the shelf holds fewer than asked for, or undefined when it is enough. */
export function stockShortage(name: string, stock: number, wanted: number): string | undefined {
  if (stock >= wanted) return undefined;
  return stock === 0 ? `Sorry, ${name} is out of stock.` : `Sorry, only ${stock} of ${name} left in stock.`;
}
