/** The stock ledger's reasons as the console words them; the owner picks from the first four. */
import { ADJUSTMENT_REASONS } from '#schema/catalog/limits';
import type { StockReason } from '#schema/catalog/limits';
import type { OwnerReason } from '#site/api/admin-catalog';

export const REASON_LABELS: Record<StockReason, string> = {
  restock: 'Restock',
  damaged: 'Damaged',
  correction: 'Correction',
  return: 'Return',
  order: 'Order',
  cancel: 'Order cancelled',
  edit: 'Order changed',
};

/** The reasons the owner picks from, as the API takes them. */
export const OWNER_REASONS: readonly OwnerReason[] = ADJUSTMENT_REASONS;

/** '+12', '−3': the sign always shown, a true minus for the eye; '0' for an entry that moved no stock (a write-off). */
export const signed = (change: number): string =>
  change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : '0';
