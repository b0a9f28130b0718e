/** Oils orders as a kind of order (worker/orders/lifecycle.ts): mixed to order, so a cancellation has no stock to return. */
import type { OrderKind } from '../../orders/lifecycle';

export const OILS_ORDERS_KIND: OrderKind = {
  orders: 'oils_orders',
  statusHistory: 'oils_order_status_history',
  confirmationHistory: 'oils_order_confirmation_history',
};
