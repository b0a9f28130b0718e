/**
 * /search answers any ?q= a browser (or anyone) can send, at once and without a 500: a query past what the search
 * reads is read and repeated as its first MAX_QUERY characters, and no text makes the price words slow to read.
 * These tests run the Worker as `astro build` bundled it (dist/).
 */
import { describe, expect, it } from 'vitest';
import { CATALOG_WORDS } from '../../site/i18n/catalog';
import { MAX_QUERY } from '#schema/search/search-words';
import { call } from '../worker/client';
import { randomSource } from '../worker/random-source';

async function timedPage(path: string) {
  const start = performance.now();
  const response = await call(path);
  const html = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), html, ms: performance.now() - start };
}

/**
 * Pieces of a query, each already as it goes into an address: text percent-encoded, and bytes no browser would
 * send (a lone surrogate's UTF-8, an overlong slash, a cut-off character, a stray %).
 */
const TEXT_PIECES = [
  'oud',
  'gulab',
  'under',
  'rs.',
  'tak',
  '2,000',
  '1500',
  'for men',
  ' ',
  '\t',
  '\n',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u200b',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u061c',
  '\ufeff',
  '\ufffd',
  'گلاب',
  'عود',
  'ــــ',
  'ﷺ',
  'é',
  'e\u0301\u0301\u0301',
  '🌹',
  '👨‍👩‍👧',
  '\u{10ffff}',
  '<script>alert(1)</script>',
  '"\'><img src=x>',
  '&amp;',
  '#',
  '+',
  '%',
  '?',
  '/',
  '\\',
].map(encodeURIComponent);
const RAW_PIECES = ['%ED%A0%80', '%ED%BF%BF', '%C0%AF', '%FF', '%E2%82', '%zz', '%', '%%', '%2', '%00'];

function nastyQuery(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const pieces = Math.floor(random() * 40);
  let q = '';
  for (let i = 0; i < pieces; i++) q += random() < 0.2 ? pick(RAW_PIECES) : pick(TEXT_PIECES);
  // One in ten long: one piece many times over.
  if (random() < 0.1) q += pick(TEXT_PIECES).repeat(1 + Math.floor(random() * 3000));
  return q;
}

describe('any query on the search page', () => {
  it('answers 65,000 digits, spaces or commas at once, as a page for its first MAX_QUERY characters', async () => {
    await timedPage('/search?q=oud'); // The search index is built at the first search.
    for (const q of ['1'.repeat(65_000), `under${'%20'.repeat(20_000)}x`, '1,'.repeat(30_000)]) {
      for (const prefix of ['', '/ur']) {
        const { status, type, ms } = await timedPage(`${prefix}/search?q=${q}`);
        expect(status).toBe(200);
        expect(type).toMatch(/text\/html/);
        // A few milliseconds here; reading the digits one start at a time took 16 seconds (50 on a busy machine).
        expect(ms).toBeLessThan(5_000);
      }
    }
    const { html } = await timedPage(`/search?q=${'7'.repeat(65_000)}`);
    const [before, after] = CATALOG_WORDS.en.results.none;
    expect(html).toContain(`${before}<bdi>${'7'.repeat(MAX_QUERY)}</bdi>${after}`);
    expect(html).not.toContain('7'.repeat(MAX_QUERY + 1));
  });

  it.each(['', '/ur'])('lets a pasted address, repeated in the summary, wrap anywhere on %s/search', async (prefix) => {
    const pasted = 'https://www.instagram.com/p/C9xYz123abcDEF456ghiJKL789/?igsh=MWQ1ZGUxMzBkMmMyNA==';
    const { html } = await timedPage(`${prefix}/search?q=${encodeURIComponent(pasted)}`);
    expect(html).toContain(`<bdi>${pasted}</bdi>`);
    // One word of 80 characters is wider than a 360 px phone: the summary's style lets it break between any two.
    const summaryStyle = /\.search-summary\{([^}]*)\}/.exec(html)?.[1] ?? '';
    expect(summaryStyle.split(';')).toContain('overflow-wrap:anywhere');
  });

  // Each query is a new page, which the Worker also stores in its cache: on a busy 2-core machine the 500 took 50 s.
  it(
    'answers 500 random queries of every kind of character with a page, never an error',
    { timeout: 120_000 },
    async () => {
      const random = randomSource(20_260_405);
      for (let i = 0; i < 500; i++) {
        const q = nastyQuery(random);
        const path = `${random() < 0.3 ? '/ur' : ''}/search?q=${q}${random() < 0.2 ? '&sort=price-desc' : ''}`;
        const { status, type, html, ms } = await timedPage(path);
        expect({ path: path.slice(0, 200), status }).toEqual({ path: path.slice(0, 200), status: 200 });
        expect(type).toMatch(/text\/html/);
        expect(html).toContain('class="search-summary"');
        expect(ms).toBeLessThan(5_000);
      }
    },
  );
});
