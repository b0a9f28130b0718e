/** Oils orders as a kind of order (worker/orders/lifecycle.ts): mixed to order, so a cancellation has no stock to return. */
import type { OrderKind } from '../../orders/lifecycle';

export const OILS_ORDERS_KIND: OrderKind = { name: 'oils' };
