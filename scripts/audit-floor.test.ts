import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import {
  distance,
  floorTable,
  inlineParts,
  longReferenceHtml,
  median,
  referenceHtml,
  type FloorFigures,
} from './audit-floor';

describe('the reference page', () => {
  const html = referenceHtml();

  it('has a heading, a paragraph and a labelled form, and nothing to fetch, run or style', () => {
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toMatch(/<p>[^<]+<\/p>/);
    expect(html).toMatch(/<form [^>]*>[\s\S]*<label for="q">[\s\S]*<input id="q"[\s\S]*<button[\s\S]*<\/form>/);
    expect(html).not.toMatch(/<script|<style|<link rel="stylesheet"|<img|style=/);
    // The only link is the empty icon, which stops the browser asking for /favicon.ico.
    expect([...html.matchAll(/(?:src|href)="([^"]*)"/g)].map((m) => m[1])).toEqual(['data:,']);
  });

  it('is a whole document of about a kilobyte, in a language, with a title and a description', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1">/);
    expect(Buffer.byteLength(html)).toBeGreaterThan(600);
    expect(Buffer.byteLength(html)).toBeLessThan(1400);
  });
});

describe('the long reference page', () => {
  const html = longReferenceHtml();

  it('is the reference page with one paragraph more, the same every run', () => {
    expect(html.replace(/<p>[a-z ]+<\/p>\n/, '')).toBe(referenceHtml());
    expect(longReferenceHtml()).toBe(html);
  });

  it('takes two round trips of the 2G-grade link (8,760 bytes each) with its headers, where the reference takes one', () => {
    const gzipped = gzipSync(html).length;
    expect(gzipSync(referenceHtml()).length + 1_000).toBeLessThan(8_760);
    expect(gzipped + 1_000).toBeGreaterThan(8_760);
    expect(gzipped + 1_000).toBeLessThan(2 * 8_760);
  });
});

describe('median', () => {
  it('is the middle figure of an odd count, whatever their order', () => {
    expect(median([520, 87, 130])).toBe(130);
    expect(median([3])).toBe(3);
  });

  it('is the mean of the two middle figures of an even count', () => {
    expect(median([1, 4, 2, 10])).toBe(3);
  });

  it('leaves out figures a run did not give, and is NaN with none', () => {
    expect(median([Number.NaN, 5, 7, 9])).toBe(7);
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
  });

  it('does not reorder the figures it was given', () => {
    const figures = [3, 1, 2];
    median(figures);
    expect(figures).toEqual([3, 1, 2]);
  });
});

describe('distance', () => {
  it('is the page minus the reference: positive above it, negative below', () => {
    expect(distance(520, 87)).toBe(433);
    expect(distance(0.87, 1)).toBeCloseTo(-0.13);
  });
});

describe('inlineParts', () => {
  it('counts styles, scripts that run and island props, not data blocks or scripts fetched by address', () => {
    const html = [
      '<style>a{color:red}</style>',
      '<script>var a=1;</script>',
      '<script type="module">b()</script>',
      '<script type="application/ld+json">{"@type":"ItemList"}</script>',
      '<script type="application/json" id="page-modules">["/x.js"]</script>',
      '<script type="module" src="/_astro/x.js"></script>',
      '<astro-island uid="a" props="{&quot;n&quot;:1}" ssr></astro-island>',
    ].join('');
    expect(inlineParts(html)).toEqual({ css: 12, js: 11, props: 17 });
  });

  it('counts bytes, not characters', () => {
    expect(inlineParts('<script>"اردو"</script>').js).toBe(10);
  });
});

describe('floorTable', () => {
  const figures = (page: string, overrides: Partial<FloorFigures>): FloorFigures => ({
    page,
    performance: 1,
    tbtMs: 87,
    lcpMs: 900,
    lcp2gMs: 1250,
    htmlBytes: 1024,
    htmlGzipBytes: 512,
    cssBytes: 0,
    jsBytes: 0,
    inlineDataBytes: 0,
    elements: 12,
    ...overrides,
  });

  it("prints the reference's figures, then each page's with its distance from them", () => {
    const [reference, home] = floorTable(figures('/audit-floor', {}), [
      figures('/home', { performance: 0.87, tbtMs: 520, lcp2gMs: 1919, elements: 400, cssBytes: 10 * 1024 }),
    ]);
    expect(reference).toMatchObject({ page: '/audit-floor', perf: '1.00', 'TBT ms': '87', '2G LCP ms': '1250' });
    expect(home).toMatchObject({
      page: '/home',
      perf: '0.87 (-0.13)',
      'TBT ms': '520 (+433)',
      '2G LCP ms': '1919 (+669)',
      'CSS kB': '10.0',
      'HTML kB': '1.0 (0.5 gz)',
      elements: '400 (+388)',
    });
  });

  it('shows a dash where a page was not measured on the 2G-grade link', () => {
    const [, about] = floorTable(figures('/audit-floor', {}), [figures('/about-us', { lcp2gMs: Number.NaN })]);
    expect(about!['2G LCP ms']).toBe('-');
  });
});
