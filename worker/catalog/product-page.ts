/**
 * GET /api/products/{slug}: one published perfume for its product page, in one indexed read (products_slug). The
 * page is pre-rendered; its island reads this after hydration for today's price and stock, so the answer is
 * revalidated every time like a listing (no-cache and an ETag) rather than cached for a second in the isolate.
 */
import { and, eq, not } from 'drizzle-orm';
import type { ProductAnswer, ProductDetail } from '#schema/answers/products';
import { shopProduct, shopProducts, type ShopProduct } from '#schema/catalog/shop-products';
import { products } from '#schema/tables';
import { ApiError } from '../http/errors';
import { revalidated, type Revalidated } from '../http/handle';
import { listed } from './listing';
import type { Db } from '../db';

export const NO_SUCH_PERFUME = 'We could not find that perfume.';

const detail = (product: ShopProduct): ProductDetail => ({
  ...listed(product),
  notes: product.notes,
  concentration: product.concentration,
  sizeMl: product.sizeMl,
  images: product.images,
  stockLeft: product.stockLeft,
  sizes: product.sizes,
});

/** The answer's JSON and ETag; 404 for a slug no product has, or an archived product's. */
export async function loadProductPage(db: Db, slug: string): Promise<Revalidated<ProductAnswer>> {
  const row = await shopProducts(db)
    .where(and(eq(products.slug, slug), not(products.archived)))
    .get();
  if (!row) throw new ApiError(404, NO_SUCH_PERFUME, { code: 'not_found' });
  return revalidated<ProductAnswer>({ success: true, product: detail(shopProduct(row)) });
}
