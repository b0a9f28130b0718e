import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, PRODUCTS } from '#schema/api';
import { MAX_NAME } from '#schema/catalog/limits';
import { slugify } from '#schema/slug';
import { FRESH_MS } from '../../worker/catalog/listing-cache';
import { auditCount, newPerfume, stockAndLedger } from './catalog-fixtures';
import { makeUser, pause, request } from './client';

let admin: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
});

const create = (body: unknown, token = admin.token) => request(ADMIN_PRODUCTS.create, { token, body });
const productCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>())!.n;

describe('POST /api/admin/products', () => {
  it('creates the product (201) at version 1, with a slug from its name, in its categories and on its page', async () => {
    const body = newPerfume({ name: '  Saffron Nights  ' });
    const { status, body: answer } = await create(body);
    expect(status).toBe(201);
    const { stock, ...fields } = body;
    expect(answer.product).toEqual({
      ...fields,
      name: 'Saffron Nights',
      stock,
      _id: expect.any(String),
      slug: 'saffron-nights',
      descriptionUr: null,
      notesUr: {},
      archived: false,
      version: 1,
      updatedAt: expect.any(String),
    });
    await pause(FRESH_MS + 50);
    const listed = await request(PRODUCTS.category, { params: { category: 'winter' } });
    expect(listed.body.products.find((p) => p._id === answer.product._id)).toMatchObject({
      name: 'Saffron Nights',
      price: 2500,
      inStock: true,
    });
    const page = await request(PRODUCTS.read, { params: { slug: 'saffron-nights' } });
    expect(page.body.product).toMatchObject({ notes: body.notes, sizeMl: 100, images: body.images });
  });

  it('gives what the form may leave out its defaults: 50 ml, low stock at 5, eau de parfum, no sale', async () => {
    const { name, description, price, stock, scentType, images } = newPerfume();
    const { status, body } = await create({ name, description, price, stock, scentType, images });
    expect(status).toBe(201);
    expect(body.product).toMatchObject({
      sizeMl: 50,
      lowStockAt: 5,
      concentration: 'eau de parfum',
      compareAtPrice: null,
      featured: null,
      genders: [],
      notes: { top: [], heart: [], base: [] },
    });
  });

  it('opens the stock ledger with the stock it starts with, and logs the creation', async () => {
    const audits = await auditCount();
    const { body } = await create(newPerfume({ stock: 7 }));
    expect(await stockAndLedger(body.product._id)).toEqual({ stock: 7, ledger: 7, entries: 1 });
    expect(await auditCount()).toBe(audits + 1);
    const entry = await env.DB.prepare(
      "SELECT action, target_id AS id, before, by FROM audit_log WHERE action = 'product.create' ORDER BY seq DESC",
    ).first();
    expect(entry).toEqual({ action: 'product.create', id: body.product._id, before: null, by: admin.id });
  });

  it.each(['Rawayat', '  rawayat ', 'RAWAYAT'])(
    'refuses the name %j that another product has (409), creating nothing',
    async (name) => {
      const before = await productCount();
      const { status, body } = await create(newPerfume({ name }));
      expect(status).toBe(409);
      expect(body).toMatchObject({
        success: false,
        code: 'name_taken',
        field: 'name',
      });
      expect(await productCount()).toBe(before);
    },
  );

  it.each([
    ['Éclat', 'éclat'],
    ['Amber Dusk', 'Amber Ｄusk'],
    ['Rose Oud', 'ROSE  OUD'],
    ['Cedar Smoke', 'Cedar Smoke\uFE0F'],
    ['Saffron Night', 'Saffron\u200D Night'],
  ])('keeps names unique however they are written: %j, then %j is 409', async (first, second) => {
    expect((await create(newPerfume({ name: first }))).status).toBe(201);
    const before = await productCount();
    expect(await create(newPerfume({ name: second }))).toMatchObject({
      status: 409,
      body: { code: 'name_taken', field: 'name' },
    });
    expect(await productCount()).toBe(before);
  });

  it('gives a name whose slug is taken the next free one, and never a fixed address of the API', async () => {
    expect((await create(newPerfume({ name: 'Rawayat!' }))).body.product.slug).toBe('rawayat-2');
    expect((await create(newPerfume({ name: 'Rawayat?' }))).body.product.slug).toBe('rawayat-3');
    expect((await create(newPerfume({ name: 'Featured' }))).body.product.slug).toBe('featured-2');
  });

  it('creates a product with a name of the longest length allowed, and gives its slug the next free one too', async () => {
    const name = 'Attar of the Old City '.repeat(5).slice(0, MAX_NAME - 1) + 'X';
    const { status, body } = await create(newPerfume({ name }));
    expect(status).toBe(201);
    const slug = slugify(name);
    expect(body.product).toMatchObject({ name, slug });
    const again = await create(newPerfume({ name: `${name.slice(0, -1)}Y` }));
    expect(again).toMatchObject({ status: 201, body: { product: { slug: `${slug}-2` } } });
    expect(await create(newPerfume({ name: name.toLowerCase() }))).toMatchObject({
      status: 409,
      body: { field: 'name' },
    });
  });

  it('takes an empty original price as no sale', async () => {
    const { status, body } = await create(newPerfume({ compareAtPrice: '' }));
    expect(status).toBe(201);
    expect(body.product.compareAtPrice).toBeNull();
  });

  it.each([2500, 2000])(
    'refuses an original price of %i, not above the price of 2500 (400)',
    async (compareAtPrice) => {
      const before = await productCount();
      const { status, body } = await create(newPerfume({ compareAtPrice }));
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'invalid', field: 'compareAtPrice' });
      expect(await productCount()).toBe(before);
    },
  );

  it.each([
    [{ price: -1 }, 'Price must be at least 1'],
    [{ price: 0 }, 'Price must be at least 1'],
    [{ price: 99.5 }, 'Price must be a whole number'],
    [{ stock: -3 }, 'Stock cannot be negative'],
    [
      { scentType: 'smoky' },
      'Unknown scent type. Choose from: woody, spicy, floral, aquatic, aromatic, citrus, oud, fruity.',
    ],
    [{ genders: ['kids'] }, 'Unknown gender. Choose from: male, female, unisex.'],
    [{ seasons: ['monsoon'] }, 'Unknown season. Choose from: summer, spring, winter, autumn.'],
    [{ occasions: ['weddings'] }, 'Unknown occasion. Choose from: office, gym, parties, everyday-wear.'],
    [{ concentration: 'perfume oil' }, expect.stringContaining('Concentration must be one of')],
    [{ images: [] }, 'Add at least one photo'],
    [{ images: Array(7).fill('/images/products/miraj.svg') }, 'At most 6 photos'],
    [{ images: ['https://evil.example/bottle.jpg'] }, 'Photos must be uploaded to the shop first.'],
    [{ images: ['/media/../api/oils'] }, 'Photos must be uploaded to the shop first.'],
    [{ images: ['/images/../api/oils.svg'] }, 'Photos must be uploaded to the shop first.'],
    // A key of the right shape that was never uploaded: the bucket is asked, and the product would show nothing.
    [{ images: [`/media/${'a'.repeat(64)}.jpg`] }, 'Photos must be uploaded to the shop first.'],
    [{ name: '   ' }, 'Name is required'],
    [{ featured: 'home' }, "Featured must be 'sale', 'miraj' or empty"],
  ])('refuses %j with 400 and its reason, creating nothing', async (change, message) => {
    const before = await productCount();
    const { status, body } = await create(newPerfume(change));
    expect(status).toBe(400);
    expect(body.message).toEqual(message);
    expect(await productCount()).toBe(before);
  });

  it.each(['name', 'description', 'price', 'stock', 'scentType', 'images'])(
    'refuses a product without %s (400)',
    async (field) => {
      const body: Record<string, unknown> = newPerfume();
      delete body[field];
      const { status, body: answer } = await create(body);
      expect(status).toBe(400);
      expect(answer.message).toEqual(expect.any(String));
    },
  );

  it('moves the featured spot: the product that held it leaves it, at a new version', async () => {
    const { body } = await create(newPerfume({ featured: 'miraj' }));
    expect(body.product.featured).toBe('miraj');
    expect(await env.DB.prepare("SELECT featured, version FROM products WHERE id = 'miraj'").first()).toEqual({
      featured: null,
      version: 1,
    });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM products WHERE featured = 'miraj'").first()).toEqual({
      n: 1,
    });
  });

  it('is for the admin only, with the CSRF token', async () => {
    const shopper = await makeUser();
    expect((await create(newPerfume(), shopper.token)).status).toBe(403);
    expect(
      (await request(ADMIN_PRODUCTS.create, { token: admin.token, body: newPerfume(), noCsrf: true })).status,
    ).toBe(403);
  });
});
