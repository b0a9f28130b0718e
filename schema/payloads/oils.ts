/** Request bodies of the oils cart and oils orders, shared by the worker's validators and the page. */
import { z } from './zod';
import type { Confirmation } from '../confirmation';
import { isOilVolume, MAX_OILS_CART_LINES, type OilVolume } from '../oil-pricing';
import type { OrderStatus } from '../order-status';
import type { ReturnReason } from '../returns';
import type { ConfirmationHistory, OrderRisk, StatusHistory } from './order';
import type { Timeline } from './timeline';
import { mobilePhone, requiredLine } from './text-fields';

const oilName = z
  .string({ error: 'Please choose a perfume oil.' })
  .trim()
  .min(1, { error: 'Please choose a perfume oil.' })
  .max(100, { error: 'We have no perfume oil by that name.' });

const volume = z
  .number({ error: 'Please choose a volume of 25, 50, 100, 250, 500 or 1000 ml.' })
  .refine(isOilVolume, { error: 'Please choose a volume of 25, 50, 100, 250, 500 or 1000 ml.' })
  .transform((v) => v as OilVolume);

const rupees = z
  .number({ error: 'Please send the price you were shown.' })
  .int({ error: 'Prices are whole rupees.' })
  .nonnegative({ error: 'Prices cannot be negative.' });

/** POST /api/oilsCart: the price is the one the shopper saw; the server prices the line itself and compares. */
export const addOilPayload = z.object({ name: oilName, volume, price: rupees });
export type AddOilPayload = z.input<typeof addOilPayload>;

/**
 * POST /api/oilsOrders: what the shopper saw in the oils cart, checked against the server's pricing of it, and the
 * phone (the shop's rule for mobiles, as at checkout) and city the shop follows the order up with.
 */
export const placeOilsOrderPayload = z.object({
  phone: mobilePhone('Phone is required'),
  city: requiredLine('City', 60),
  items: z
    .array(z.object({ product: oilName, volume, price: rupees }), { error: 'Please send the items of your oils cart.' })
    .max(MAX_OILS_CART_LINES, { error: `An oils order holds at most ${MAX_OILS_CART_LINES} items.` }),
  totalPrice: rupees,
});
export type PlaceOilsOrderPayload = z.input<typeof placeOilsOrderPayload>;
/** As validated: the phone is its 11 digits, 03XXXXXXXXX. */
export type PlaceOilsOrder = z.output<typeof placeOilsOrderPayload>;

/** An oil as GET /api/oils lists it: the price is for 25 ml, in whole rupees. */
export interface ListedOil {
  _id: string;
  name: string;
  price: number;
}

/** A line of the oils cart as the API answers it, priced by the server. */
export interface OilsCartItem {
  _id: string;
  name: string;
  volume: number;
  price: number;
}

/** Every /api/oilsCart call answers the cart as it now is, its lines in the order they were added. */
export interface OilsCartAnswer {
  success: true;
  cart: OilsCartItem[];
}

/** An oils order as the API answers it, for the shopper's list, the admin's and the WhatsApp text. */
export interface OilsOrder {
  _id: string;
  /** Short enough to read out on the phone: OIL-10001, OIL-10002, ... */
  displayOrderId: string;
  items: { product: string; volume: number; price: number }[];
  totalPrice: number;
  /** ISO 8601. */
  createdAt: string;
  user: { email: string; username: string };
  /** 11 digits, 03XXXXXXXXX; null on orders placed before the page asked for a phone and city. */
  phone: string | null;
  city: string | null;
  status: OrderStatus;
  statusHistory: StatusHistory;
  confirmation: Confirmation;
  confirmationHistory: ConfirmationHistory;
  /** The shopper's private page to confirm or cancel the order, as a perfume order's. */
  confirmUrl: string;
  /** Every status change and confirmation with who and when, for the shop only. */
  timeline?: Timeline;
  /** Why it came back, once returned; null otherwise. */
  returnReason: ReturnReason | null;
  /** Only in the admin's answers, as on perfume orders (null phone: nothing to count). */
  risk?: OrderRisk;
}

export interface OilsOrderAnswer {
  success: true;
  order: OilsOrder;
}

/** A page of oils orders, newest first; `nextCursor` asks for the next page (null on the last). */
export interface OilsOrdersAnswer {
  success: true;
  orders: OilsOrder[];
  nextCursor: string | null;
}
