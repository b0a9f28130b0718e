/**
 * GET /api/products/category/{category}: the listing, and GET /api/products/featured: the home page's sale
 * perfumes and Miraj, both from a cache that stays within a second of D1 (see catalog/listing-cache.ts); and
 * GET /api/products/{slug}, one product for its page. Browsers must revalidate every time (`no-cache`); an
 * unchanged answer is a bodiless 304. Archived products are in none of them.
 */
import { Hono, type Context } from 'hono';
import { PRODUCTS } from '../../schema/api';
import { isCategory } from '../../schema/catalog/categories';
import { loadFeatured, loadListing, type Listing } from './listing';
import { loadProductPage } from './product-page';
import { cachedListing, type ListingKey } from './listing-cache';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';

export const productRoutes = new Hono<AppEnv>();

function answerListing(c: Context<AppEnv>, key: ListingKey, load: () => Promise<Listing>) {
  return cachedListing(key, load).then((listing) => revalidated(c, listing));
}

function revalidated(c: Context<AppEnv>, { body, etag }: Listing) {
  const headers = { etag, 'cache-control': 'no-cache' };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
}

productRoutes.get(PRODUCTS.featured.route, (c) => answerListing(c, 'featured', () => loadFeatured(c.env.DB)));

productRoutes.get(PRODUCTS.category.route, (c) => {
  const category = c.req.param('category');
  if (!isCategory(category)) throw new ApiError(404, `There is no category called '${category}'.`);
  return answerListing(c, category, () => loadListing(c.env.DB, category));
});

productRoutes.get(PRODUCTS.read.route, async (c) =>
  revalidated(c, await loadProductPage(c.env.DB, c.req.param('slug'))),
);
