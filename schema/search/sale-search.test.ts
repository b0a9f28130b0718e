/** Sale words answered from the sales running as the index was built, in the seed catalog. */
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../catalog/products';
import { SEED_SALE } from '../sales';
import type { IndexedSale } from './search-index';
import { seedSearch } from './seed-search-fixtures';

const eid: IndexedSale = { name: SEED_SALE.name, nameUr: SEED_SALE.nameUr, badge: SEED_SALE.badge };
const summer: IndexedSale = { name: 'Summer Bonanza', nameUr: null, badge: '20% OFF' };
const onEid = ['rawayat', 'sandal-noir', 'black-oud'];
const onSummer = ['blue-mist', 'kinnow'];
for (const slug of [...onEid, ...onSummer]) expect(PRODUCTS.map((p) => p.id)).toContain(slug);

const { slugs } = seedSearch((p) => (onEid.includes(p.id) ? eid : onSummer.includes(p.id) ? summer : null));
const sorted = async (query: string) => (await slugs(query)).sort();

describe('sale words, while two sales run', () => {
  it('"sale", "on sale", "discount", "offer" and "سیل" list every perfume on a running sale, and nothing else', async () => {
    const all = [...onEid, ...onSummer].sort();
    for (const query of ['sale', 'on sale', 'discount', 'offers', 'deals', 'سیل', 'sale perfume'])
      expect(await sorted(query), query).toEqual(all);
  });

  it("a sale's own name lists its own perfumes: 'eid sale', 'عید سیل', 'summer bonanza'", async () => {
    for (const query of ['eid sale', 'Eid Sale', 'عید سیل', 'EID SALE'])
      expect(await sorted(query), query).toEqual([...onEid].sort());
    expect(await sorted('summer bonanza sale')).toEqual([...onSummer].sort());
    expect(await sorted('bonanza')).toEqual([]);
  });

  it('narrows the perfumes on sale by the other words: oud on sale, sale for women', async () => {
    expect(await slugs('oud sale')).toEqual(['black-oud']);
    for (const slug of await slugs('sale for women'))
      expect(PRODUCTS.find((p) => p.id === slug)!.genders).not.toEqual(['male']);
  });

  it('"eid" without a sale word still finds the perfumes for occasions', async () => {
    expect((await slugs('eid')).length).toBeGreaterThan(onEid.length);
  });
});

describe('sale words, while no sale runs', () => {
  const { slugs: noSale } = seedSearch();

  it('find nothing, rather than sage or salt', async () => {
    for (const query of ['sale', 'eid sale', 'on sale', 'discount', 'عید سیل', 'سیل'])
      expect(await noSale(query), query).toEqual([]);
    expect((await noSale('sage')).length).toBeGreaterThan(0);
  });
});
