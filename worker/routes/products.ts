/**
 * GET /api/products/category/{category}: the listing, from a cache that stays within a second of D1 (see
 * catalog/listing-cache.ts). Browsers must revalidate every time (`no-cache`); an unchanged listing is a bodiless 304.
 */
import { Hono } from 'hono';
import { isCategory } from '../../schema/catalog/categories';
import { loadListing } from '../catalog/listing';
import { cachedListing } from '../catalog/listing-cache';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';

export const productRoutes = new Hono<AppEnv>();

productRoutes.get('/category/:category', async (c) => {
  const category = c.req.param('category');
  if (!isCategory(category)) throw new ApiError(404, `There is no category called '${category}'.`);
  const { body, etag } = await cachedListing(category, () => loadListing(c.env.DB, category));
  const headers = { etag, 'cache-control': 'no-cache' };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
});
