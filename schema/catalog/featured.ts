/**
 * What the home page features: the five perfumes of the Eid sale, in the order shown, and Miraj.
 * The home page renders them from the catalog; GET /api/products/featured answers today's prices and stock.
 */
export const HOME_SALE_IDS = ['blue-mist', 'royal-ruby', 'encharntess', 'angels-kiss', 'sir-al-shams'] as const;
export const FEATURED_ID = 'miraj';
export const HOME_FEATURED_IDS: readonly string[] = [...HOME_SALE_IDS, FEATURED_ID];
