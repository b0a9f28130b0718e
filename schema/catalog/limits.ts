/**
 * Catalog rules both the Worker's validators and the owner's console need, kept apart from the zod schemas so the
 * console can read them without downloading zod.
 */

/** Photos a perfume may have; the first is the main one. */
export const MAX_IMAGES = 6;

/** The longest name a perfume or a perfume oil may have, in characters. */
export const MAX_NAME = 100;

/** The longest description a perfume may have, in English or in Urdu, in characters. */
export const MAX_DESCRIPTION = 1000;

/** The longest a note may be, in English or the owner's Urdu name of it, in characters. */
export const MAX_NOTE = 40;

/** The reasons the owner gives a stock change; orders and cancellations write 'order' and 'cancel' themselves. */
export const ADJUSTMENT_REASONS = ['restock', 'damaged', 'correction', 'return'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** 'edit': the shop changed an order's quantities before it shipped (taking more, or putting some back). */
export const STOCK_REASONS = [...ADJUSTMENT_REASONS, 'order', 'cancel', 'edit'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
