/**
 * /search and /ur/search as Pakistani shoppers type: Urdu script, Roman Urdu, seasons and occasions, a typo; the box
 * keeps the words. Reads the built site.
 */
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '#schema/catalog/products';
import { SEED_NOTES } from '#schema/catalog/notes';
import { call } from './client';

async function page(path: string) {
  const response = await call(path);
  expect(response.status).toBe(200);
  return response.text();
}

const search = (prefix: '' | '/ur', query: string) => page(`${prefix}/search?q=${encodeURIComponent(query)}`);

/** The slugs of the rows the page lists, in order. */
const rows = (html: string) => [...html.matchAll(/<h2 id="result-([^"]+)" class="result-name">/g)].map((m) => m[1]!);

/** The search box's words, as the page is served. */
const boxValue = (html: string) => / name="q"(?: value="([^"]*)")?/.exec(html)![1];

const seed = new Map(PRODUCTS.map((p) => [p.id, p]));
const hasNote = (slug: string, note: string) =>
  [...SEED_NOTES[slug]!.top, ...SEED_NOTES[slug]!.heart, ...SEED_NOTES[slug]!.base].some(
    (n) => n.toLowerCase() === note,
  );
const forMen = (slug: string) => seed.get(slug)!.genders.some((g) => g !== 'female');

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
    expect(boxValue(tricky)).toBe('&quot;><b>oud &amp; rose');
    expect(boxValue(await page(`${prefix}/search`))).toBeUndefined();
  });
});
