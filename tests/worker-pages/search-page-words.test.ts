/**
 * /search and /ur/search as Pakistani shoppers type: Urdu script, Roman Urdu, seasons and occasions, a typo; the box
 * keeps the words; words that find nothing are offered the categories and the best sellers. Reads the built site.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_WORDS } from '../../site/i18n/catalog';
import { PRODUCTS } from '#schema/catalog/products';
import { SEED_NOTES } from '#schema/catalog/notes';
import { CATEGORIES } from '#schema/catalog/categories';
import { ADMIN_PRODUCTS } from '#schema/api';
import { SEED_SIZES } from '#schema/catalog/sizes';
import { call, makeUser, request } from '../worker/client';
import { placeOrder } from '../worker/placed-orders';
import { listed } from './listed';

async function page(path: string) {
  const response = await call(path);
  expect(response.status).toBe(200);
  return response.text();
}

const search = (prefix: '' | '/ur', query: string) => page(`${prefix}/search?q=${encodeURIComponent(query)}`);

/** The slugs of the rows the page lists as results (h2), or as best sellers (h3), in order. */
const rows = (html: string, level: 2 | 3 = 2) =>
  [...html.matchAll(new RegExp(`<h${level} id="result-([^"]+)" class="result-name">`, 'g'))].map((m) => m[1]!);

/** The search box's words, as the page is served. */
const boxValue = (html: string) => / name="q"(?: value="([^"]*)")?/.exec(html)![1];

const seed = new Map(PRODUCTS.map((p) => [p.id, p]));
const hasNote = (slug: string, note: string) =>
  [...SEED_NOTES[slug]!.top, ...SEED_NOTES[slug]!.heart, ...SEED_NOTES[slug]!.base].some(
    (n) => n.toLowerCase() === note,
  );
const forMen = (slug: string) => seed.get(slug)!.genders.some((g) => g !== 'female');

beforeAll(async () => {
  await placeOrder('khas', 3);
});

describe('the search page in both languages', () => {
  it('finds oud for men in Urdu script, and oud under 3000 with Urdu digits', async () => {
    const oud = rows(await search('/ur', 'مردوں کے لیے عود'));
    expect(oud.length).toBeGreaterThan(3);
    expect(oud).toEqual(rows(await search('', 'oud for men')));
    oud.forEach((slug) => expect(forMen(slug), slug).toBe(true));
    const cheap = rows(await search('/ur', '۳۰۰۰ سے کم عود'));
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.length).toBeLessThan(rows(await search('/ur', 'عود')).length);
    cheap.forEach((slug) => expect(seed.get(slug)!.price, slug).toBeLessThanOrEqual(3000));
  });

  it('finds seasons and occasions, in English and in Urdu', async () => {
    const summerForWomen = rows(await search('', 'summer perfume for women'));
    expect(summerForWomen.length).toBeGreaterThan(3);
    summerForWomen.forEach((slug) => expect(seed.get(slug)!.seasons, slug).toContain('summer'));
    const wedding = rows(await search('', 'perfume for wedding'));
    expect(wedding.length).toBeGreaterThan(3);
    expect(rows(await search('/ur', 'شادی'))).toEqual(wedding);
    expect(rows(await search('/ur', 'گرمیوں کے پرفیوم')).length).toBeGreaterThan(3);
  });

  it('reads a letter wrong, and lists whole words before the start of one', async () => {
    expect(rows(await search('', 'meraj'))[0]).toBe('miraj');
    expect(rows(await search('/ur', 'میراج'))[0]).toBe('miraj');
    // Every rose perfume for men before Rosemary Breeze, which is past the first page.
    const rose = rows(await search('', 'rose for men'));
    expect(rose).toHaveLength(24);
    rose.forEach((slug) => expect(hasNote(slug, 'rose') && forMen(slug), slug).toBe(true));
    expect(rose).not.toContain('rosemary-breeze');
  });

  it.each(['', '/ur'] as const)('keeps the words in the box on %s/search', async (prefix) => {
    expect(boxValue(await search(prefix, 'rose for men'))).toBe('rose for men');
    expect(boxValue(await search(prefix, 'گلاب کی خوشبو'))).toBe('گلاب کی خوشبو');
    // Its words stay words: an attribute they cannot leave.
    const tricky = await search(prefix, `"><b>oud & rose`);
    expect(boxValue(tricky)).toBe('&quot;&gt;&lt;b&gt;oud &amp; rose');
    expect(boxValue(await page(`${prefix}/search`))).toBeUndefined();
  });

  it.each(['', '/ur'] as const)(
    'offers the categories and the best sellers, most sold first, for words that find nothing on %s/search',
    async (prefix) => {
      const lang = prefix ? 'ur' : 'en';
      const html = await search(prefix, 'qqxzv');
      expect(rows(html)).toEqual([]);
      const words = CATALOG_WORDS[lang].results.instead;
      expect(html).toContain(`<div class="search-instead"><h2>${words.categories}</h2>`);
      expect(html).toContain(`<h2>${words.bestSellers}</h2>`);
      const categories = [...html.matchAll(/<ul class="search-categories">(.*?)<\/ul>/g)][0]![1]!;
      expect([...categories.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1])).toHaveLength(CATEGORIES.length);
      expect(categories).toContain(`href="${prefix}/male-perfumes"`);
      const sellers = rows(html, 3);
      expect(sellers[0]).toBe('khas');
      expect(sellers.length).toBe(6);
      // Then the perfumes the home page features, while few have sold.
      expect(sellers).toContain('blue-mist');
      expect(sellers).not.toContain('rawayat');
      // Words that find perfumes are offered nothing instead.
      expect(await search(prefix, 'oud')).not.toContain('<div class="search-instead">');
    },
  );
});

