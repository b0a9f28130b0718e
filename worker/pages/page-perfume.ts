/**
 * The perfume a product page shows, read from D1 by its slug with today's sale, archived or not (an archived one's
 * address moves to its scent type's page); null for a slug no perfume has or a scent type the shop no longer lists.
 */
import { eq } from 'drizzle-orm';
import { isCategory } from '#schema/catalog/categories';
import { shopProduct, shopProducts } from '#schema/catalog/shop-products';
import { products } from '#schema/tables';
import type { Db } from '../db';
import type { PagePerfume } from './fill-product';

export async function readPagePerfume(
  db: Db,
  slug: string,
): Promise<{ perfume: PagePerfume; archived: boolean } | null> {
  const row = await shopProducts(db).where(eq(products.slug, slug)).get();
  if (!row) return null;
  const { scentType, archived, ...perfume } = shopProduct(row);
  if (!isCategory(scentType)) return null;
  return { perfume: { ...perfume, scentType }, archived };
}
