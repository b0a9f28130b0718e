/**
 * The JavaScript a built page loads before the shopper interacts, counted from the build itself (no browser): its
 * module scripts, and each island's component and renderer that hydrates by itself (client:load, idle, visible,
 * only), with every chunk they import statically, each file once, gzipped. An island hydrated on the shopper's reach
 * (client:interaction) is counted apart: what it adds once used. Deterministic, so it can run on a busy machine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Every public page the build writes (dist/client); a product page and /search are drawn by the Worker, and their
 * scripts are the same components' as the build would give them.
 */
export const JS_PAGES = [
  'home',
  'woody-perfumes',
  'whole-sale',
  'login-signup',
  'about-us',
  'contact-us',
  'track-order',
  'shipping-and-delivery',
  'faq',
  'cart',
];

/** The most JavaScript (kB gzipped) a page may load before the shopper interacts: home 80, every other page 25. */
export const jsBarKb = (page: string) => (page === 'home' ? 80 : 25);

export interface JsWeight {
  /** Gzipped bytes loaded before any interaction. */
  before: number;
  /** Gzipped bytes more once every island hydrated on reach has been used. */
  onReach: number;
}

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The file and every chunk it imports statically, as paths under the build. */
function withImports(dist: string, path: string, into: Set<string>): Set<string> {
  if (into.has(path)) return into;
  into.add(path);
  const code = readFileSync(join(dist, path), 'utf8');
  for (const [, relative] of code.matchAll(STATIC_IMPORT))
    withImports(dist, new URL(relative!, `http://build${path}`).pathname, into);
  return into;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The module scripts a page starts after its first paint, named in its data block (site/lib/page-modules.ts). */
export function pageModules(html: string): string[] {
  const block = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]!) as string[]) : [];
}

/** The scripts a page's HTML names: its module scripts and each island's files, by when they load. */
export function scriptsOf(html: string): { before: string[]; onReach: string[] } {
  const before = [
    ...[...html.matchAll(/<script[^>]*\ssrc="(\/[^"]+\.js)"[^>]*>/g)].map((m) => m[1]!),
    ...pageModules(html),
  ];
  const onReach: string[] = [];
  for (const [tag] of html.matchAll(/<astro-island\s[^>]*>/g)) {
    const files = [attribute(tag, 'component-url'), attribute(tag, 'renderer-url')].filter(
      (url): url is string => !!url,
    );
    (attribute(tag, 'client') === 'interaction' ? onReach : before).push(...files);
  }
  return { before, onReach };
}

export function jsWeight(dist: string, htmlFile: string): JsWeight {
  const { before, onReach } = scriptsOf(readFileSync(join(dist, htmlFile), 'utf8'));
  const gzipped = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  const first = new Set<string>();
  before.forEach((file) => withImports(dist, file, first));
  const all = new Set(first);
  onReach.forEach((file) => withImports(dist, file, all));
  const reached = new Set([...all].filter((file) => !first.has(file)));
  return { before: gzipped(first), onReach: gzipped(reached) };
}
