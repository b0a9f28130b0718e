/**
 * The shopper's cart, shared by every island (badge, product cards, cart page, checkout). The server's cart is
 * the truth: each action calls the API and stores the cart it answers with (SPEC §7: `{ success, cart }`).
 */
import { atom, computed } from 'nanostores';
import { api } from '../lib/api';

export interface CartProduct {
  _id: string;
  name: string;
  description: string;
  image: string;
  price: number;
}

export interface CartLine {
  product: CartProduct;
  quantity: number;
}

export interface Cart {
  items: CartLine[];
}

interface CartAnswer {
  success: boolean;
  cart: Cart;
}

export const $cart = atom<Cart>({ items: [] });

/** The badge counts entries in the cart, not the sum of quantities (SPEC §2). */
export const $cartCount = computed($cart, (cart) => cart.items.length);

export const $cartTotal = computed($cart, (cart) =>
  cart.items.reduce((sum, line) => sum + line.product.price * line.quantity, 0),
);

async function apply(request: Promise<CartAnswer>): Promise<Cart> {
  const { cart } = await request;
  $cart.set(cart);
  return cart;
}

export const loadCart = () => apply(api<CartAnswer>('/api/cart'));

export const addToCart = (productId: string, quantity = 1) =>
  apply(api<CartAnswer>('/api/cart/add', { method: 'POST', body: { productId, quantity } }));

export const addToCartByName = (productName: string) =>
  apply(api<CartAnswer>('/api/cart/add-by-name', { method: 'POST', body: { productName } }));

export const setQuantity = (productId: string, quantity: number) =>
  apply(api<CartAnswer>(`/api/cart/${encodeURIComponent(productId)}`, { method: 'PUT', body: { quantity } }));

export const removeFromCart = (productId: string) =>
  apply(api<CartAnswer>(`/api/cart/${encodeURIComponent(productId)}`, { method: 'DELETE' }));

export const clearCart = () => apply(api<CartAnswer>('/api/cart', { method: 'DELETE' }));

/** After an order the server has emptied the cart; mirror it without a round trip. */
export function forgetCart(): void {
  $cart.set({ items: [] });
}
