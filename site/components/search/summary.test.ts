import { describe, expect, it } from 'vitest';
import { CATALOG_WORDS } from '../../i18n/catalog';
import { summary } from './summary';

describe('summary', () => {
  const words = CATALOG_WORDS.en.results;

  it("is the shop's sentence alone when there are no words to repeat", () => {
    expect(summary({ query: '', perfumes: [] }, words)).toEqual([words.prompt]);
  });

  it("gives the shopper's words apart, without the characters that steer or hide text", () => {
    const query = '\u202egul\u200bab\u2067 \u200f\u061cmusk\u202c\u2069\u0007\tx';
    expect(summary({ query, perfumes: [] }, words)).toEqual([...words.none.slice(0, 1), 'gulab musk x', words.none[1]]);
    expect(summary({ query: 'گلاب\u200c', perfumes: [] }, CATALOG_WORDS.ur.results)[1]).toBe('گلاب\u200c');
  });
});
