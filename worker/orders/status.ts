/**
 * The kinds of order (lifecycle.ts). Oils are mixed to order, so an oils order's cancellation or return has no stock
 * to give back. A delivered order's cash, of either kind, is followed until the courier pays it (remittances): a
 * courier collects an oils parcel's cash at the door as it does a perfume parcel's.
 *
 * Perfume orders: a cancellation puts every line's quantity back in stock, with its
 * stock ledger entries, in the same batch and only if the cancellation itself was written, so two admins cancelling
 * at once restore it once. A return does the same when the owner restocks it, unless that would take a stock above the
 * most one holds (then it is refused whole), and otherwise writes the bottles off in the ledger (stock unchanged).
 */
import { forgetListings } from '../catalog/listing-cache';
import { cancelEntries, restockOrder, returnStatements } from '../products/stock';
import { restockFits, restockRefusal } from '../products/restock-limit';
import type { OrderKindName } from '#schema/order-kinds';
import type { OrderKind } from './lifecycle';

export const PERFUME_ORDERS: OrderKind = {
  name: 'perfume',
  followsCash: true,
  onCancel: (db, id, at, by) => [restockOrder(db, id), cancelEntries(db, id, at, by)],
  onReturn: (db, id, at, by, back) => returnStatements(db, id, at, by, back),
  returnGuard: {
    holds: (db, id, back) => (back.restock ? restockFits(db, id) : undefined),
    refusal: (db, id, back) => (back.restock ? restockRefusal(db, id) : Promise.resolve(null)),
  },
  afterStockChange: forgetListings,
};

export const OILS_ORDERS_KIND: OrderKind = { name: 'oils', followsCash: true };

/** Each kind by its name, for code that moves an order of either (the confirmation link, a courier's booking). */
export const KIND_OF: Record<OrderKindName, OrderKind> = { perfume: PERFUME_ORDERS, oils: OILS_ORDERS_KIND };
