import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS } from '#schema/api';
import { DESCRIPTIONS_UR } from '#schema/catalog/descriptions-ur';
import { PRODUCTS as SEED } from '#schema/catalog/products';
import type { AdminProduct } from '#schema/answers/admin-products';
import { makeUser, request } from './client';
import { batch, setProduct, setUser } from './fixtures';

let admin: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
});

const list = (query = '', token = admin.token) => request(ADMIN_PRODUCTS.list, { token, query });

async function everyPage(query: string): Promise<AdminProduct[]> {
  const all: AdminProduct[] = [];
  let cursor: string | null = null;
  do {
    const { status, body } = await list([query, cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&'));
    expect(status).toBe(200);
    expect(body.products.length).toBeLessThanOrEqual(50);
    all.push(...body.products);
    cursor = body.nextCursor;
  } while (cursor);
  return all;
}

const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);

describe('GET /api/admin/products', () => {
  it('pages through every live product by name, 50 a page, none twice and none missed', async () => {
    const first = await list();
    expect(first.body.products).toHaveLength(50);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const all = await everyPage('');
    expect(all.map((p) => p.name)).toEqual(SEED.map((p) => p.name).sort(byName));
  });

  it('answers the whole AdminProduct', async () => {
    const { body } = await list('q=royal ruby');
    expect(body.products).toEqual([
      {
        _id: 'royal-ruby',
        slug: 'royal-ruby',
        name: 'Royal Ruby',
        description: expect.any(String),
        // No Urdu description until the owner writes one: the Urdu page shows the English one.
        descriptionUr: DESCRIPTIONS_UR['royal-ruby'],
        notes: { top: expect.any(Array), heart: expect.any(Array), base: expect.any(Array) },
        // The seed's notes are all in the shop's word list: the owner has named none in Urdu.
        notesUr: {},
        concentration: 'eau de parfum',
        sizeMl: 50,
        // Its own price: the Eid Sale's price is the sale's (GET /api/admin/sales).
        price: 1999,
        compareAtPrice: null,
        stock: 35,
        lowStockAt: 5,
        scentType: 'fruity',
        genders: ['female'],
        seasons: ['summer', 'spring'],
        occasions: ['parties', 'everyday-wear'],
        images: ['/images/products/royal-ruby.svg'],
        featured: 'sale',
        archived: false,
        version: 0,
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('finds by any part of the name, whatever its case', async () => {
    const { body } = await list('q=OUD');
    expect(body.products.length).toBeGreaterThan(3);
    expect(body.products.every((p) => p.name.toLowerCase().includes('oud'))).toBe(true);
  });

  it('filters by scent type or any other category', async () => {
    expect((await everyPage('category=woody')).length).toBe(26);
    const summer = await everyPage('category=summer');
    expect(summer.every((p) => p.seasons.includes('summer'))).toBe(true);
    const { status, body } = await list('category=smoky');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid', field: 'category' });
  });

  it('shows the low-stock and the sold-out views', async () => {
    await batch([
      setProduct('qasr', { stock: 0 }),
      setProduct('mehfil', { stock: 4 }),
      setProduct('safar', { stock: 9, lowStockAt: 10 }),
    ]);
    expect((await list('stock=out')).body.products.map((p) => p._id)).toEqual(['qasr']);
    expect((await list('stock=low')).body.products.map((p) => p._id).sort()).toEqual(['mehfil', 'safar']);
    expect((await list('stock=many')).status).toBe(400);
  });

  it('shows archived products apart', async () => {
    await batch([setProduct('deodar', { archived: true }), setProduct('khas', { archived: true })]);
    expect((await list('archived=1')).body.products.map((p) => p._id)).toEqual(['deodar', 'khas']);
    expect((await list('q=khas')).body.products).toEqual([]);
  });

  it('combines the filters', async () => {
    const { body } = await list('category=oud&q=al');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => p.scentType === 'oud')).toBe(true);
    expect(body.products.every((p) => p.name.toLowerCase().includes('al'))).toBe(true);
  });

  it('refuses a cursor that is not one', async () => {
    const { status, body } = await list('cursor=%%%');
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'no_such_page' });
  });

  it('is for the admin only, the role read from D1', async () => {
    const shopper = await makeUser();
    expect((await list('', shopper.token)).status).toBe(403);
    expect((await request(ADMIN_PRODUCTS.list, {})).status).toBe(401);
    await setUser(admin.id, { role: 'shopper' });
    expect((await list()).status).toBe(403);
    await setUser(admin.id, { role: 'owner' });
  });
});
