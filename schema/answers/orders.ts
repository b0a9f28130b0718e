/** A perfume order as the API answers it, read by the receipt, My orders and the admin pages. */
import { COURIERS } from '../couriers';
import { z } from '../payloads/zod';
import { confirmation, confirmationHistory, isoTime, nextCursor, orderStatus, statusHistory, success } from './common';
import { orderBase } from './order-base';

export type StatusHistory = z.output<typeof statusHistory>;
export type ConfirmationHistory = z.output<typeof confirmationHistory>;

/**
 * `name` is the line's as the receipt says it, its size's with it ('Miraj 10 ml'); `product.name` the perfume's own.
 * `size`: a tester or sample size's ml, null for the full bottle; `format` says the same in the shop's short form.
 */
export const orderLine = z.object({
  product: z.object({ _id: z.string(), name: z.string(), image: z.string() }),
  name: z.string(),
  size: z.number().int().nullable(),
  price: z.number().int(),
  quantity: z.number().int(),
  format: z.string(),
});
export type OrderLine = z.output<typeof orderLine>;

export const order = orderBase.extend({
  /** Bumped by every edit; PATCH /api/orders/:id sends the version it was made from. */
  version: z.number().int(),
  products: z.array(orderLine),
  shippingAddress: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    alternatePhone: z.string().nullable(),
    address: z.string(),
    apartment: z.string().nullable(),
    city: z.string(),
    province: z.string().nullable(),
    /** Something near the door a courier can ask for, and how the shopper wants the parcel handed over. */
    landmark: z.string().nullable(),
    deliveryNotes: z.string().nullable(),
    country: z.string(),
  }),
  shippingMethod: z.string(),
  shippingCost: z.number().int(),
  totalPrice: z.number().int(),
  orderDetails: z.object({
    subtotal: z.number().int(),
    giftWrappingCost: z.number().int(),
    shippingCost: z.number().int(),
    total: z.number().int(),
  }),
});
export type Order = z.output<typeof order>;

export const orderAnswer = z.object({ success, order });
export type OrderAnswer = z.output<typeof orderAnswer>;

/** A page of orders, newest first. */
export const ordersAnswer = z.object({ success, orders: z.array(order), nextCursor });
export type OrdersAnswer = z.output<typeof ordersAnswer>;

/** The refusals a bulk change skips an order for, each as a single change of that order would refuse it. */
export const BULK_SKIP_CODES = [
  'not_found',
  'status_change_refused',
  'return_reason_refused',
  'stock_over_limit',
] as const;

/**
 * One order the bulk change left as it was, and why: `code` the refusal it met, `status` the order's status when it
 * was refused (null when there is no such order), so the console words the reason in its own language from what the
 * order is now and not from the list it loaded; a restock above the most a stock holds names the perfume and its
 * stock (`product`, `left`). `message` says it all in English.
 */
export const skippedOrder = z.object({
  id: z.string(),
  code: z.enum(BULK_SKIP_CODES),
  status: orderStatus.nullable(),
  message: z.string(),
  product: z.string().optional(),
  left: z.number().int().optional(),
});
export type SkippedOrder = z.output<typeof skippedOrder>;

/** The bulk change's answer: which orders moved, and which did not and why (the console lists them). */
export const bulkStatusAnswer = z.object({
  success,
  changed: z.array(z.string()),
  skipped: z.array(skippedOrder),
});
export type BulkStatusAnswer = z.output<typeof bulkStatusAnswer>;

/**
 * What order tracking answers anyone holding the order number and its phone: what a courier's tracking page shows,
 * the progress and the parcel, and nothing about the person.
 */
export const trackedOrder = z.object({
  displayOrderId: z.string(),
  status: orderStatus,
  statusHistory,
  /** Set once the parcel is handed to a courier, for either kind of order. */
  courier: z.enum(COURIERS).nullable(),
  trackingNumber: z.string().nullable(),
  createdAt: isoTime,
  /**
   * Each line's perfume or oil by its own name, with its size (a tester's, a sample's, an oil's volume) in ml, for
   * the page to say its unit in its own language; null for a perfume's full bottle.
   */
  items: z.array(
    z.object({ name: z.string(), ml: z.number().int().positive().nullable(), quantity: z.number().int() }),
  ),
});
export type TrackedOrder = z.output<typeof trackedOrder>;

export const trackAnswer = z.object({ success, order: trackedOrder });
export type TrackAnswer = z.output<typeof trackAnswer>;

/**
 * What the shopper's confirmation link shows of an order: only the items, total and city, since the link may travel
 * through WhatsApp, so it carries no name, phone or address.
 */
export const confirmView = z.object({
  displayOrderId: z.string(),
  /** Which shop it came from, for the page's way back to it once the order is over. */
  kind: z.enum(['perfumes', 'oils']),
  status: orderStatus,
  /** When it was cancelled, while it is; null otherwise. */
  cancelledAt: isoTime.nullable(),
  confirmation,
  /** The cash to keep ready, in whole rupees. */
  total: z.number().int(),
  /** Null only on oils orders placed before the wholesale page asked for a city. */
  city: z.string().nullable(),
  /** Each line's perfume or oil by its own name, with its size (a tester's, a sample's, an oil's volume) in ml. */
  items: z.array(
    z.object({ name: z.string(), ml: z.number().int().positive().nullable(), quantity: z.number().int() }),
  ),
});
export type ConfirmView = z.output<typeof confirmView>;

export const confirmAnswer = z.object({ success, order: confirmView });
export type ConfirmAnswer = z.output<typeof confirmAnswer>;
