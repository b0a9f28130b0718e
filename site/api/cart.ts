/** The site's calls to /api/cart. Every one answers the whole cart; the cart store keeps it. */
import { CART } from '#schema/api';
import { call } from '../lib/api';

export const fetchCart = () => call(CART.read);

export const addLine = (productId: string, quantity: number) => call(CART.add, { body: { productId, quantity } });

export const addLineByName = (productName: string) => call(CART.addByName, { body: { productName } });

export const setLineQuantity = (productId: string, quantity: number) =>
  call(CART.setQuantity, { params: { productId }, body: { quantity } });

export const removeLine = (productId: string) => call(CART.remove, { params: { productId } });

export const emptyCart = () => call(CART.empty);
