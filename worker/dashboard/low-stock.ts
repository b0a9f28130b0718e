/**
 * When a perfume counts as running low on the dashboard: at or under its own low-stock mark (products.low_stock_at,
 * 5 unless the owner set another), sold out ones included and listed first; archived perfumes are left out.
 */
import { and, eq, lte } from 'drizzle-orm';
import { products } from '#schema/tables';

/** How many of the lowest the dashboard lists (it counts them all). */
export const LOW_STOCK_LISTED = 10;

export const lowStock = and(eq(products.archived, false), lte(products.stock, products.lowStockAt));
