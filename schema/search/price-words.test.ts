/** The prices Pakistan types, in English, Roman Urdu and Urdu script, as the search hears them. */
import { describe, expect, it } from 'vitest';
import { fold, wordsOf } from './fold';
import { readPrices } from './price-words';
import { readQuery } from './search-words';
import { PRODUCTS } from '../catalog/products';
import { found, slugs } from './seed-search-fixtures';

const prices = (query: string) => {
  const { minPrice, maxPrice, rest } = readPrices(fold(query));
  return { minPrice, maxPrice, rest: wordsOf(rest) };
};
const upTo = (maxPrice: number, ...rest: string[]) => ({ minPrice: null, maxPrice, rest });
const from = (minPrice: number, ...rest: string[]) => ({ minPrice, maxPrice: null, rest });
const between = (minPrice: number, maxPrice: number, ...rest: string[]) => ({ minPrice, maxPrice, rest });

describe('readPrices', () => {
  it('reads thousands as Pakistan says them: 3k, 3.5k, 3 hazar, 3 ہزار', () => {
    expect(prices('3k tak')).toEqual(upTo(3000));
    expect(prices('oud under 3.5K')).toEqual(upTo(3500, 'oud'));
    expect(prices('3 hazar tak')).toEqual(upTo(3000));
    expect(prices('3 ہزار تک')).toEqual(upTo(3000));
    expect(prices('۳ ہزار روپے تک')).toEqual(upTo(3000));
    expect(prices('2.5k se kam musk')).toEqual(upTo(2500, 'musk'));
  });

  it('reads thousands alone as the most a shopper will pay, and digits alone as words', () => {
    expect(prices('3k')).toEqual(upTo(3000));
    expect(prices('oud 3.5k')).toEqual(upTo(3500, 'oud'));
    expect(prices('3 hazar')).toEqual(upTo(3000));
    expect(prices('۳ ہزار')).toEqual(upTo(3000));
    expect(prices('oud 2000')).toEqual({ minPrice: null, maxPrice: null, rest: ['oud', '2000'] });
    expect(prices('3kg')).toEqual({ minPrice: null, maxPrice: null, rest: ['3kg'] });
  });

  it('reads rupees alone as the most a shopper will pay: Rs 3000, PKR 3,000, 3000 rupees, ۳۰۰۰ روپے', () => {
    expect(prices('Rs 3000')).toEqual(upTo(3000));
    expect(prices('rs.3000 oud')).toEqual(upTo(3000, 'oud'));
    expect(prices('PKR 3,000')).toEqual(upTo(3000));
    expect(prices('oud 3000 rupees')).toEqual(upTo(3000, 'oud'));
    expect(prices('۳۰۰۰ روپے')).toEqual(upTo(3000));
    expect(prices('Rs 3k')).toEqual(upTo(3000));
    expect(prices('rose 3000')).toEqual({ minPrice: null, maxPrice: null, rest: ['rose', '3000'] });
  });

  it('reads the least a shopper will pay: over, above, more than, se zyada, سے زیادہ, سے اوپر, 3000+', () => {
    expect(prices('over 3000')).toEqual(from(3000));
    expect(prices('oud above Rs. 3,000')).toEqual(from(3000, 'oud'));
    expect(prices('more than 3k')).toEqual(from(3000));
    expect(prices('3000 se zyada')).toEqual(from(3000));
    expect(prices('3000 say ziyada')).toEqual(from(3000));
    expect(prices('3000 se upar')).toEqual(from(3000));
    expect(prices('3000 سے زیادہ')).toEqual(from(3000));
    expect(prices('عود ۳۰۰۰ سے اوپر')).toEqual(from(3000, 'عود'));
    expect(prices('2000 and above')).toEqual(from(2000));
    expect(prices('3000+')).toEqual(from(3000));
  });

  it('reads a range: 2000-3000, 2000 to 3000, 2000 se 3000 tak, ۲۰۰۰ سے ۳۰۰۰ تک, 2-3k', () => {
    expect(prices('2000-3000')).toEqual(between(2000, 3000));
    expect(prices('oud 2,000 - 3,000 rupay')).toEqual(between(2000, 3000, 'oud'));
    expect(prices('Rs 2000 to Rs 3000')).toEqual(between(2000, 3000));
    expect(prices('between 2000 and 3000')).toEqual(between(2000, 3000));
    expect(prices('2000 se 3000 tak')).toEqual(between(2000, 3000));
    expect(prices('۲۰۰۰ سے ۳۰۰۰ تک')).toEqual(between(2000, 3000));
    expect(prices('2k-3.5k')).toEqual(between(2000, 3500));
    expect(prices('2-3k')).toEqual(between(2000, 3000));
    expect(prices('2 se 3 hazar tak')).toEqual(between(2000, 3000));
    expect(prices('500-3k')).toEqual(between(500, 3000));
    expect(prices('3000-2000')).toEqual(between(2000, 3000));
  });

  it('reads a least and a most said apart', () => {
    expect(prices('above 2k under 4k')).toEqual(between(2000, 4000));
    expect(prices('2000 se zyada 4000 se kam')).toEqual(between(2000, 4000));
  });
});

describe('readQuery', () => {
  it('hears a price in Roman Urdu and Urdu script alike, with the words around it', () => {
    expect(readQuery('oud 3k tak')).toMatchObject({ words: [['oud']], minPrice: null, maxPrice: 3000 });
    expect(readQuery('عود 3 ہزار تک')).toEqual(readQuery('oud 3 hazar tak'));
    expect(readQuery('3000 سے زیادہ')).toMatchObject({ words: [], minPrice: 3000, maxPrice: null });
    expect(readQuery('mardon ke liye 2000-3000')).toMatchObject({
      words: [],
      genders: ['male', 'unisex'],
      minPrice: 2000,
      maxPrice: 3000,
    });
  });
});

describe('the seed catalog searched by price', () => {
  const priced = (test: (price: number) => boolean) =>
    PRODUCTS.filter((p) => test(p.price))
      .map((p) => p.id)
      .sort();
  const sorted = async (query: string) => (await slugs(query)).sort();

  it('lists every perfume in the price said, and no other, in English, Roman Urdu and Urdu script', async () => {
    const upTo3000 = priced((price) => price <= 3000);
    const over3000 = priced((price) => price >= 3000);
    const from2000To3000 = priced((price) => price >= 2000 && price <= 3000);
    for (const list of [upTo3000, over3000, from2000To3000]) expect(list.length).toBeGreaterThan(2);
    for (const query of ['3k tak', '3k', '3 ہزار تک', '3 hazar', '3000 tak', 'under 3,000', '۳۰۰۰ تک', 'Rs 3000'])
      expect(await sorted(query), query).toEqual(upTo3000);
    for (const query of ['over 3000', 'above 3000', '3000 se zyada', '3000 سے زیادہ', '3000 سے اوپر', '3k+'])
      expect(await sorted(query), query).toEqual(over3000);
    for (const query of ['2000-3000', '2000 to 3000', '2000 se 3000 tak', '۲۰۰۰ سے ۳۰۰۰ تک', '2-3k'])
      expect(await sorted(query), query).toEqual(from2000To3000);
  });

  it('narrows words by price: oud over 3000 is oud, none under 3000', async () => {
    const oud = await found('oud above 3000');
    expect(oud.length).toBeGreaterThan(0);
    expect(oud.every((p) => p.price >= 3000)).toBe(true);
    expect(oud.length).toBeLessThan((await found('oud')).length);
  });
});
