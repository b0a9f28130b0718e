/** An order as the API answers it, read by the receipt, My orders and the admin pages. */
import type { OrderStatus } from '../order-status';

export { ORDER_STATUSES, type OrderStatus } from '../order-status';

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
  statusHistory: { status: OrderStatus; at: string }[];
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
