/** The site's calls to /api/cart. Every one answers the whole cart; the cart store keeps it. */
import { CART } from '#schema/api';
import { call } from '../lib/api';

export const fetchCart = () => call(CART.read);

/** `ml`: a tester or sample size; none for the full bottle. */
export const addLine = (productId: string, quantity: number, ml?: number) =>
  call(CART.add, { body: { productId, quantity, ...(ml ? { ml } : {}) } });

/** The line of the perfume in a size (`?ml=10`), or its bottle's. */
const lineOf = (size: number | null) => (size ? { query: `ml=${size}` } : {});

export const addLineByName = (productName: string) => call(CART.addByName, { body: { productName } });

export const setLineQuantity = (productId: string, size: number | null, quantity: number) =>
  call(CART.setQuantity, { params: { productId }, body: { quantity }, ...lineOf(size) });

export const removeLine = (productId: string, size: number | null) =>
  call(CART.remove, { params: { productId }, ...lineOf(size) });

export const emptyCart = () => call(CART.empty);
