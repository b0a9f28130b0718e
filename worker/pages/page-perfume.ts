/**
 * The perfume a product page shows, read from D1 by its slug with today's sale, archived or not (an archived one's
 * address moves to its scent type's page), and the listed perfumes of its scent type, among which the page picks
 * its 'More ...'.
 */
import { and, eq, not } from 'drizzle-orm';
import { shopProduct, shopProducts, type ShopProduct } from '#schema/catalog/shop-products';
import type { ScentType } from '#schema/catalog/categories';
import { products } from '#schema/tables';
import type { Db } from '../db';

export async function readPagePerfume(db: Db, slug: string): Promise<ShopProduct | null> {
  const row = await shopProducts(db).where(eq(products.slug, slug)).get();
  return row ? shopProduct(row) : null;
}

export async function listedOfType(db: Db, scentType: ScentType): Promise<ShopProduct[]> {
  const rows = await shopProducts(db)
    .where(and(eq(products.scentType, scentType), not(products.archived)))
    .orderBy(products.name);
  return rows.map(shopProduct);
}
