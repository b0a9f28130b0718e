/** The wholesale page's calls: the oils cart and oils orders, through the site's one API wrapper. */
import { oilsTotal } from '../../schema/oil-pricing';
import type { AddOilPayload, ListedOil, OilsCartAnswer, OilsCartItem, OilsOrder, OilsOrderAnswer } from '../../schema/payloads/oils';
import { api } from '../lib/api';
import type { OilOption } from '../components/wholesale/oil-search';

/** Today's oils and prices (the page was rendered with the catalog's). */
export async function loadOils(): Promise<OilOption[]> {
  const list = await api<ListedOil[]>('/api/oils');
  if (!Array.isArray(list)) throw new Error('The oils list is not a list');
  return list.map(({ _id, name, price }) => ({ id: _id, name, price }));
}

export const loadOilsCart = async () => (await api<OilsCartAnswer>('/api/oilsCart')).cart;

export const addOil = async (body: AddOilPayload) => (await api<OilsCartAnswer>('/api/oilsCart', { method: 'POST', body })).cart;

export const removeOil = async (id: string) =>
  (await api<OilsCartAnswer>(`/api/oilsCart/${encodeURIComponent(id)}`, { method: 'DELETE' })).cart;

export const clearOils = async () => (await api<OilsCartAnswer>('/api/oilsCart', { method: 'DELETE' })).cart;

/** Orders what the shopper sees; the server checks it against its own pricing of the cart. */
export async function placeOilsOrder(cart: OilsCartItem[], idempotencyKey: string): Promise<OilsOrder> {
  const items = cart.map(({ name, volume, price }) => ({ product: name, volume, price }));
  const body = { items, totalPrice: oilsTotal(cart) };
  return (await api<OilsOrderAnswer>('/api/oilsOrders', { method: 'POST', body, idempotencyKey })).order;
}
