/** The shop's local words for perfume, whom for and a sale, typed with one letter wrong: read as meant, no more. */
import { describe, expect, it } from 'vitest';
import { SEED_NOTES } from '../catalog/notes';
import { PRODUCTS } from '../catalog/products';
import { noteIn } from '../i18n/ur-notes';
import { wordsOf } from './fold';
import { readQuery } from './search-words';
import { slugs } from './seed-search-fixtures';
import { FILLER_WORDS, GENDER_WORDS, SALE_WORDS } from './shopper-words';
import { URDU_NAMES } from './urdu-names';

describe('a local shopper word with one letter wrong', () => {
  it('is read as that word: khusbu and khoshbo are khushbu, in a query of more words too', () => {
    for (const query of ['khusbu', 'khoshbo', 'khushbuu', 'Khusboo', 'خوشبوو'])
      expect(readQuery(query), query).toEqual(readQuery('khushbu'));
    expect(readQuery('khusbu gulab wali')).toEqual(readQuery('khushbu gulab wali'));
    expect(readQuery('mardoon ke liye oud')).toEqual(readQuery('mardon ke liye oud'));
    expect(readQuery('khawaten').genders).toEqual(['female', 'unisex']);
    expect(readQuery('riayaat').onSale).toBe(true);
  });

  it('is kept as typed when it is short, or as near a word asking for something else', () => {
    // Dulhan, a perfume of the shop, is one letter from dulha (a groom): five letters are too few to read as a slip.
    expect(readQuery('dulhan').words).toEqual([['dulhan']]);
    // One letter from larki (a girl) and larkay (boys) alike.
    expect(readQuery('larky')).toMatchObject({ words: [['larky']], genders: null });
    expect(readQuery('khus').words[0]).toContain('vetiver');
  });

  it('lists every perfume, as khushbu does, and Dulhan is still found by its name', async () => {
    for (const query of ['khusbu', 'khoshbo', 'khushbuu'])
      expect((await slugs(query)).length, query).toBe(PRODUCTS.length);
    expect((await slugs('dulhan'))[0]).toBe('dulhan');
  });

  it("never takes a word of the catalog's names and notes, in English or Urdu, for a shopper word", () => {
    const shopperWords = new Set(wordsOf([...FILLER_WORDS, ...Object.keys(GENDER_WORDS), ...SALE_WORDS].join(' ')));
    const catalogWords = new Set(
      PRODUCTS.flatMap((p) => {
        const notes = Object.values(SEED_NOTES[p.id]!).flat();
        return wordsOf([p.name, URDU_NAMES[p.name] ?? '', ...notes, ...notes.map((n) => noteIn('ur', n))].join(' '));
      }),
    );
    for (const word of catalogWords)
      if (!shopperWords.has(word))
        expect(readQuery(word), word).toMatchObject({ genders: null, anyPerfume: false, onSale: false });
  });
});
