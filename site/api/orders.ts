/** The site's calls to /api/orders: placing, reading, the admin's status change and CSV export. */
import type { PlaceOrderInput } from '../../schema/payloads/checkout';
import type { OrderAnswer } from '../../schema/payloads/order';
import type { OrderStatus } from '../../schema/order-status';
import { api, apiFile } from '../lib/api';

const ORDERS = '/api/orders';
const order = (id: string) => `${ORDERS}/${encodeURIComponent(id)}`;

/** The list's address, for the paged list hook (`useAdminList`, My orders). */
export const ORDERS_PATH = ORDERS;

/** `idempotencyKey` makes a retry of the same checkout answer the first order instead of placing another. */
export const placeOrder = (body: PlaceOrderInput, idempotencyKey: string) =>
  api<OrderAnswer>(ORDERS, { method: 'POST', body, idempotencyKey });

export const readOrder = (id: string) => api<OrderAnswer>(order(id));

export const changeOrderStatus = (id: string, status: OrderStatus) =>
  api<OrderAnswer>(`${order(id)}/status`, { method: 'PATCH', body: { status } });

/** The filtered orders as a CSV file; `query` is the list's own filter query string. */
export const exportOrders = (query: string) => apiFile(`${ORDERS}/export.csv${query ? `?${query}` : ''}`);
