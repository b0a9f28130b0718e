import { describe, expect, it } from 'vitest';
import type { ProductAnswer } from '#schema/answers/products';
import { PRODUCTS } from '#schema/api';
import { call, request } from './client';
import { setProduct } from './fixtures';

describe('GET /api/products/{slug}', () => {
  it("answers the listing's fields and the product page's own: slug, notes, concentration, size and photos", async () => {
    const { status, body } = await request(PRODUCTS.read, { params: { slug: 'angels-kiss' } });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(Object.keys(body.product).sort()).toEqual(
      [
        '_id',
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
        'slug',
        'notes',
        'concentration',
        'sizeMl',
        'images',
        'stockLeft',
        'sizes',
      ].sort(),
    );
    expect(body.product).toMatchObject({
      _id: 'angels-kiss',
      slug: 'angels-kiss',
      name: "Angel's Kiss",
      price: 1399,
      compareAtPrice: 1899,
      sale: { name: 'Eid Sale', badge: 'EID SALE', endsAt: expect.any(String) },
      sizeMl: 50,
      concentration: expect.any(String),
      images: [body.product.image],
      inStock: true,
      stockLeft: null,
    });
    for (const tier of ['top', 'heart', 'base'] as const) expect(body.product.notes[tier].length).toBeGreaterThan(0);
    expect(body.product.categories).toContain(body.product.category);
  });

  it("says how many are left at or below the product's low-stock level, and nothing above it or when sold out", async () => {
    const left = async () => (await request(PRODUCTS.read, { params: { slug: 'miraj' } })).body.product;
    await setProduct('miraj', { stock: 6, lowStockAt: 5 });
    expect(await left()).toMatchObject({ stockLeft: null, inStock: true });
    await setProduct('miraj', { stock: 5 });
    expect((await left()).stockLeft).toBe(5);
    await setProduct('miraj', { stock: 0 });
    expect(await left()).toMatchObject({ stockLeft: null, inStock: false });
  });

  it('is revalidated like a listing: no-cache, and a bodiless 304 while nothing changed', async () => {
    const first = await call('/api/products/miraj');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect((await call('/api/products/miraj', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await setProduct('miraj', { price: 1888 });
    const changed = await call('/api/products/miraj', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as ProductAnswer).product.price).toBe(1888);
  });

  it('answers 404 for a slug no product has', async () => {
    const { status, body } = await request(PRODUCTS.read, { params: { slug: 'no-such-perfume' } });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'not_found' });
  });

  it('answers 404 for an archived product, and its page again once restored', async () => {
    await setProduct('ghazal', { archived: true });
    expect((await request(PRODUCTS.read, { params: { slug: 'ghazal' } })).status).toBe(404);
    await setProduct('ghazal', { archived: false });
    expect((await request(PRODUCTS.read, { params: { slug: 'ghazal' } })).status).toBe(200);
  });

  it('finds the product by its slug, not its id', async () => {
    await setProduct('dastaan', { slug: 'dastaan-classic' });
    expect((await request(PRODUCTS.read, { params: { slug: 'dastaan-classic' } })).body.product._id).toBe('dastaan');
    expect((await request(PRODUCTS.read, { params: { slug: 'dastaan' } })).status).toBe(404);
  });

  it('leaves the fixed addresses beside it alone', async () => {
    expect((await request(PRODUCTS.featured)).body.products.length).toBeGreaterThan(0);
    expect((await request(PRODUCTS.category, { params: { category: 'oud' } })).status).toBe(200);
  });
});
