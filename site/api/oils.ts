/** The calls about oils: the wholesale page's oils cart and orders, and the admin's changes to an oils order. */
import { oilsTotal } from '#schema/oil-pricing';
import { OILS, OILS_CART, OILS_ORDERS } from '#schema/api';
import type { Confirmation } from '#schema/confirmation';
import type { Courier } from '#schema/couriers';
import type { OrderStatus } from '#schema/order-status';
import type { ReturnReason } from '#schema/returns';
import type { AddOilPayload } from '#schema/payloads/oils';
import type { Lang } from '#schema/lang';
import type { OilsCartItem, OilsOrder } from '#schema/answers/oils';
import { call } from '../lib/api';
import type { OilOption } from '../components/wholesale/oil-search';

/** Today's oils and prices (the page was rendered with the catalog's). */
export async function loadOils(): Promise<OilOption[]> {
  const list = await call(OILS.list);
  if (!Array.isArray(list)) throw new Error('The oils list is not a list');
  return list.map(({ _id, name, price }) => ({ id: _id, name, price }));
}

export const loadOilsCart = async () => await call(OILS_CART.read);

export const addOil = async (body: AddOilPayload) => (await call(OILS_CART.add, { body })).cart;

export const removeOil = async (id: string) => (await call(OILS_CART.remove, { params: { id } })).cart;

export const clearOils = async () => (await call(OILS_CART.empty)).cart;

/** Orders what the shopper sees, with where to reach them; the server checks it against its own pricing of the cart. */
export async function placeOilsOrder(
  cart: OilsCartItem[],
  contact: { phone: string; city: string },
  idempotencyKey: string,
  lang: Lang,
): Promise<OilsOrder> {
  const items = cart.map(({ name, volume, price }) => ({ product: name, volume, price }));
  const body = { ...contact, items, totalPrice: oilsTotal(cart), lang };
  return (await call(OILS_ORDERS.place, { body, idempotencyKey })).order;
}

/** A shipment goes with its courier and tracking number, a return with its reason (oils have no stock to put back). */
export const changeOilsOrderStatus = async (
  id: string,
  status: OrderStatus,
  details?: { courier: Courier; trackingNumber: string } | { returnReason: ReturnReason },
) => (await call(OILS_ORDERS.changeStatus, { params: { id }, body: { status, ...details } })).order;

/**
 * An oils order as the console now holds it, read again through the list by its number (oils orders have no
 * address of their own to read one); null when the list no longer has it.
 */
export async function readOilsOrderOf(id: string, displayOrderId: string): Promise<OilsOrder | null> {
  const { orders } = await call(OILS_ORDERS.list, { query: `q=${encodeURIComponent(displayOrderId)}` });
  return orders.find((order) => order._id === id) ?? null;
}

export const changeOilsOrderConfirmation = async (id: string, confirmation: Confirmation) =>
  (await call(OILS_ORDERS.changeConfirmation, { params: { id }, body: { confirmation } })).order;
