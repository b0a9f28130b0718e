import type { OilsCartItem } from '#schema/answers/oils';

/** The lines an oils order takes: a line whose oil the shop has stopped offering stays in the cart, out of it. */
export const orderableOils = (cart: readonly OilsCartItem[]): OilsCartItem[] => cart.filter((line) => line.available);
