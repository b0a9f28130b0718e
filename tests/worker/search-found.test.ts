/**
 * What /search lists, found in D1's catalog as the Worker finds it while it draws the page (searchCatalog), the seed's
 * sales and tester sizes included.
 */
import { describe, expect, it } from 'vitest';
import { searchCatalog } from '../../worker/catalog/search-index';
import { db } from './fixtures';

const found = (query: string) => searchCatalog(db, query);

describe('the search of the catalog in D1', () => {
  it('"tester under 1000" finds the perfumes whose 10 ml tester costs up to Rs 1,000, priced as the tester', async () => {
    // 10 ml testers: Miraj's Rs 599, 479 in the Eid sale, Rawayat's 449, 359 in it, and Ghazal's 649; their bottles
    // cost Rs 1,599 and more.
    for (const query of ['tester under 1000', 'sample 1000 tak', 'ٹیسٹر 1000 تک']) {
      const testers = await found(query);
      expect(testers.map((p) => p.slug).sort(), query).toEqual(['ghazal', 'miraj', 'rawayat']);
      for (const perfume of testers) expect(perfume.price, perfume.slug).toBeLessThanOrEqual(1000);
      expect(
        testers.find((p) => p.slug === 'miraj'),
        query,
      ).toMatchObject({ ml: 10, price: 479, compareAtPrice: 599 });
      expect(
        testers.find((p) => p.slug === 'ghazal'),
        query,
      ).toMatchObject({ ml: 10, price: 649, compareAtPrice: null });
    }
    expect((await found('tester under 500')).map((p) => p.slug).sort()).toEqual(['miraj', 'rawayat']);
    // The bottle is what other words ask for, at its own price.
    expect((await found('miraj')).find((p) => p.slug === 'miraj')).toMatchObject({ price: 1999 });
    expect((await found('miraj'))[0]!.ml).toBeUndefined();
  });

  it('an English note word lists first the perfume whose name means it: rose Gulab, saffron Zafran, vetiver Khas', async () => {
    for (const [word, named, next] of [
      ['rose', 'gulab', 'taif-rose-veil'],
      ['saffron', 'zafran', 'oud-saffron'],
      ['vetiver', 'khas', 'vetiver-royale'],
    ] as const) {
      const slugs = (await found(word)).map((p) => p.slug);
      // Then the perfumes with the word in their name, then those with the note.
      expect(slugs.slice(0, 2), word).toEqual([named, next]);
    }
    // Typed in the name's own words, the same perfume comes first.
    expect((await found('zafraan'))[0]!.slug).toBe('zafran');
  });

  it('"koh noor" finds Kohinoor, as "koh-i-noor" and "koh e noor" do, while "oud noor" is still Oud Noor', async () => {
    for (const query of ['koh noor', 'Koh Noor', 'koh-i-noor', 'koh e noor'])
      expect(
        (await found(query)).map((p) => p.slug),
        query,
      ).toEqual(['kohinoor']);
    expect((await found('oud noor'))[0]!.slug).toBe('oud-noor');
  });
});
