import { z } from '../payloads/zod';
import { success } from './common';

export const cartProduct = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  price: z.number().int(),
});
export type CartProduct = z.output<typeof cartProduct>;

export const cartLine = z.object({ product: cartProduct, quantity: z.number().int().positive() });
export type CartLine = z.output<typeof cartLine>;

export const cart = z.object({ items: z.array(cartLine) });
export type Cart = z.output<typeof cart>;

/** Every /api/cart call answers the whole cart. */
export const cartAnswer = z.object({ success, cart });
export type CartAnswer = z.output<typeof cartAnswer>;
