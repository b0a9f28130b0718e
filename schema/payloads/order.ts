/** An order as the API answers it, read by the receipt, My orders and the admin pages. */
import type { Confirmation } from '../confirmation';
import type { Courier } from '../couriers';
import type { Cash } from '../cash';
import type { OrderStatus } from '../order-status';
import type { Timeline } from './timeline';
import type { ReturnReason } from '../returns';

export { ORDER_STATUSES, type OrderStatus } from '../order-status';
export type { Confirmation } from '../confirmation';
export type { Courier } from '../couriers';
export type { Cash } from '../cash';
export type { ReturnReason } from '../returns';

/**
 * Each status an order reached, oldest first, with its time (ISO 8601): the receipt's timeline. A return carries its
 * reason and whether its bottles went back in stock.
 */
export type StatusHistory = { status: OrderStatus; at: string; reason?: ReturnReason; restock?: boolean }[];

/**
 * What the shop's orders from the same phone say about this one (perfume and oils orders): how many it placed, how
 * many came back refused at the door, how many came back at all, and whether the shop blocked the number.
 */
export interface OrderRisk {
  phoneOrders: number;
  refused: number;
  returned: number;
  blocked: boolean;
}
/** Each answer the admin recorded from the customer, oldest first, with its time. */
export type ConfirmationHistory = { confirmation: Confirmation; at: string }[];

export interface OrderLine {
  product: { _id: string; name: string; image: string };
  name: string;
  price: number;
  quantity: number;
  format: string;
}

export interface Order {
  _id: string;
  displayOrderId: string;
  createdAt: string;
  status: OrderStatus;
  statusHistory: StatusHistory;
  confirmation: Confirmation;
  confirmationHistory: ConfirmationHistory;
  /** Both set when the order is marked shipped, null before. */
  courier: Courier | null;
  trackingNumber: string | null;
  /** The shopper's private page to confirm or cancel the order: /confirm/{token} (schema/confirm-link.ts). */
  confirmUrl: string;
  /** Bumped by every edit; PATCH /api/orders/:id sends the version it was made from. */
  version: number;
  /** Every change with who and when, for the shop only: absent from a shopper's answers. */
  timeline?: Timeline;
  /** Where the order's cash is: with nobody yet, with the courier (delivered), or paid to the shop. */
  cash: Cash;
  /** Why it came back, once returned; null otherwise. */
  returnReason: ReturnReason | null;
  /** Only in the admin's answers: the shopper's own pages have no use for it. */
  risk?: OrderRisk;
  products: OrderLine[];
  shippingAddress: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    alternatePhone: string | null;
    address: string;
    apartment: string | null;
    city: string;
    country: string;
  };
  shippingMethod: string;
  shippingCost: number;
  totalPrice: number;
  orderDetails: { subtotal: number; giftWrappingCost: number; shippingCost: number; total: number };
}

export interface OrderAnswer {
  success: true;
  order: Order;
}

/** A page of orders, newest first; `nextCursor` asks for the next page (null on the last). */
export interface OrdersAnswer {
  success: true;
  orders: Order[];
  nextCursor: string | null;
}
