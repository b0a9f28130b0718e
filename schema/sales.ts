/**
 * What a running sale does to a price, in SQL, for every reader of a price: the listings, the product page, the
 * cart and checkout (the Worker) and the build (site/content/catalog-loader.ts), so a shopper is charged what the
 * card says. A sale runs from its start (inclusive) to its end (exclusive), on the database's clock. A perfume in
 * two running sales takes the lower price; a sale price that is not below the perfume's own price (the owner
 * lowered the price since) is no sale.
 */

/** Now in Unix milliseconds (julianday keeps the milliseconds unixepoch() drops), so a sale ended now has ended. */
const NOW_MS = `CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)`;
const RUNNING = `s.deleted_at IS NULL AND s.starts_at <= ${NOW_MS} AND s.ends_at > ${NOW_MS}`;

/** The price a perfume sells at now: its lowest running sale price, else its own price (`products` named `table`). */
export const sellingPriceSql = (table: string) => `coalesce((SELECT min(si.sale_price) FROM sale_items si
  JOIN sales s ON s.id = si.sale_id
  WHERE si.product_id = ${table}.id AND si.sale_price < ${table}.price AND ${RUNNING}), ${table}.price)`;

/**
 * For a listing: LEFT JOIN this as `sale` ON sale.product_id = p.id, for the running sale that sets the price
 * (sale.sale_price, sale.name, sale.badge, sale.ends_at; the lowest price's sale, as SQLite's min() gives the other
 * columns of the row it picked).
 */
export const RUNNING_SALE_JOIN = `LEFT JOIN (
  SELECT si.product_id, min(si.sale_price) AS sale_price, s.name, s.badge, s.ends_at
  FROM sale_items si JOIN sales s ON s.id = si.sale_id JOIN products sp ON sp.id = si.product_id
  WHERE si.sale_price < sp.price AND ${RUNNING}
  GROUP BY si.product_id
) sale ON sale.product_id = p.id`;

/** The seed's sale: the one the home page was drawn with. It runs until the owner ends it or changes its dates. */
export const SEED_SALE = {
  id: 'eid-sale',
  name: 'Eid Sale',
  badge: 'EID SALE',
  startsAt: Date.UTC(2025, 0, 1) - 5 * 60 * 60 * 1000,
  endsAt: Date.UTC(2099, 11, 31, 19),
} as const;
