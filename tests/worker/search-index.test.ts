/** The search index the Worker serves from D1: it follows the catalog, and its files never change under a version. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS } from '#schema/api';
import { SEED_SALE } from '#schema/sales';
import type { ProductRecord, SearchManifest, TermShard } from '#schema/search/search-index';
import { createPerfume } from './catalog-fixtures';
import { call, makeUser, request } from './client';
import { setProductBySlug, setSale } from './fixtures';

async function manifest(): Promise<SearchManifest> {
  const response = await call('/search-index/manifest.json');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  return response.json();
}

async function file<T>(version: string, name: string): Promise<T> {
  const response = await call(`/search-index/${version}/${name}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  return response.json();
}

/** Every perfume of the index's chunks. */
async function records(m: SearchManifest): Promise<ProductRecord[]> {
  const chunks = await Promise.all(
    Array.from({ length: m.chunks }, (_, i) => file<ProductRecord[]>(m.version, `perfumes-${i}.json`)),
  );
  return chunks.flat();
}

describe('the search index', () => {
  it('answers the seed catalog, a file of words per first letter and the perfumes', async () => {
    const m = await manifest();
    expect(m.letters).toContain('r');
    const words = await file<TermShard>(m.version, 'words-r.json');
    expect(Object.keys(words.n)).toContain('rawayat');
    const rawayat = (await records(m)).find((r) => r[1] === 'rawayat')!;
    expect(rawayat).toEqual([
      'Rawayat',
      'rawayat',
      expect.any(Number),
      1599,
      1999,
      '',
      1,
      '',
      // Its 10 ml tester, Rs 449 of its own, in the sale as the bottle is.
      [10, 359, 449],
      ['EID SALE', 'عید سیل', 'Eid Sale'],
    ]);
  });

  it('keeps who each perfume is for, from its male, female and unisex tags', async () => {
    const m = await manifest();
    const numbers = (gaps: number[] = []) => gaps.map((_, i) => gaps.slice(0, i + 1).reduce((a, b) => a + b, 0));
    const men = numbers((await file<TermShard>(m.version, 'words-m.json')).g?.male);
    const women = numbers((await file<TermShard>(m.version, 'words-f.json')).g?.female);
    const perfumes = await records(m);
    const tagged = async (gender: string) =>
      (
        await env.DB.prepare('SELECT p.slug FROM products p JOIN product_tags t ON t.product_id = p.id WHERE t.tag = ?')
          .bind(gender)
          .all<{ slug: string }>()
      ).results.map((row) => row.slug);
    expect(men.map((n) => perfumes[n]![1]).sort()).toEqual((await tagged('male')).sort());
    expect(women.map((n) => perfumes[n]![1]).sort()).toEqual((await tagged('female')).sort());
  });

  it('knows a perfume added, renamed or archived since the build, under a new version', async () => {
    const { token } = await makeUser({ role: 'owner' });
    const before = await manifest();
    const added = await createPerfume(token, { name: 'Qandeel Nights', price: 2750 });
    const after = await manifest();
    expect(after.version).not.toBe(before.version);
    expect(Object.keys((await file<TermShard>(after.version, 'words-q.json')).n)).toContain('qandeel');
    expect((await records(after)).find((r) => r[1] === added.slug)?.slice(0, 4)).toEqual([
      'Qandeel Nights',
      added.slug,
      expect.any(Number),
      2750,
    ]);

    const renamed = await request(ADMIN_PRODUCTS.change, {
      token,
      params: { id: added._id },
      body: { version: added.version, name: 'Zarnish Nights' },
    });
    const third = await manifest();
    expect(Object.keys((await file<TermShard>(third.version, 'words-z.json')).n)).toContain('zarnish');
    expect(
      third.letters.includes('q') ? (await file<TermShard>(third.version, 'words-q.json')).n : {},
    ).not.toHaveProperty('qandeel');

    await request(ADMIN_PRODUCTS.change, {
      token,
      params: { id: added._id },
      body: { version: renamed.body.product.version, archived: true },
    });
    const fourth = await manifest();
    expect((await records(fourth)).find((r) => r[1] === added.slug)).toBeUndefined();
  });

  it('keeps the Urdu-script words of a name, under a file named by their first letter', async () => {
    const { token } = await makeUser({ role: 'owner' });
    await createPerfume(token, { name: 'Shab نور', price: 2100 });
    const m = await manifest();
    expect(m.letters).toContain('ن');
    const words = await file<TermShard>(m.version, encodeURIComponent('words-ن.json'));
    expect(Object.keys(words.n)).toContain('نور');
  });

  it('says a perfume sold out since the build is out of stock', async () => {
    await setProductBySlug('hamas', { stock: 0 });
    const m = await manifest();
    expect((await records(m)).find((r) => r[1] === 'hamas')![6]).toBe(0);
  });

  it('prices a perfume as the listings do, at its running sale price, and at its own once the sale ends', async () => {
    const during = await manifest();
    expect((await records(during)).find((r) => r[1] === 'rawayat')!.slice(3, 5)).toEqual([1599, 1999]);
    await setSale('eid-sale', { endsAt: 0 });
    const after = await manifest();
    expect(after.version).not.toBe(during.version);
    const rawayat = (await records(after)).find((r) => r[1] === 'rawayat')!;
    expect(rawayat.slice(3, 5)).toEqual([1999, 0]);
    // Its tester at its own price again, and no sale.
    expect(rawayat.slice(8)).toEqual([[10, 449, 0]]);
  });

  it("shows a running sale's badge as the owner changes it, under a new version", async () => {
    // Running again, whatever an earlier test of this file did to it.
    await setSale('eid-sale', { endsAt: SEED_SALE.endsAt });
    const before = await manifest();
    await setSale('eid-sale', { badge: 'MEGA SALE', nameUr: 'بڑی سیل' });
    const after = await manifest();
    expect(after.version).not.toBe(before.version);
    expect((await records(after)).find((r) => r[1] === 'rawayat')![9]).toEqual(['MEGA SALE', 'بڑی سیل', 'Eid Sale']);
    // Its name too, which a search names it by ('eid sale').
    await setSale('eid-sale', { name: 'Jashn Sale' });
    const renamed = await manifest();
    expect(renamed.version).not.toBe(after.version);
    expect((await records(renamed)).find((r) => r[1] === 'rawayat')![9]![2]).toBe('Jashn Sale');
  });

  it("refuses a version the catalog has moved past, and a file it doesn't have", async () => {
    const m = await manifest();
    expect((await call('/search-index/0000000/words-r.json')).status).toBe(404);
    expect((await call(`/search-index/${m.version}/words-%24.json`)).status).toBe(404);
  });
});
