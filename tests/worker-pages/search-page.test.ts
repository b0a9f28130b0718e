/**
 * /search?q= is written by the Worker from D1's catalog: the matching perfumes' rows are in the page's HTML and the
 * list's props, a perfume added since the build included. These tests read the built site (dist/).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CATALOG_WORDS } from '../../site/i18n/catalog';
import { createPerfume } from '../worker/catalog-fixtures';
import { call, makeUser } from '../worker/client';

async function page(path: string) {
  const response = await call(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  return response.text();
}

/** The summary's sentence around the shopper's words, as the page draws it. */
const summaryHtml = ([before, after]: [string, string], query: string) => `${before}<bdi>${query}</bdi>${after}`;

/** The page's canonical address, if it has one. */
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

/** The slugs of the rows the page lists, in order. */
const rows = (html: string) => [...html.matchAll(/<h2 id="result-([^"]+)" class="result-name">/g)].map((m) => m[1]);

function listProps(html: string) {
  const props = /component-url="\/_astro\/SearchResults\.[^"]+"[^>]*? props="([^"]*)"/.exec(html)?.[1];
  return JSON.parse(props!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
    results: [0, { query: [0, string]; perfumes: [1, [0, { slug: [0, string] }][]] }];
  };
}

/** The perfumes with a word starting with 'oud' in their name, notes or scent type, read straight from D1. */
async function oudSlugs(): Promise<{ matching: string[]; others: string[] }> {
  const { results } = await env.DB.prepare(
    `SELECT slug, name, notes_top || notes_heart || notes_base || ' ' || scent_type || ' ' || concentration AS notes
     FROM products WHERE NOT archived`,
  ).all<{ slug: string; name: string; notes: string }>();
  const hasOud = (text: string) => /(^|[^a-z])oud/i.test(text);
  return {
    matching: results.filter((p) => hasOud(p.name) || hasOud(p.notes)).map((p) => p.slug),
    others: results.filter((p) => !/oud|agar|aud|ood/i.test(p.name + p.notes)).map((p) => p.slug),
  };
}

describe('the search page', () => {
  it('lists every perfume matching the words, one added since the build included, and no other', async () => {
    const { token } = await makeUser({ role: 'owner' });
    const added = await createPerfume(token, { name: 'Qasr Oud Nights', price: 2750 });
    const unrelated = await createPerfume(token, {
      name: 'Zarnish Bloom',
      price: 2100,
      scentType: 'floral',
      notes: { top: ['Rose'], heart: [], base: ['Musk'] },
    });
    const { matching, others } = await oudSlugs();
    expect(matching).toContain(added.slug);
    expect(others).toContain(unrelated.slug);

    const html = await page('/search?q=oud');
    const listed = rows(html);
    expect(listed.length).toBe(Math.min(matching.length, 24));
    matching.slice(0, 24).forEach((slug) => expect(listed).toContain(slug));
    others.forEach((slug) => expect(listed).not.toContain(slug));
    expect(html).toContain(`<a href="/perfumes/${added.slug}">Qasr Oud Nights</a>`);
    expect(html).toContain(summaryHtml(CATALOG_WORDS.en.results.found(matching.length), 'oud'));
    // The list's props are the same results, from which React renders it when reached.
    const props = listProps(html).results[1];
    expect(props.query[1]).toBe('oud');
    expect(props.perfumes[1].map(([, p]) => p.slug[1])).toEqual(expect.arrayContaining([added.slug]));
    expect(props.perfumes[1]).toHaveLength(matching.length);
    // React waits for the shopper.
    expect(html).toContain('client="interaction"');
  });

  it('sorts by the address, with the sort menu showing it', async () => {
    const html = await page('/search?q=oud&sort=price-asc');
    expect(html).toContain('<option value="price-asc" selected="">');
    const prices = [
      ...html.matchAll(
        /<p class="product-price">(?:<s>.*?<\/s>)?<span>(?:<span[^>]*>[^<]*<\/span>)?<bdi dir="ltr">Rs\. ([\d,]+)/g,
      ),
    ].map((m) => Number(m[1]!.replaceAll(',', '')));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('is a page for search engines under its words as the search reads them, when they find perfumes', async () => {
    const html = await page('/search?q=%20%C3%96UD%20&sort=price-asc');
    expect(rows(html).length).toBeGreaterThan(0);
    expect(html).not.toContain('name="robots"');
    expect(canonical(html)).toMatch(/^https?:\/\/[^/]+\/search\?q=oud$/);
    expect(html).toContain(`<meta property="og:url" content="${canonical(html)}"`);
    expect(html).toMatch(/<link rel="alternate" hreflang="ur" href="https?:\/\/[^/]+\/ur\/search\?q=oud"/);
    expect(canonical(await page('/search?q=Ros%C3%A9%20for%20men'))).toMatch(/\/search\?q=rose\+for\+men$/);
    const urdu = await page('/ur/search?q=oud');
    expect(canonical(urdu)).toMatch(/\/ur\/search\?q=oud$/);
    // Each listed search has a title of its own, its words as the search reads them.
    expect(html).toMatch(/<title>oud: Search Perfumes \| [^<]+<\/title>/);
    expect(urdu).toMatch(/<title>oud: پرفیوم تلاش کریں \| [^<]+<\/title>/);
    expect(await page('/search?q=qqxzv')).toMatch(/<title>Search Perfumes \| [^<]+<\/title>/);
  });

  it('is no page for search engines without words, or with words that find nothing', async () => {
    for (const path of ['/search', '/search?q=', '/search?q=qqxzv', '/ur/search?q=qqxzv']) {
      const html = await page(path);
      expect(rows(html)).toEqual([]);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('rel="alternate"');
    }
  });

  it('says so in Urdu on /ur/search, and asks for words when there are none', async () => {
    const { matching } = await oudSlugs();
    const urdu = await page('/ur/search?q=oud');
    expect(urdu).toContain(summaryHtml(CATALOG_WORDS.ur.results.found(matching.length), 'oud'));
    const empty = await page('/search');
    expect(empty).toContain(`<p class="search-summary" role="status">${CATALOG_WORDS.en.results.prompt}</p>`);
    expect(rows(empty)).toEqual([]);
  });

  it.each(['', '/ur'])(
    "repeats the shopper's words on %s/search apart from its own sentence, without what would turn it around",
    async (prefix) => {
      const { matching } = await oudSlugs();
      const words = CATALOG_WORDS[prefix ? 'ur' : 'en'].results;
      // A right-to-left override (and its kin) in ?q= would run on over the rest of the shop's sentence.
      for (const [q, shown] of [
        ['%E2%80%AEoud', 'oud'],
        ['oud%E2%80%AE%E2%81%A7%E2%80%8F', 'oud'],
        ['%E2%81%A9qqxzv%E2%80%AB%20%E2%80%AD%E2%80%8Enoor%D8%9C%07', 'qqxzv noor'],
      ] as const) {
        const html = await page(`${prefix}/search?q=${q}`);
        const said = /<p class="search-summary" role="status">(.*?)<\/p>/.exec(html)![1];
        const [before, after] = shown === 'oud' ? words.found(matching.length) : words.none;
        expect(said).toBe(summaryHtml([before, after], shown));
        expect(said).not.toMatch(/[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u);
      }
    },
  );
});
