/**
 * Perfume orders as a kind of order (lifecycle.ts): a cancellation puts every line's quantity back in stock, with its
 * stock ledger entries, in the same batch and only if the cancellation itself was written, so two admins cancelling
 * at once restore it once.
 */
import { forgetListings } from '../catalog/listing-cache';
import { cancelEntries } from '../catalog/stock-ledger';
import type { OrderKind } from './lifecycle';

export const PERFUME_ORDERS: OrderKind = {
  orders: 'orders',
  statusHistory: 'order_status_history',
  confirmationHistory: 'order_confirmation_history',
  onCancel: (d1, id, at, by) => [
    d1
      .prepare(
        `UPDATE products SET stock = stock + (SELECT quantity FROM order_items WHERE order_id = ? AND product_id = products.id)
         WHERE id IN (SELECT product_id FROM order_items WHERE order_id = ?) AND changes() = 1`,
      )
      .bind(id, id),
    cancelEntries(d1, id, at, by),
  ],
  afterCancel: forgetListings,
};
