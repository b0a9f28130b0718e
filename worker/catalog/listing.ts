/**
 * A category's listing, or the home page's featured perfumes, read from D1 in one statement and kept
 * as the finished JSON answer with its ETag, so the cache (listing-cache.ts) can hand it out without touching D1 or
 * re-serialising it.
 */
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Category } from '#schema/catalog/categories';
import { HOME_SALE_IDS } from '#schema/catalog/featured';
import { shopProduct, shopProducts, type ShopProduct, type ShopProductRow } from '#schema/catalog/shop-products';
import { sizesOnly, type ListedProduct, type ProductListAnswer } from '#schema/answers/products';
import { descriptionUrOf } from '#schema/i18n/description-ur';
import { products, productTags } from '#schema/tables';
import { revalidated, type Revalidated } from '../http/handle';
import type { Db } from '../db';

export type Listing = Revalidated<ProductListAnswer>;

export async function loadListing(db: Db, category: Category): Promise<Listing> {
  const tagged = db.select({ id: productTags.productId }).from(productTags).where(eq(productTags.tag, category));
  return listingOf(
    await shopProducts(db)
      .where(and(inArray(products.id, tagged), not(products.archived)))
      .orderBy(products.name),
  );
}

/**
 * The products the owner put on the home page: the sale section's, then the featured (Miraj) spot. The seed's sale
 * perfumes keep the order the home page was drawn in (json_each's `key` of HOME_SALE_IDS); others follow by name.
 * The home page shows the sale section's perfumes while a sale runs for them (their `sale`).
 */
export async function loadFeatured(db: Db): Promise<Listing> {
  const drawn = sql`coalesce((SELECT key FROM json_each(${JSON.stringify(HOME_SALE_IDS)}) WHERE value = ${products.id}), 1000)`;
  return listingOf(
    await shopProducts(db)
      .where(and(inArray(products.featured, ['sale', 'miraj']), not(products.archived)))
      .orderBy(sql`${products.featured} = 'miraj'`, drawn, products.name),
  );
}

/** A perfume as a listing's card shows it. */
export const listed = (product: ShopProduct): ListedProduct => ({
  _id: product.id,
  slug: product.slug,
  name: product.name,
  description: product.description,
  descriptionUr: descriptionUrOf(product),
  price: product.price,
  compareAtPrice: product.compareAtPrice,
  image: product.image,
  category: product.scentType,
  categories: product.categories,
  inStock: product.inStock,
  sizesOnly: sizesOnly(product),
  sale: product.sale,
});

function listingOf(rows: ShopProductRow[]): Promise<Listing> {
  return revalidated<ProductListAnswer>({ success: true, products: rows.map((row) => listed(shopProduct(row))) });
}
