/**
 * The cart as the page shows it before React (cart-view.ts draws it): CartPage hydrates this, not the store, so
 * React finds the very elements it would render and keeps them (with a held tap on one of its buttons), then moves on
 * to the store's cart if that changed since. Before anything is drawn it is the pre-rendered page's: loading.
 */
import type { Cart, CartStatus } from '../../stores/cart';

export interface DrawnCart {
  cart: Cart;
  status: CartStatus;
}

let drawn: DrawnCart = { cart: { items: [] }, status: 'idle' };

export const drawnCart = (): DrawnCart => drawn;

export function setDrawnCart(next: DrawnCart): void {
  drawn = next;
}
