import { z } from '../payloads/zod';
import { success } from './common';

export const cartProduct = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** What an Urdu page says of it: the owner's Urdu description, else its notes in Urdu. */
  descriptionUr: z.string(),
  image: z.string(),
  price: z.number().int(),
});
export type CartProduct = z.output<typeof cartProduct>;

/**
 * A line's price since it was added: what it was then, and the sale that set that price when the sale has since
 * ended (null otherwise: the owner changed a price, or another sale now sets it). `endedSaleUr` is that sale's Urdu
 * name, null when the owner gave none (an Urdu page then says سیل, never the English name) or no sale has ended.
 */
export const priceChange = z.object({
  was: z.number().int(),
  endedSale: z.string().nullable(),
  endedSaleUr: z.string().nullable(),
});
export type PriceChange = z.output<typeof priceChange>;

/** `priceChange` is null while the price is what it was when the shopper added the perfume (or that is unknown). */
export const cartLine = z.object({
  /** `price` is the line's: its size's when it has one. */
  product: cartProduct,
  /** A tester or sample size's ml; null: the full bottle. */
  size: z.number().int().nullable(),
  /** The line's size in the shop's short form, as an order's line says it: '10ml', or the bottle's own ('100ml'). */
  format: z.string(),
  quantity: z.number().int().positive(),
  priceChange: priceChange.nullable(),
  /**
   * How many are left when the shelf holds fewer than the line's quantity (0: sold out); null while it holds enough,
   * or when the perfume is no longer sold.
   */
  stockLeft: z.number().int().min(0).nullable(),
  /** The owner stopped selling the perfume (or its size): checkout refuses the line until it is removed. */
  noLongerSold: z.boolean(),
});
export type CartLine = z.output<typeof cartLine>;

export const cart = z.object({ items: z.array(cartLine) });
export type Cart = z.output<typeof cart>;

/** Every /api/cart call answers the whole cart. */
export const cartAnswer = z.object({ success, cart });
export type CartAnswer = z.output<typeof cartAnswer>;
