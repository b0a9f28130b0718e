/**
 * Perfume orders as a kind of order (lifecycle.ts): a cancellation puts every line's quantity back in stock, with its
 * stock ledger entries, in the same batch and only if the cancellation itself was written, so two admins cancelling
 * at once restore it once. A return does the same when the owner restocks it, and otherwise writes the bottles off in
 * the ledger (stock unchanged). A delivered order's cash is followed until the courier pays it (remittances).
 */
import { RETURN_REASON_LABELS } from '#schema/returns';
import { forgetListings } from '../catalog/listing-cache';
import { cancelEntries, returnStatements } from '../products/stock';
import type { OrderKind } from './lifecycle';

export const PERFUME_ORDERS: OrderKind = {
  orders: 'orders',
  statusHistory: 'order_status_history',
  confirmationHistory: 'order_confirmation_history',
  followsCash: true,
  onCancel: (d1, id, at, by) => [
    d1
      .prepare(
        `UPDATE products SET stock = stock + (SELECT quantity FROM order_items WHERE order_id = ? AND product_id = products.id)
         WHERE id IN (SELECT product_id FROM order_items WHERE order_id = ?) AND changes() = 1`,
      )
      .bind(id, id),
    cancelEntries(d1, id, at, by),
  ],
  onReturn: (d1, id, at, by, back) =>
    returnStatements(d1, id, at, by, { restock: back.restock, note: RETURN_REASON_LABELS[back.reason] }),
  afterStockChange: forgetListings,
};
