import { describe, expect, it } from 'vitest';
import { HOME_FEATURED_IDS } from '#schema/catalog/featured';
import type { ProductListAnswer } from '#schema/answers/products';
import { FRESH_MS } from '../../worker/catalog/listing-cache';
import { PRODUCTS } from '#schema/api';
import { call, pause, request } from './client';
import { setProduct } from './fixtures';

describe('GET /api/products/featured', () => {
  it("answers the home page's sale perfumes and Miraj, in the order shown, as a listing", async () => {
    const { status, body } = await request(PRODUCTS.featured);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.products.map((p) => p._id)).toEqual([...HOME_FEATURED_IDS]);
    expect(body.products[0]).toMatchObject({
      _id: 'blue-mist',
      name: 'Blue Mist',
      price: 1599,
      compareAtPrice: 2199,
      inStock: true,
    });
    expect(body.products[0]!.categories).toContain('aquatic');
  });

  it("shows today's price and stock, and is revalidated like a category listing", async () => {
    const before = await call('/api/products/featured');
    expect(before.headers.get('cache-control')).toBe('no-cache');
    const shown = ((await before.json()) as ProductListAnswer).products.find((p) => p._id === 'miraj');
    expect(shown).toMatchObject({ price: 1999, inStock: true });
    await setProduct('miraj', { price: 1777, stock: 0 });
    await pause(FRESH_MS + 50);
    const after = await call('/api/products/featured', { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    const miraj = ((await after.json()) as ProductListAnswer).products.find((p) => p._id === 'miraj');
    expect(miraj).toMatchObject({ price: 1777, inStock: false });
  });
});
