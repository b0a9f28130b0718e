/** Names and notes typed with a slip, or spelled another way, in the seed catalog: the slip forgiven, no more. */
import { describe, expect, it } from 'vitest';
import { PRODUCTS, type CatalogProduct } from '../catalog/products';
import { SEED_NOTES } from '../catalog/notes';
import { slugs, found } from './seed-search-fixtures';
import { URDU_NAMES } from './urdu-names';

/** Whether a word of the perfume's name, notes or scent type starts with `word`. */
const hasWord = (p: CatalogProduct, word: string) =>
  [p.name, p.scentType, ...Object.values(SEED_NOTES[p.id]!).flat()]
    .flatMap((text) => text.toLowerCase().split(/[^a-z]+/))
    .some((w) => w.startsWith(word));

describe('slips in a name, forgiven', () => {
  it.each([
    ['angle kiss', 'angels-kiss'],
    ['angl kiss', 'angels-kiss'],
    ['angel kiss', 'angels-kiss'],
    ['rat ki rani', 'raat-ki-rani'],
    ['nur jahan', 'noor-jahan'],
    ['abe hayat', 'aab-e-hayat'],
    ['mirage', 'miraj'],
    ['mehraj', 'miraj'],
    ['blue mst', 'blue-mist'],
    ['اینجلز کس', 'angels-kiss'],
    ['اینجل کس', 'angels-kiss'],
    ['انجلز کس', 'angels-kiss'],
    ['سیلرز کوو', 'sailors-cove'],
    ['بلو مسٹ', 'blue-mist'],
  ])('"%s" finds %s, and nothing else', async (query, slug) => {
    expect(await slugs(query)).toEqual([slug]);
  });

  it('every perfume has an Urdu spelling of its name that finds it, the ones with an apostrophe too', async () => {
    for (const p of PRODUCTS) expect((await slugs(URDU_NAMES[p.name] ?? '?')).slice(0, 5), p.name).toContain(p.id);
  });
});

describe('notes in the spellings shoppers use', () => {
  it.each([
    ['aoud', 'oud'],
    ['ud', 'oud'],
    ['yasmin', 'jasmine'],
    ['bakhur', 'bakhoor'],
  ])('"%s" finds what "%s" finds', async (query, word) => {
    const list = await slugs(word);
    expect(list.length).toBeGreaterThan(3);
    expect(await slugs(query)).toEqual(list);
  });

  it('"chambaili" finds Chambeli first, then the jasmine perfumes, as "chambeli" does', async () => {
    expect(await slugs('chambaili')).toEqual(await slugs('chambeli'));
    expect((await slugs('chambaili'))[0]).toBe('chambeli');
  });
});

describe('what a slip does not change', () => {
  it('"oud", "rose" and "musk" find the perfumes with them, and "man" and "her" whom they are for', async () => {
    for (const word of ['oud', 'rose', 'musk'])
      for (const p of await found(word)) expect(hasWord(p, word), `${word}: ${p.id}`).toBe(true);
    const forMen = PRODUCTS.filter((p) => p.genders.some((g) => g !== 'female')).map((p) => p.id);
    expect((await slugs('man')).sort()).toEqual(forMen.sort());
    const forWomen = PRODUCTS.filter((p) => p.genders.some((g) => g !== 'male')).map((p) => p.id);
    expect((await slugs('her')).sort()).toEqual(forWomen.sort());
  });

  it('words that find nothing, slips forgiven, still find nothing', async () => {
    expect(await slugs('qqxzv')).toEqual([]);
    expect(await slugs('zzz kiss')).toEqual([]);
  });
});
