/** The shop's own words in Roman Urdu, and the words shoppers describe a scent with, searched in the seed catalog. */
import { describe, expect, it } from 'vitest';
import type { Category } from '../catalog/categories';
import { SEED_NOTES } from '../catalog/notes';
import { PRODUCTS, type CatalogProduct } from '../catalog/products';
import { slugs } from './seed-search-fixtures';
import { querySpellings } from './search-words';

const sorted = async (query: string) => (await slugs(query)).sort();
const ids = (keep: (p: CatalogProduct) => boolean) =>
  PRODUCTS.filter(keep)
    .map((p) => p.id)
    .sort();
const tagged = (category: Category) => (p: CatalogProduct) =>
  p.scentType === category || ([...p.seasons, ...p.occasions] as string[]).includes(category);
const ofTypes =
  (...types: CatalogProduct['scentType'][]) =>
  (p: CatalogProduct) =>
    types.includes(p.scentType);

describe("the shop's own words typed in Roman letters", () => {
  it('lakri and lakdi find what لکڑی finds, every woody perfume among them', async () => {
    const lakri = await sorted('لکڑی');
    for (const id of ids(tagged('woody'))) expect(lakri).toContain(id);
    expect(await sorted('lakri')).toEqual(lakri);
    expect(await sorted('lakdi')).toEqual(lakri);
  });

  it('phool and phul find what پھول finds, every floral perfume among them', async () => {
    const phool = await sorted('پھول');
    for (const id of ids(tagged('floral'))) expect(phool).toContain(id);
    expect(await sorted('phool')).toEqual(phool);
    expect(await sorted('phul')).toEqual(phool);
  });

  it('masaledar finds the spicy perfumes, and taqreebat the ones for occasions, as تقریبات does', async () => {
    expect(await sorted('masaledar')).toEqual(ids(tagged('spicy')));
    for (const query of ['taqreebat', 'taqribat', 'تقریبات'])
      expect(await sorted(query), query).toEqual(ids(tagged('parties')));
  });

  it('tambaku and tambakoo find the tobacco perfumes, as تمباکو does', async () => {
    const tobacco = await sorted('tobacco');
    expect(tobacco.length).toBeGreaterThan(2);
    for (const query of ['tambaku', 'tambakoo', 'تمباکو']) expect(await sorted(query), query).toEqual(tobacco);
  });
});

describe('the words a shopper describes a scent with', () => {
  it('fresh, taza, tazgi, cool, thandi and تازہ find the aquatic, citrus and aromatic perfumes', async () => {
    const fresh = ids(ofTypes('aquatic', 'citrus', 'aromatic'));
    for (const query of ['fresh', 'taza', 'cool', 'thandi', 'تازہ', 'ٹھنڈی'])
      expect(await sorted(query), query).toEqual(fresh);
    // تازگی is printed on the aquatic pages and among the notes (پانی کی تازگی) too.
    for (const query of ['tazgi', 'تازگی']) for (const id of fresh) expect(await sorted(query), query).toContain(id);
  });

  it('thandi is a cool scent, and thand (cold) still the winter perfumes', async () => {
    expect(await sorted('thandi')).not.toEqual(ids(tagged('winter')));
    expect(await sorted('thand')).toEqual(ids(tagged('winter')));
    expect(querySpellings('thand')).toEqual([['thand', 'winter']]);
  });

  it('sweet, meetha and میٹھی find the sweet perfumes, every vanilla one among them', async () => {
    const sweet = await sorted('sweet');
    const vanilla = ids((p) => Object.values(SEED_NOTES[p.id]!).flat().includes('Vanilla'));
    for (const id of [...vanilla, ...ids(ofTypes('fruity'))]) expect(sweet).toContain(id);
    for (const query of ['meetha', 'meethi', 'میٹھی']) expect(await sorted(query), query).toEqual(sweet);
  });

  it('warm and garam find the woody, spicy and oud perfumes, no longer the summer ones of garmi', async () => {
    const warm = await sorted('warm');
    for (const id of ids(ofTypes('woody', 'spicy', 'oud'))) expect(warm).toContain(id);
    expect(await sorted('garam')).toEqual(warm);
    expect(await sorted('گرم')).toEqual(warm);
  });

  it('long lasting finds the parfums, and no eau de toilette', async () => {
    const parfums = ids((p) => SEED_NOTES[p.id]!.concentration.endsWith('parfum'));
    expect(await sorted('long lasting')).toEqual(parfums);
    expect(await sorted('long lasting perfume')).toEqual(parfums);
  });
});
