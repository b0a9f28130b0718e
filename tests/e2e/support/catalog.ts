/**
 * The console's Catalog for browser tests, and perfumes made and changed through the catalog administration API for
 * tests that start from a product (the stale-copy test changes one behind the console's back, as a second admin would).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openAdminConsole } from './accounts';
import type { AdminProduct } from '#schema/answers/admin-products';
import type { NewProduct, ProductChange } from '#site/api/admin-catalog';
import { csrfHeaders } from './csrf';

/** A camera-sized photo (1600 x 1200 JPEG) for the photo picker. */
export const PHOTO = 'tests/e2e/fixtures/bottle-photo.jpg';

/** A new admin on the console, its Catalog's perfume list loaded. */
export async function openCatalog(page: Page) {
  const admin = await openAdminConsole(page);
  const catalog = page.getByRole('region', { name: 'Catalog' });
  await expect(catalog.getByRole('status').filter({ hasText: /Showing \d+ perfume/ })).toBeVisible();
  return { admin, catalog };
}

async function send(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'patch',
  path: string,
  data: unknown,
): Promise<AdminProduct> {
  const headers = { authorization: `Bearer ${token}`, ...(await csrfHeaders(request)) };
  const response = await request[method](path, { headers, data });
  const body = (await response.json()) as { product?: AdminProduct; message?: string };
  if (!response.ok() || !body.product)
    throw new Error(`${method} ${path} answered ${response.status()}: ${body.message}`);
  return body.product;
}

export function createProductViaApi(
  request: APIRequestContext,
  token: string,
  fields: Partial<NewProduct> & Pick<NewProduct, 'name'>,
) {
  const product: NewProduct = {
    description: 'A test perfume.',
    notes: { top: ['Bergamot'], heart: ['Rose'], base: ['Musk'] },
    concentration: 'eau de parfum',
    sizeMl: 50,
    price: 1999,
    compareAtPrice: null,
    stock: 10,
    lowStockAt: 5,
    // Fruity: no browser test counts or sorts that category, so perfumes made here leave the others as seeded.
    scentType: 'fruity',
    genders: ['unisex'],
    seasons: ['winter'],
    occasions: ['office'],
    images: ['/images/products/rawayat.svg'],
    featured: null,
    ...fields,
  };
  return send(request, token, 'post', '/api/admin/products', product);
}

export const changeProductViaApi = (request: APIRequestContext, token: string, id: string, change: ProductChange) =>
  send(request, token, 'patch', `/api/admin/products/${encodeURIComponent(id)}`, change);

/** The owner's stock adjustment: `change` units in or out, as counting the shelf again is. */
export const adjustStockViaApi = (request: APIRequestContext, token: string, id: string, change: number) =>
  send(request, token, 'post', `/api/admin/products/${encodeURIComponent(id)}/stock`, {
    change,
    reason: 'correction',
  });

/** The owner's list of a perfume's tester and sample sizes, as the console's sizes panel saves it. */
export async function setSizesViaApi(
  request: APIRequestContext,
  token: string,
  id: string,
  sizes: { ml: number; price: number; stock: number }[],
) {
  const headers = { authorization: `Bearer ${token}`, ...(await csrfHeaders(request)) };
  const response = await request.put(`/api/admin/products/${encodeURIComponent(id)}/sizes`, {
    headers,
    data: { sizes },
  });
  if (!response.ok())
    throw new Error(`Setting the sizes of ${id} answered ${response.status()}: ${await response.text()}`);
}
