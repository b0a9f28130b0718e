/**
 * The instrument's floor, for `npm run audit`: a page with nothing to fetch, run or style (a heading, a paragraph, a
 * form), served as the shop serves its static pages and measured in the same rounds as the shop's pages. On a given
 * machine Lighthouse shows no page faster than this one (its total blocking time and its LCP on the 2G-grade link
 * are not zero), so a page's speed is read as its distance from it, and the medians of several interleaved rounds
 * keep one busy moment from deciding it.
 */

/** Where the audit serves the reference page: a file it adds to its own build, never one the shop publishes. */
export const REFERENCE_PAGE = 'audit-floor';

/**
 * The reference page: what every shop page has at the least (a language, a title and a description, a viewport, a
 * heading, words, a form with a label), and nothing else. The empty icon keeps the browser from asking for one.
 */
export const referenceHtml = () =>
  [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Reference page | Mehak Perfumes</title>',
    '<meta name="description" content="A page with a heading, a paragraph and a form: the floor the audit measures the shop\'s pages from.">',
    '<link rel="icon" href="data:,">',
    '</head>',
    '<body>',
    '<main>',
    '<h1>Mehak Perfumes</h1>',
    '<p>Perfumes for men and women, oud and attars, delivered across Pakistan with cash on delivery. Search the',
    'shop by a perfume, a scent or an occasion, and track an order by its number.</p>',
    '<form action="/search" method="get">',
    '<label for="q">Search perfumes</label>',
    '<input id="q" name="q" type="search">',
    '<button type="submit">Search</button>',
    '</form>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');

/** The reference page two round trips of the 2G-grade link long, measured on that link only. */
export const LONG_REFERENCE_PAGE = 'audit-floor-long';

/**
 * The reference page with a paragraph of letters that compression barely shortens (about 12 kB gzipped): on the
 * 2G-grade link, where a round trip carries 8,760 bytes and a page paints once its whole document has come, it takes
 * two round trips to the reference's one, and has still nothing to fetch, run or style. Its distance from the
 * reference is what a document of two round trips costs by its size alone.
 */
export const longReferenceHtml = () => referenceHtml().replace('</main>', `<p>${letters(LONG_TEXT)}</p>\n</main>`);

const LONG_TEXT = 20_000;

/** Letters and spaces, the same every run (a linear congruential generator from a fixed seed). */
function letters(count: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz ';
  let seed = 20_261_129;
  let text = '';
  for (let i = 0; i < count; i++) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    text += alphabet[(seed >>> 16) % alphabet.length];
  }
  return text;
}

/** The middle of the figures (the mean of the two middle ones for an even count); NaN when there are none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** How far a page's figure is from the reference's: above it is positive. */
export const distance = (value: number, reference: number) => value - reference;

/** Bytes, as UTF-8, of what a page's HTML carries inline besides its markup. */
export interface InlineParts {
  /** The contents of its <style> elements. */
  css: number;
  /** The contents of its <script> elements that run (not JSON-LD or other data blocks). */
  js: number;
  /** Its islands' props, the data they hydrate from. */
  props: number;
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const ISLAND_PROPS = /<astro-island\b[^>]*?\sprops="([^"]*)"/g;
/** A script element that holds data (JSON-LD, the page's module list): a type that is not JavaScript's. */
const DATA_BLOCK = /\btype="(?!module"|text\/javascript"|application\/javascript")/;

export function inlineParts(html: string): InlineParts {
  const bytes = (texts: string[]) => texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const scripts = [...html.matchAll(SCRIPT)].filter((m) => !DATA_BLOCK.test(m[1]!) && !/\bsrc=/.test(m[1]!));
  return {
    css: bytes([...html.matchAll(STYLE)].map((m) => m[1]!)),
    js: bytes(scripts.map((m) => m[2]!)),
    props: bytes([...html.matchAll(ISLAND_PROPS)].map((m) => m[1]!)),
  };
}

/** One page's medians over the rounds. */
export interface FloorFigures {
  page: string;
  /** Lighthouse's mobile performance score, 0 to 1. */
  performance: number;
  tbtMs: number;
  /** Largest contentful paint on Lighthouse's slow 4G, and on the 2G-grade link (NaN where not measured). */
  lcpMs: number;
  lcp2gMs: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  cssBytes: number;
  jsBytes: number;
  /** Inline scripts and island props, of the HTML. */
  inlineDataBytes: number;
  elements: number;
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const signed = (value: number, digits: number) =>
  Number.isNaN(value) ? '' : ` (${value >= 0 ? '+' : ''}${value.toFixed(digits)})`;
/** A figure, and its distance from the reference's in brackets when given one: '1561 (+321)'. */
export const figure = (value: number, digits: number, reference?: number) =>
  Number.isNaN(value)
    ? '-'
    : `${value.toFixed(digits)}${reference === undefined ? '' : signed(distance(value, reference), digits)}`;

/** The printed table: the reference's figures, then each page's beside its distance from them in brackets. */
export function floorTable(reference: FloorFigures, pages: readonly FloorFigures[]): Record<string, string>[] {
  const row = (f: FloorFigures, ref?: FloorFigures) => ({
    page: f.page,
    perf: figure(f.performance, 2, ref?.performance),
    'TBT ms': figure(f.tbtMs, 0, ref?.tbtMs),
    'LCP ms': figure(f.lcpMs, 0, ref?.lcpMs),
    '2G LCP ms': figure(f.lcp2gMs, 0, Number.isNaN(f.lcp2gMs) ? undefined : ref?.lcp2gMs),
    'HTML kB': `${kB(f.htmlBytes)} (${kB(f.htmlGzipBytes)} gz)`,
    'CSS kB': kB(f.cssBytes),
    'JS kB': kB(f.jsBytes),
    'inline JS+props kB': kB(f.inlineDataBytes),
    elements: figure(f.elements, 0, ref?.elements),
  });
  return [row(reference), ...pages.map((page) => row(page, reference))];
}
