/**
 * When a perfume counts as running low on the dashboard: at or under its own low-stock mark (products.low_stock_at,
 * 5 unless the owner set another), sold out ones included and listed first; archived perfumes are left out.
 */
/** How many of the lowest the dashboard lists (it counts them all). */
export const LOW_STOCK_LISTED = 10;

export const lowStockSql = {
  mark: 'low_stock_at',
  where: 'archived = 0 AND stock <= low_stock_at',
};
