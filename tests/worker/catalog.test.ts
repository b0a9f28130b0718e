import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, GENDERS, MIN_PRODUCTS_PER_TAG, OCCASIONS, SCENT_TYPE_COUNTS, SEASONS, SCENT_TYPES } from '../../schema/catalog/categories';
import { seedStatements } from '../../schema/seed';
import { json } from './client';

interface ProductList {
  success: boolean;
  products: { _id: string; name: string; price: number; compareAtPrice: number | null; category: string; categories: string[]; inStock: boolean; image: string }[];
}

describe('GET /api/products/category/{category}', () => {
  it.each(SCENT_TYPES)('lists as many %s products as the sidebar says', async (type) => {
    const { status, body } = await json<ProductList>(`/api/products/category/${type}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.products).toHaveLength(SCENT_TYPE_COUNTS[type]);
    expect(body.products.every((p) => p.category === type && p.categories.includes(type))).toBe(true);
  });

  it.each([...GENDERS, ...SEASONS, ...OCCASIONS])('lists at least the minimum of %s products', async (tag) => {
    const { status, body } = await json<ProductList>(`/api/products/category/${tag}`);
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThanOrEqual(MIN_PRODUCTS_PER_TAG);
    expect(body.products.every((p) => p.categories.includes(tag))).toBe(true);
  });

  it('answers all 19 categories with the contract shape', async () => {
    expect(CATEGORIES).toHaveLength(19);
    const { body } = await json<ProductList>('/api/products/category/woody');
    expect(Object.keys(body.products[0]!).sort()).toEqual(
      ['_id', 'name', 'description', 'price', 'compareAtPrice', 'image', 'category', 'categories', 'inStock'].sort(),
    );
  });

  it('carries the Eid sale prices', async () => {
    const all = await Promise.all(SCENT_TYPES.map((t) => json<ProductList>(`/api/products/category/${t}`)));
    const byName = new Map(all.flatMap((r) => r.body.products).map((p) => [p.name, p]));
    expect(byName.get('Blue Mist')).toMatchObject({ price: 1599, compareAtPrice: 2199 });
    expect(byName.get('Royal Ruby')).toMatchObject({ price: 1499, compareAtPrice: 1999 });
    expect(byName.get("Angel's Kiss")).toMatchObject({ price: 1399, compareAtPrice: 1899 });
  });

  it('refuses an unknown category with a 404 envelope', async () => {
    const { status, body } = await json('/api/products/category/smoky');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: expect.stringContaining('smoky') });
  });
});

describe('GET /api/oils', () => {
  it('lists at least 30 oils with base prices', async () => {
    const { status, body } = await json<{ _id: string; name: string; price: number }[]>('/api/oils');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(30);
    expect(body.every((oil) => Number.isInteger(oil.price) && oil.price > 0)).toBe(true);
  });
});

describe('seeding', () => {
  async function counts() {
    const row = await env.DB.prepare(
      'SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM product_tags) AS tags, (SELECT count(*) FROM oils) AS oils',
    ).first<{ products: number; tags: number; oils: number }>();
    return row!;
  }

  it('can run again without duplicating anything or undoing sales', async () => {
    const before = await counts();
    await env.DB.prepare("UPDATE products SET stock = 3 WHERE id = 'blue-mist'").run();
    await env.DB.batch(seedStatements().map((s) => env.DB.prepare(s)));
    await env.DB.batch(seedStatements().map((s) => env.DB.prepare(s)));
    expect(await counts()).toEqual(before);
    const { body } = await json<ProductList>('/api/products/category/aquatic');
    expect(body.products).toHaveLength(SCENT_TYPE_COUNTS.aquatic);
    const stock = await env.DB.prepare("SELECT stock FROM products WHERE id = 'blue-mist'").first<{ stock: number }>();
    expect(stock?.stock).toBe(3);
  });
});