describe('/ur/search and the words the Urdu product pages print', () => {
  it('finds the perfumes with a note by the Urdu words its pages print, as the English note finds them', async () => {
    const withNote = (note: string) => PRODUCTS.filter((p) => hasNote(p.id, note)).map((p) => p.id);
    for (const [urdu, note] of [
      ['ونیلا', 'vanilla'],
      ['کالی مرچ', 'black pepper'],
      ['چمڑا', 'leather'],
    ] as const) {
      const found = rows(await search('/ur', urdu));
      expect(found.length, urdu).toBeGreaterThan(0);
      expect(found.sort(), urdu).toEqual(withNote(note).sort());
    }
  });
});

describe("/search and the shop's own words in Roman Urdu", () => {
  it('finds with lakri what /ur/search finds with لکڑی, and with thandi the fresh perfumes, not the winter ones', async () => {
    const lakri = rows(await search('', 'lakri'));
    expect(lakri.length).toBeGreaterThan(3);
    expect(lakri).toEqual(rows(await search('/ur', 'لکڑی')));
    const thandi = rows(await search('', 'thandi'));
    expect(thandi.length).toBeGreaterThan(3);
    thandi.forEach((slug) => expect(['aquatic', 'citrus', 'aromatic'], slug).toContain(seed.get(slug)!.scentType));
    expect(rows(await search('/ur', 'تازہ'))).toEqual(rows(await search('', 'fresh')));
  });
});

describe('/search with a slip in the name', () => {
  it('finds a name with two letters swapped, a short word with a letter left out, and names with an apostrophe in Urdu', async () => {
    expect(rows(await search('', 'angle kiss'))).toEqual(['angels-kiss']);
    expect(rows(await search('', 'blue mst'))).toEqual(['blue-mist']);
    expect(rows(await search('', 'rat ki rani'))).toEqual(['raat-ki-rani']);
    expect(rows(await search('/ur', 'انجلز کس'))).toEqual(['angels-kiss']);
    expect(rows(await search('/ur', 'سیلرز کوو'))).toEqual(['sailors-cove']);
  });
});

describe("/search and the shop's local words with a letter wrong", () => {
  it('lists every perfume for khusbu and khoshbo, as for khushbu, and Dulhan for dulhan', async () => {
    const every = listed(await page('/search?q=khushbu'));
    expect(every).toHaveLength(PRODUCTS.length);
    for (const query of ['khusbu', 'khoshbo']) {
      expect(listed(await search('', query)), query).toEqual(every);
      expect(listed(await search('/ur', query)), query).toEqual(every);
    }
    expect(rows(await search('', 'mardoon ke liye'))).toEqual(rows(await search('', 'mardon ke liye')));
    expect(rows(await search('', 'dulhan'))[0]).toBe('dulhan');
  });

  it('finds the perfumes sold in a tester size for "tester", and one given a tester size at once', async () => {
    const testers = SEED_SIZES.map((size) => size.productId).sort();
    expect(rows(await search('', 'tester')).sort()).toEqual(testers);
    expect(rows(await search('/ur', 'ٹیسٹر')).sort()).toEqual(testers);

    const owner = await makeUser({ role: 'owner' });
    const given = await request(ADMIN_PRODUCTS.setSizes, {
      token: owner.token,
      params: { id: 'qasr' },
      body: { sizes: [{ ml: 10, price: 499, stock: 5 }] },
    });
    expect(given.status).toBe(200);
    expect(rows(await search('', 'sample')).sort()).toEqual([...testers, 'qasr'].sort());
  });

  it('lists every perfume for a gift or a cheap one, and finds oud typed oodh and musk typed kastoori', async () => {
    const every = listed(await page('/search?q=khushbu'));
    for (const query of ['gift', 'sasta', 'سستا', 'تحفہ']) {
      expect(listed(await search('', query)), query).toEqual(every);
      expect(listed(await search('/ur', query)), query).toEqual(every);
    }
    const oud = rows(await search('', 'oud'));
    expect(oud.length).toBeGreaterThan(3);
    expect(rows(await search('', 'oodh'))).toEqual(oud);
    expect(rows(await search('', 'kastoori'))).toEqual(rows(await search('', 'musk')));
  });
});
