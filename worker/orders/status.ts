/**
 * Perfume orders as a kind of order (lifecycle.ts): a cancellation puts every line's quantity back in stock, with its
 * stock ledger entries, in the same batch and only if the cancellation itself was written, so two admins cancelling
 * at once restore it once. A return does the same when the owner restocks it, and otherwise writes the bottles off in
 * the ledger (stock unchanged). A delivered order's cash is followed until the courier pays it (remittances).
 */
import { RETURN_REASON_LABELS } from '#schema/returns';
import { forgetListings } from '../catalog/listing-cache';
import { cancelEntries, restockOrder, returnStatements } from '../products/stock';
import type { OrderKind } from './lifecycle';

export const PERFUME_ORDERS: OrderKind = {
  name: 'perfume',
  followsCash: true,
  onCancel: (db, id, at, by) => [restockOrder(db, id), cancelEntries(db, id, at, by)],
  onReturn: (db, id, at, by, back) =>
    returnStatements(db, id, at, by, { restock: back.restock, note: RETURN_REASON_LABELS[back.reason] }),
  afterStockChange: forgetListings,
};
