/**
 * GET /api/products/category/{category}: the listing, and GET /api/products/featured: the home page's sale
 * perfumes and Miraj, both from a cache that stays within a second of D1 (see catalog/listing-cache.ts); and
 * GET /api/products/{slug}, one product for its page. Browsers must revalidate every time (`no-cache`); an
 * unchanged answer is a bodiless 304. Archived products are in none of them.
 * GET /search-index/manifest.json names the search index's version (revalidated on each page's first search); its
 * files, GET /search-index/{version}/words-r.json and perfumes-0.json, never change under their version, so a
 * browser keeps them for a year.
 */
import { Hono } from 'hono';
import { PRODUCTS } from '#schema/api';
import { isCategory } from '#schema/catalog/categories';
import { loadFeatured, loadListing } from './listing';
import { loadProductPage } from './product-page';
import { cachedListing } from './listing-cache';
import type { AppEnv } from '../env';
import { ApiError, echoed } from '../http/errors';
import { IMMUTABLE } from '../media/store';
import { currentIndex } from './search-index';
import { handle } from '../http/handle';

export const productRoutes = new Hono<AppEnv>();

handle(productRoutes, PRODUCTS.featured, (c) => cachedListing('featured', () => loadFeatured(c.var.db)));

handle(productRoutes, PRODUCTS.category, (c) => {
  const category = c.req.param('category');
  if (!isCategory(category))
    throw new ApiError(404, `There is no category called '${echoed(category)}'.`, { code: 'not_found' });
  return cachedListing(category, () => loadListing(c.var.db, category));
});

handle(productRoutes, PRODUCTS.read, (c) => loadProductPage(c.var.db, c.req.param('slug')));

const json = (body: string, cacheControl: string) =>
  new Response(body, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl },
  });

export const searchIndexRoutes = new Hono<AppEnv>();

searchIndexRoutes.get('/manifest.json', async (c) => {
  const { manifest } = await currentIndex(c.var.db);
  return json(JSON.stringify(manifest), 'no-cache');
});

searchIndexRoutes.get('/:version/:file', async (c) => {
  const { manifest, files } = await currentIndex(c.var.db);
  const body = c.req.param('version') === manifest.version ? files[c.req.param('file')] : undefined;
  if (body === undefined) return c.text('Not found', 404);
  return json(body, IMMUTABLE);
});
