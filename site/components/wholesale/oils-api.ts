/** The wholesale page's calls: the oils cart and oils orders (SPEC §7), through the site's one API wrapper. */
import { oilsTotal } from '../../../schema/oil-pricing';
import type { AddOilPayload, OilsCartItem, OilsOrder } from '../../../schema/payloads/oils';
import { api } from '../../lib/api';

interface CartAnswer {
  success: boolean;
  cart: OilsCartItem[];
}

export const loadOilsCart = async () => (await api<CartAnswer>('/api/oilsCart')).cart;

export const addOil = async (body: AddOilPayload) => (await api<CartAnswer>('/api/oilsCart', { method: 'POST', body })).cart;

export const removeOil = async (id: string) =>
  (await api<CartAnswer>(`/api/oilsCart/${encodeURIComponent(id)}`, { method: 'DELETE' })).cart;

export const clearOils = async () => (await api<CartAnswer>('/api/oilsCart', { method: 'DELETE' })).cart;

/** Orders what the shopper sees; the server checks it against its own pricing of the cart. */
export async function placeOilsOrder(cart: OilsCartItem[], idempotencyKey: string): Promise<OilsOrder> {
  const items = cart.map(({ name, volume, price }) => ({ product: name, volume, price }));
  const body = { items, totalPrice: oilsTotal(cart) };
  return (await api<{ success: boolean; order: OilsOrder }>('/api/oilsOrders', { method: 'POST', body, idempotencyKey })).order;
}
