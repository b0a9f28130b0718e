/** The site's calls to /api/cart. Every one answers the whole cart (`CartAnswer`); the cart store keeps it. */
import type { CartAnswer } from '../../schema/payloads/cart';
import { api } from '../lib/api';

const CART = '/api/cart';
const line = (productId: string) => `${CART}/${encodeURIComponent(productId)}`;

export const fetchCart = () => api<CartAnswer>(CART);

export const addLine = (productId: string, quantity: number) =>
  api<CartAnswer>(`${CART}/add`, { method: 'POST', body: { productId, quantity } });

export const addLineByName = (productName: string) =>
  api<CartAnswer>(`${CART}/add-by-name`, { method: 'POST', body: { productName } });

export const setLineQuantity = (productId: string, quantity: number) =>
  api<CartAnswer>(line(productId), { method: 'PUT', body: { quantity } });

export const removeLine = (productId: string) => api<CartAnswer>(line(productId), { method: 'DELETE' });

export const emptyCart = () => api<CartAnswer>(CART, { method: 'DELETE' });
