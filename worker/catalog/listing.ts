/**
 * A category's listing, or the home page's featured perfumes, read from D1 in one statement and kept
 * as the finished JSON answer with its ETag, so the cache (listing-cache.ts) can hand it out without touching D1 or
 * re-serialising it.
 */
import type { Category } from '#schema/catalog/categories';
import { HOME_SALE_IDS } from '#schema/catalog/featured';
import type { ListedProduct, ProductListAnswer } from '#schema/answers/products';
import { revalidated, type Revalidated } from '../http/handle';
import { RUNNING_SALE_JOIN } from '#schema/sales';
import type { Db } from '../db';

export type Listing = Revalidated<ProductListAnswer>;

export interface Row extends Omit<ListedProduct, 'categories' | 'inStock' | 'sale'> {
  tags: string;
  stock: number;
  saleName: string | null;
  saleBadge: string | null;
  saleEndsAt: number | null;
}

/**
 * A product's listed fields; the query joins RUNNING_SALE_JOIN after `products p`. On a running sale the price is
 * the sale's and the struck price the product's own; otherwise the owner's own 'price before' (if any), no badge.
 */
export const PRODUCT_COLUMNS = `
  p.id AS _id, p.slug, p.name, p.description, coalesce(sale.sale_price, p.price) AS price,
  CASE WHEN sale.sale_price IS NULL THEN p.compare_at_price ELSE p.price END AS compareAtPrice, p.image,
  p.scent_type AS category, p.stock, sale.name AS saleName, sale.badge AS saleBadge, sale.ends_at AS saleEndsAt,
  (SELECT group_concat(all_tags.tag) FROM product_tags all_tags WHERE all_tags.product_id = p.id) AS tags`;

const LISTING_SQL = `
  SELECT ${PRODUCT_COLUMNS}
  FROM product_tags listed
  JOIN products p ON p.id = listed.product_id
  ${RUNNING_SALE_JOIN}
  WHERE listed.tag = ?1 AND NOT p.archived
  ORDER BY p.name`;

/**
 * The products the owner put on the home page: the sale section's, then the featured (Miraj) spot. The seed's sale
 * perfumes keep the order the home page was drawn in (json_each's `key` of HOME_SALE_IDS); others follow by name.
 * The home page shows the sale section's perfumes while a sale runs for them (their `sale`).
 */
const FEATURED_SQL = `
  SELECT ${PRODUCT_COLUMNS}
  FROM products p
  ${RUNNING_SALE_JOIN}
  WHERE p.featured IN ('sale', 'miraj') AND NOT p.archived
  ORDER BY p.featured = 'miraj', coalesce((SELECT drawn.key FROM json_each(?1) drawn WHERE drawn.value = p.id), 1000), p.name`;

export async function loadListing(db: Db, category: Category): Promise<Listing> {
  return listingOf(await db.$client.prepare(LISTING_SQL).bind(category).all<Row>());
}

export async function loadFeatured(db: Db): Promise<Listing> {
  return listingOf(await db.$client.prepare(FEATURED_SQL).bind(JSON.stringify(HOME_SALE_IDS)).all<Row>());
}

export const listed = ({ tags, stock, saleName, saleBadge, saleEndsAt, ...product }: Row): ListedProduct => ({
  ...product,
  categories: tags.split(','),
  inStock: stock > 0,
  sale:
    saleName === null || saleBadge === null || saleEndsAt === null
      ? null
      : { name: saleName, badge: saleBadge, endsAt: new Date(saleEndsAt).toISOString() },
});

function listingOf({ results }: D1Result<Row>): Promise<Listing> {
  return revalidated<ProductListAnswer>({ success: true, products: results.map(listed) });
}
