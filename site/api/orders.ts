/**
 * The site's calls to /api/orders: placing, reading and cancelling one's own; the admin's status, confirmation and
 * bulk changes, edits, notes and messages sent; CSV export.
 */
import { ORDERS } from '#schema/api';
import type { Confirmation } from '#schema/confirmation';
import type { Courier } from '#schema/couriers';
import type { PlaceOrderInput } from '#schema/payloads/checkout';
import type { OrderStatus } from '#schema/order-status';
import type { OrderEditInput } from '#schema/payloads/order-edits';
import type { OrderMessage } from '#schema/payloads/timeline';
import type { ReturnReason } from '#schema/returns';
import { call, callFile } from '../lib/api';

/** `idempotencyKey` makes a retry of the same checkout answer the first order instead of placing another. */
export const placeOrder = (body: PlaceOrderInput, idempotencyKey: string) =>
  call(ORDERS.place, { body, idempotencyKey });

export const readOrder = (id: string) => call(ORDERS.read, { params: { id } });

/**
 * The courier and tracking number go with `shipped`, the reason and restock with `returned` (the API refuses either
 * without them).
 */
export const changeOrderStatus = (
  id: string,
  status: OrderStatus,
  details?: { courier: Courier; trackingNumber: string } | { returnReason: ReturnReason; restock: boolean },
) => call(ORDERS.changeStatus, { params: { id }, body: { status, ...details } });

export const changeOrderConfirmation = (id: string, confirmation: Confirmation) =>
  call(ORDERS.changeConfirmation, { params: { id }, body: { confirmation } });

export const bulkChangeStatus = (
  ids: string[],
  status: OrderStatus,
  back?: { returnReason: ReturnReason; restock: boolean },
) => call(ORDERS.bulkStatus, { body: { ids, status, ...back } });

/** The filtered orders as a CSV file; `query` is the list's own filter query string. */
export const exportOrders = (query: string) => callFile(ORDERS.exportCsv, { query });

/** The shopper cancels their own pending order (My orders). */
export const cancelOrder = (id: string) => call(ORDERS.cancel, { params: { id } });

export const editOrder = (id: string, edit: OrderEditInput) => call(ORDERS.change, { params: { id }, body: edit });

export const addOrderNote = (id: string, text: string) => call(ORDERS.addNote, { params: { id }, body: { text } });

/** Keeps in the order's timeline that the console opened this WhatsApp message. */
export const recordOrderMessage = (id: string, message: OrderMessage) =>
  call(ORDERS.recordMessage, { params: { id }, body: { message } });
