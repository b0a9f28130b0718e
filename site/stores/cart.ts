/**
 * The shopper's cart, shared by every island (badge, product cards, cart page, checkout). The server's cart is
 * the truth: each action calls the API and stores the cart it answers with (`{ success, cart }`).
 */
import { atom, computed } from 'nanostores';
import type { Cart, CartAnswer } from '#schema/answers/cart';
import { addLine, addLineByName, emptyCart, fetchCart, removeLine, setLineQuantity } from '../api/cart';
import { $token } from './auth';

export type { Cart, CartLine, CartProduct } from '#schema/answers/cart';

export const $cart = atom<Cart>({ items: [] });

/** Whether $cart holds the server's cart yet: islands show a spinner while 'loading' and an error on 'failed'. */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'failed';
export const $cartStatus = atom<CartStatus>('idle');

/** The badge counts entries in the cart (different perfumes and sizes), not the sum of quantities. */
export const $cartCount = computed($cart, (cart) => cart.items.length);

async function apply(request: Promise<CartAnswer>): Promise<Cart> {
  const { cart } = await request;
  $cart.set(cart);
  $cartStatus.set('ready');
  return cart;
}

export async function loadCart(): Promise<Cart> {
  if ($cartStatus.get() !== 'ready') $cartStatus.set('loading');
  try {
    return await apply(fetchCart());
  } catch (error) {
    $cartStatus.set('failed');
    throw error;
  }
}

let firstLoad: Promise<Cart> | null = null;

/**
 * Loads the logged-in shopper's cart once per page, however many islands ask (the badge, the cart page,
 * checkout). A guest's cart is empty and nothing is fetched.
 */
export function ensureCartLoaded(): Promise<Cart> {
  if (!$token.get()) return Promise.resolve($cart.get());
  firstLoad ??= loadCart().catch((error: unknown) => {
    firstLoad = null;
    throw error;
  });
  return firstLoad;
}

/** `ml`: a tester or sample size; none for the full bottle. */
export const addToCart = (productId: string, quantity = 1, ml?: number) => apply(addLine(productId, quantity, ml));

export const addToCartByName = (productName: string) => apply(addLineByName(productName));

/** A line is a perfume in one size (`size` null: its bottle). */
export const setQuantity = (productId: string, size: number | null, quantity: number) =>
  apply(setLineQuantity(productId, size, quantity));

export const removeFromCart = (productId: string, size: number | null) => apply(removeLine(productId, size));

export const clearCart = () => apply(emptyCart());

/** After an order the server has emptied the cart; mirror it without a round trip. */
export function forgetCart(): void {
  $cart.set({ items: [] });
}

// Logging out (here or in another tab) empties the cart on screen; logging in fetches the new shopper's cart.
$token.listen((token) => {
  firstLoad = null;
  $cart.set({ items: [] });
  $cartStatus.set('idle');
  if (token) void ensureCartLoaded().catch(() => {});
});
