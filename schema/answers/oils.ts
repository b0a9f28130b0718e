/** The wholesale page's answers: the oils on offer, the shopper's oils cart and their oils orders. */
import { z } from '../payloads/zod';
import { oilColumns, oilsCartItemColumns } from './columns';
import { nextCursor, success } from './common';
import { orderBase } from './order-base';

/** An oil as GET /api/oils lists it: the price is for 25 ml, in whole rupees. */
export const listedOil = oilColumns.pick({ name: true, price: true }).extend({ _id: z.string() });
export type ListedOil = z.output<typeof listedOil>;

/** GET /api/oils alone answers a bare array, with no `success` around it: the shape the wholesale page was built on. */
export const oilListAnswer = z.array(listedOil);

/**
 * A line of the oils cart as the API answers it, priced by the server. `available` is false once the owner has hidden
 * its oil: the line stays in the cart until the shopper removes it, and an order takes the other lines without it.
 */
export const oilsCartItem = oilsCartItemColumns
  .pick({ name: true, volume: true, price: true })
  .extend({ _id: z.string(), available: z.boolean() });
export type OilsCartItem = z.output<typeof oilsCartItem>;

/** Every change to the oils cart answers the cart as it now is, its lines in the order they were added. */
export const oilsCartAnswer = z.object({ success, cart: z.array(oilsCartItem) });

/** GET /api/oilsCart answers the lines as a bare array, as GET /api/oils does: the shape the wholesale page reads. */
export const oilsCartListAnswer = z.array(oilsCartItem);
export type OilsCartAnswer = z.output<typeof oilsCartAnswer>;

/** An oils order as the API answers it, for the shopper's list, the admin's and the WhatsApp text. */
export const oilsOrder = orderBase.extend({
  items: z.array(z.object({ product: z.string(), volume: z.number().int(), price: z.number().int() })),
  totalPrice: z.number().int(),
  user: z.object({ email: z.string(), username: z.string() }),
  /** 11 digits, 03XXXXXXXXX; null on orders placed before the page asked for a phone and city. */
  phone: z.string().nullable(),
  city: z.string().nullable(),
  /** Who the parcel goes to and the street address, as the owner wrote them when booking it; null before. */
  deliverTo: z.object({ name: z.string(), address: z.string() }).nullable(),
});
export type OilsOrder = z.output<typeof oilsOrder>;

export const oilsOrderAnswer = z.object({ success, order: oilsOrder });
export type OilsOrderAnswer = z.output<typeof oilsOrderAnswer>;

/** A page of oils orders, newest first. */
export const oilsOrdersAnswer = z.object({ success, orders: z.array(oilsOrder), nextCursor });
export type OilsOrdersAnswer = z.output<typeof oilsOrdersAnswer>;
