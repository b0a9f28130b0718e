import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  GENDERS,
  MIN_PRODUCTS_PER_TAG,
  OCCASIONS,
  SCENT_TYPE_COUNTS,
  SEASONS,
  SCENT_TYPES,
} from '#schema/catalog/categories';
import { seedStatements } from '#schema/seed';
import { slugify } from '#schema/slug';
import { OILS, PRODUCTS } from '#schema/api';
import { request } from './client';
import { batch, db, setProduct } from './fixtures';
import { and, eq } from 'drizzle-orm';
import { oils, products, productTags, stockEntries } from '#schema/tables';

describe('GET /api/products/category/{category}', () => {
  it.each(SCENT_TYPES)('lists as many %s products as the sidebar says', async (type) => {
    const { status, body } = await request(PRODUCTS.category, { params: { category: type } });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.products).toHaveLength(SCENT_TYPE_COUNTS[type]);
    expect(body.products.every((p) => p.category === type && p.categories.includes(type))).toBe(true);
  });

  it.each([...GENDERS, ...SEASONS, ...OCCASIONS])('lists at least the minimum of %s products', async (tag) => {
    const { status, body } = await request(PRODUCTS.category, { params: { category: tag } });
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThanOrEqual(MIN_PRODUCTS_PER_TAG);
    expect(body.products.every((p) => p.categories.includes(tag))).toBe(true);
  });

  it.each(CATEGORIES)('answers %s with the contract shape, every product', async (category) => {
    expect(CATEGORIES).toHaveLength(19);
    const { status, body } = await request(PRODUCTS.category, { params: { category } });
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThan(0);
    for (const product of body.products) {
      expect(Object.keys(product).sort()).toEqual(
        [
          '_id',
          'slug',
          'name',
          'description',
          'descriptionUr',
          'price',
          'compareAtPrice',
          'image',
          'category',
          'categories',
          'inStock',
          'sizesOnly',
          'sale',
        ].sort(),
      );
      expect(product.categories).toContain(category);
    }
  });

  it("carries the Eid Sale's prices and badge", async () => {
    const all = await Promise.all(SCENT_TYPES.map((t) => request(PRODUCTS.category, { params: { category: t } })));
    const byName = new Map(all.flatMap((r) => r.body.products).map((p) => [p.name, p]));
    expect(byName.get('Blue Mist')).toMatchObject({
      price: 1599,
      compareAtPrice: 2199,
      sale: { name: 'Eid Sale', badge: 'EID SALE' },
    });
    expect(byName.get('Khas')).toMatchObject({ compareAtPrice: null, sale: null });
    expect(byName.get('Royal Ruby')).toMatchObject({ price: 1499, compareAtPrice: 1999 });
    expect(byName.get("Angel's Kiss")).toMatchObject({ price: 1399, compareAtPrice: 1899 });
  });

  it('refuses an unknown category with a 404 envelope', async () => {
    const { status, body } = await request(PRODUCTS.category, { params: { category: 'smoky' } });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'not_found', message: "There is no category called 'smoky'." });
    // A name of any length is quoted back in a few words, never whole.
    const long = await request(PRODUCTS.category, { params: { category: 'a'.repeat(5000) } });
    expect(long.body).toMatchObject({
      code: 'not_found',
      message: `There is no category called '${'a'.repeat(40)}…'.`,
    });
  });
});

describe('GET /api/oils', () => {
  it('lists at least 30 oils with base prices', async () => {
    const { status, body } = await request(OILS.list);
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
    await setProduct('blue-mist', { stock: 3 });
    await env.DB.batch(seedStatements().map((s) => env.DB.prepare(s)));
    await env.DB.batch(seedStatements().map((s) => env.DB.prepare(s)));
    expect(await counts()).toEqual(before);
    const { body } = await request(PRODUCTS.category, { params: { category: 'aquatic' } });
    expect(body.products).toHaveLength(SCENT_TYPE_COUNTS.aquatic);
    const stock = await env.DB.prepare("SELECT stock FROM products WHERE id = 'blue-mist'").first<{ stock: number }>();
    expect(stock?.stock).toBe(3);
  });

  it("never undoes the owner's edits: an edited product keeps its texts, price, tags and archiving", async () => {
    await batch([
      setProduct('deodar', { price: 999, description: 'Owner text', archived: true, version: 1 }),
      db.delete(productTags).where(and(eq(productTags.productId, 'deodar'), eq(productTags.tag, 'office'))),
      db.update(oils).set({ price: 1, version: 1 }).where(eq(oils.id, 'kewda')),
    ]);
    await env.DB.batch(seedStatements().map((s) => env.DB.prepare(s)));
    expect(
      await env.DB.prepare("SELECT price, description, archived FROM products WHERE id = 'deodar'").first(),
    ).toEqual({
      price: 999,
      description: 'Owner text',
      archived: 1,
    });
    expect(
      await env.DB.prepare(
        "SELECT count(*) AS n FROM product_tags WHERE product_id = 'deodar' AND tag = 'office'",
      ).first(),
    ).toEqual({ n: 0 });
    expect(await env.DB.prepare("SELECT price FROM oils WHERE id = 'kewda'").first()).toEqual({ price: 1 });
  });

  it('fills every product with its notes, concentration, size, photos and slug', async () => {
    const { results } = await env.DB.prepare(
      'SELECT id, name, slug, notes_top, notes_heart, notes_base, concentration, size_ml, images, image FROM products',
    ).all<{
      id: string;
      name: string;
      slug: string;
      notes_top: string;
      notes_heart: string;
      notes_base: string;
      concentration: string;
      size_ml: number;
      images: string;
      image: string;
    }>();
    for (const row of results) {
      expect(row.slug, row.id).toBe(slugify(row.name));
      for (const notes of [row.notes_top, row.notes_heart, row.notes_base])
        expect(JSON.parse(notes).length, row.id).toBeGreaterThan(0);
      expect(row.concentration.length, row.id).toBeGreaterThan(0);
      expect(row.size_ml).toBe(50);
      expect(JSON.parse(row.images)).toEqual([row.image]);
    }
  });

  it('skips a seed product whose name or slug an owner product already holds', async () => {
    // As when the seed catalog gains a perfume the owner had already added by hand.
    await batch([
      db.delete(productTags).where(eq(productTags.productId, 'falsa')),
      db.delete(stockEntries).where(eq(stockEntries.productId, 'falsa')),
      db.delete(products).where(eq(products.id, 'falsa')),
      db.insert(products).values({
        id: 'owner-falsa',
        name: 'FALSA',
        slug: 'falsa',
        description: 'Mine',
        price: 999,
        stock: 0,
        image: '/x.svg',
        images: ['/x.svg'],
        scentType: 'fruity',
        version: 1,
      }),
    ]);
    await env.DB.batch(seedStatements().map((s) => env.DB.prepare(s)));
    expect(
      (await env.DB.prepare("SELECT id FROM products WHERE lower(name) = 'falsa' OR slug = 'falsa'").all()).results,
    ).toEqual([{ id: 'owner-falsa' }]);
  });
});
