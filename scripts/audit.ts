/**
 * `npm run audit`: Lighthouse 13 (mobile preset, Debian's Chromium) on the public pages of a freshly built shop that
 * this script starts on its own port and database, then stops; among them the page of a perfume added through the
 * admin API once the shop is up (scripts/unbuilt-perfume.ts), which the Worker fills from D1 into the product template. Prints the four category scores, CLS, and the
 * gzipped bytes of JavaScript (what the page loads by itself, which the home page's bar holds, and apart what an
 * island hydrated on the shopper's reach adds once used) and of HTML+CSS per page, against the bars in BARS below (a product page and /search:
 * 100 for all four); the largest contentful paint of the slow-link pages (SLOW_LINK_PAGES) on a 2G-grade link, a
 * product page's no slower than the category page's; then the security headers
 * of each page, a script chunk, an image and an API answer, and each page's own script policy; and the Nu HTML
 * checker over every page (scripts/html-check.ts): failing on any gap or HTML error. It also counts, from the build
 * alone, the JavaScript every public page loads before the shopper interacts (scripts/js-weight.ts): at most
 * BARS.homeJsKb on home and BARS.pageJsKb on every other page; `--js-only` does only that (no browser, no server).
 *   tsx scripts/audit.ts [--port 8799] [--skip-build] [--pages home,woody-perfumes] [--html-only] [--js-only]
 *     [--reports <folder>]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { OFFLINE_ENV, startLocalShop } from './local-shop';
import { jsWeight, pageModules } from './js-weight';
import { headerProblems, pagePolicyProblems, REQUIRED_HEADERS } from './security-headers';
import { addUnbuiltPerfume, UNBUILT_PAGE } from './unbuilt-perfume';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.AUDIT_PORT ?? '8799' },
    'skip-build': { type: 'boolean', default: false },
    /** Only the Nu HTML checker, no Lighthouse (fast, and light on a shared machine). */
    'html-only': { type: 'boolean', default: false },
    /** Only the JavaScript each page loads before interaction, counted from the build (deterministic). */
    'js-only': { type: 'boolean', default: false },
    pages: {
      type: 'string',
      default: `home,woody-perfumes,perfumes/miraj,${UNBUILT_PAGE},search?q=oud,about-us,contact-us,whole-sale,login-signup,cart`,
    },
    'slow-pages': { type: 'string', default: 'home,woody-perfumes,perfumes/miraj' },
    /** A folder to write each page's Lighthouse report (JSON) into, to read why a page lost points. */
    reports: { type: 'string' },
  },
});

const PORT = Number(values.port);
const ORIGIN = `http://localhost:${PORT}`;
const PAGES = values.pages.split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Product pages and /search are where shoppers land from search results and shared links: every score is 100. */
const PERFECT_PAGES = /^\/(perfumes\/|search)/;
const BARS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  homeJsKb: 80,
  /** Every public page but home. */
  pageJsKb: 25,
  htmlCssKb: 60,
  slowLinkLcpS: 1.8,
};
/** A 2G-grade link on a slow phone, as Lighthouse simulates it: 250 kbps, 300 ms round trips, the CPU 4x slower. */
const SLOW_LINK = { rttMs: 300, throughputKbps: 250, cpuSlowdownMultiplier: 4 };
const SLOW_LINK_PAGES = values['slow-pages'].split(',').filter(Boolean);

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

/** Gzipped size of a response body, as a compressing CDN would send it. */
async function gzippedBytes(url: string): Promise<number> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(body).length;
}

/** An island that hydrates only when the shopper reaches for it (the search box): `client:interaction`. */
const ON_USE_ISLAND = /<astro-island\b[^>]*\bclient="interaction"[^>]*>/g;

/**
 * Every script the page can load, not only those Lighthouse saw: islands hydrated on visibility never load in an
 * audit that does not scroll. Entry points come from the HTML (its tags, and the module scripts its data block names),
 * then each module's static and dynamic imports.
 * `withPage` is what the page loads by itself (at load, when idle, when scrolled to); `onUse` is what only a
 * shopper's reach for an on-interaction island adds.
 */
async function scriptsOf(pageUrl: string, html: string): Promise<{ withPage: Set<string>; onUse: Set<string> }> {
  const entriesIn = (text: string) =>
    [...text.matchAll(/(?:component-url|renderer-url|src)="([^"]+\.m?js)"/g)].map((m) => new URL(m[1]!, pageUrl).href);
  const inlineImports = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) =>
    importsOf(m[1]!, pageUrl),
  );
  const modules = pageModules(html).map((src) => new URL(src, pageUrl).href);
  const withPage = await importGraph([...entriesIn(html.replace(ON_USE_ISLAND, '')), ...modules, ...inlineImports]);
  const onUseEntries = [...html.matchAll(ON_USE_ISLAND)].flatMap((m) => entriesIn(m[0]));
  const onUse = new Set([...(await importGraph(onUseEntries))].filter((url) => !withPage.has(url)));
  return { withPage, onUse };
}

/** The entries and every module they import, statically or dynamically, from the shop itself. */
async function importGraph(entries: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url) || !url.startsWith(ORIGIN)) continue;
    seen.add(url);
    queue.push(...importsOf(await (await fetch(url)).text(), url));
  }
  return seen;
}

function importsOf(code: string, base: string): string[] {
  return [...code.matchAll(/(?:from\s*|import\s*\(?\s*)["']([^"']+\.m?js)["']/g)].map((m) => new URL(m[1]!, base).href);
}

async function pageWeight(pageUrl: string, requests: NetworkRequest[]) {
  const html = await (await fetch(pageUrl)).text();
  const scripts = await scriptsOf(pageUrl, html);
  let js = 0;
  for (const url of scripts.withPage) js += await gzippedBytes(url);
  let jsOnUse = 0;
  for (const url of scripts.onUse) jsOnUse += await gzippedBytes(url);
  let htmlCss = 0;
  for (const request of requests) {
    if (!request.url.startsWith(ORIGIN)) continue;
    if (request.resourceType === 'Document' || request.resourceType === 'Stylesheet')
      htmlCss += await gzippedBytes(request.url);
  }
  return { js, jsOnUse, htmlCss };
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

type Category = (typeof CATEGORIES)[number];
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface Row {
  page: string;
  scores: Record<Category, number>;
  cls: number;
  /** Largest contentful paint (s) and total blocking time (ms), as Lighthouse simulates them on a slow phone. */
  lcpS: number;
  tbtMs: number;
  /** JavaScript the page loads by itself, and what an on-interaction island (the search box) adds when used. */
  jsKb: number;
  jsOnUseKb: number;
  htmlCssKb: number;
  /** The weighted audits that cost accessibility, best-practices or SEO points. */
  lost: string[];
  /** What moved, when anything did (the elements Lighthouse blames for the layout shift). */
  shifted: string[];
}

function lostPoints(lhr: Report): string[] {
  return CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
}

/**
 * A page's Lighthouse report, run again once when the trace itself failed: now and then it misses the navigation or
 * the paint (NO_NAVSTART, NO_LCP), which left a page at performance 0 or without a largest contentful paint.
 */
async function report(
  page: string,
  port: number,
  categories: readonly Category[],
  config?: Parameters<typeof lighthouse>[2],
): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      `${ORIGIN}/${page}`,
      { port, logLevel: 'error', onlyCategories: [...categories] },
      config,
    );
    if (!result) throw new Error(`Lighthouse gave no result for /${page}`);
    const failed = result.lhr.runtimeError ?? result.lhr.audits['largest-contentful-paint']?.errorMessage;
    if (!failed || attempt === 2) return result.lhr;
    console.log(`/${page}: ${result.lhr.runtimeError?.code ?? failed}, run again`);
  }
}

async function audit(page: string, port: number): Promise<Row> {
  const lhr = await report(page, port, CATEGORIES);
  if (values.reports) {
    mkdirSync(values.reports, { recursive: true });
    writeFileSync(`${values.reports}/${page.replace(/[^a-z0-9-]+/gi, '_')}.json`, JSON.stringify(lhr, null, 1));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const weight = await pageWeight(`${ORIGIN}/${page}`, requests);
  const cls = Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
  const lcpS = Number(((lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000).toFixed(2));
  const tbtMs = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
  const shifts =
    (lhr.audits['layout-shifts']?.details as { items?: { score: number; node?: { snippet?: string } }[] } | undefined)
      ?.items ?? [];
  const shifted = shifts.map((shift) => `${shift.score.toFixed(4)} ${shift.node?.snippet ?? '(unknown element)'}`);
  return {
    page: `/${page}`,
    scores,
    cls: Number(cls.toFixed(4)),
    lcpS,
    tbtMs,
    jsKb: kb(weight.js),
    jsOnUseKb: kb(weight.jsOnUse),
    htmlCssKb: kb(weight.htmlCss),
    lost: lostPoints(lhr),
    shifted,
  };
}

function misses(row: Row): string[] {
  const bar = (id: Category) => (PERFECT_PAGES.test(row.page) ? 100 : BARS[id]);
  const out = CATEGORIES.filter((id) => row.scores[id] < bar(id)).map(
    (id) => `${row.page} ${id} ${row.scores[id]} < ${bar(id)}`,
  );
  if (!(row.cls === 0)) out.push(`${row.page} CLS ${row.cls} > 0; moved: ${row.shifted.join('; ') || 'not reported'}`);
  if (row.htmlCssKb > BARS.htmlCssKb) out.push(`${row.page} HTML+CSS ${row.htmlCssKb} kB > ${BARS.htmlCssKb} kB`);
  if (row.page === '/home' && row.jsKb > BARS.homeJsKb) out.push(`/home JS ${row.jsKb} kB > ${BARS.homeJsKb} kB`);
  return out;
}

/**
 * Runs a Lighthouse pass in a browser started for it alone, so each page is measured as a shopper's first visit.
 * Lighthouse empties the HTTP cache between pages but keeps localStorage, so one browser for every page measured the
 * later pages as half returning: an Urdu page remembered the font the previous page had fetched and preloaded it.
 */
async function inFreshBrowser<T>(run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** The largest contentful paint (s) of a page on the 2G-grade link. */
async function slowLinkLcp(page: string, port: number): Promise<number> {
  const lhr = await report(page, port, ['performance'], {
    extends: 'lighthouse:default',
    settings: { throttlingMethod: 'simulate', throttling: SLOW_LINK },
  });
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  if (lcp === undefined) throw new Error(`Lighthouse gave no LCP for /${page}, twice`);
  return Number((lcp / 1000).toFixed(2));
}

/** Every page audited, one of its script chunks, an image and an API answer: their headers, and the pages' policies. */
async function securityHeaders(): Promise<string[]> {
  const home = await (await fetch(`${ORIGIN}/home`)).text();
  const chunk = /(?:src|component-url)="(\/_astro\/[^"]+\.js)"/.exec(home)?.[1] ?? '/_astro/missing.js';
  const image = /src="(\/images\/[^"]+)"/.exec(home)?.[1] ?? '/images/missing.png';
  const paths = [...PAGES.map((page) => `/${page}`), chunk, image, '/api/oils'];
  const rows = [];
  const problems: string[] = [];
  for (const path of paths) {
    const response = await fetch(`${ORIGIN}${path}`);
    const found = [
      ...headerProblems(response.headers),
      ...(path.startsWith('/api') || path.includes('.') ? [] : pagePolicyProblems(await response.text())),
    ];
    problems.push(...found.map((problem) => `${path} ${problem}`));
    rows.push({
      path,
      ...Object.fromEntries(
        Object.keys(REQUIRED_HEADERS).map((name) => [name, response.headers.get(name) ?? 'MISSING']),
      ),
    });
  }
  console.log('\nSecurity headers:');
  for (const row of rows) {
    console.log(`  ${row.path}`);
    for (const [name, value] of Object.entries(row))
      if (name !== 'path') console.log(`    ${name}: ${String(value).slice(0, 100)}`);
  }
  return problems;
}

/** Every public page, as the build writes it; the product template stands for a perfume the build has no page for. */
const JS_PAGES = [
  'home',
  'woody-perfumes',
  'perfumes/miraj',
  'product-template',
  'search',
  'whole-sale',
  'login-signup',
  'about-us',
  'contact-us',
  'track-order',
  'shipping-and-delivery',
  'faq',
  'cart',
];

/** The JavaScript each public page loads before interaction, printed, and the pages over their bar. */
function javascriptBeforeInteraction(): string[] {
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const rows = JS_PAGES.map((page) => ({ page: `/${page}`, ...jsWeight('dist', `${page}.html`) }));
  console.log('\nJavaScript before interaction (gzipped, counted from the build):');
  console.table(rows.map((row) => ({ page: row.page, kB: kb(row.before), '+ on reach kB': kb(row.onReach) })));
  return rows.flatMap((row) => {
    const bar = row.page === '/home' ? BARS.homeJsKb : BARS.pageJsKb;
    return kb(row.before) > bar ? [`${row.page} JS before interaction ${kb(row.before)} kB > ${bar} kB`] : [];
  });
}

/** The Nu HTML checker, loaded only by the runs that use it (it needs Java's vnu.jar, which --js-only does not). */
const htmlErrors = async (origin: string) => (await import('./html-check')).htmlErrors(origin);

async function main() {
  if (!values['skip-build']) spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: OFFLINE_ENV });
  if (values['js-only']) {
    const over = javascriptBeforeInteraction();
    console.log(over.length ? `\nBelow the bars:\n  ${over.join('\n  ')}` : '\nEvery page meets the bars.');
    process.exitCode = over.length ? 1 : 0;
    return;
  }
  const state = `.wrangler/audit-${PORT}`;
  const shop = await startLocalShop({ port: PORT, state });
  if (values['html-only']) {
    try {
      const errors = await htmlErrors(ORIGIN);
      console.log(errors.length ? `\nHTML errors:\n  ${errors.join('\n  ')}` : 'No HTML errors.');
      process.exitCode = errors.length ? 1 : 0;
    } finally {
      await shop.stop();
    }
    return;
  }
  try {
    await addUnbuiltPerfume(ORIGIN, state);
    const rows: Row[] = [];
    for (const page of PAGES) {
      rows.push(await inFreshBrowser((port) => audit(page, port)));
      console.log(`audited /${page}`);
    }
    console.table(
      rows.map((row) => ({
        page: row.page,
        ...row.scores,
        CLS: row.cls,
        'LCP s': row.lcpS,
        'TBT ms': row.tbtMs,
        'JS kB gz': row.jsKb,
        '+ on use': row.jsOnUseKb,
        'HTML+CSS kB gz': row.htmlCssKb,
        'points lost on': row.lost.join(' '),
      })),
    );
    const slow: string[] = [];
    const slowLcp: Record<string, number> = {};
    console.log('\nOn a 2G-grade link (250 kbps, 300 ms RTT, CPU 4x slower):');
    for (const page of SLOW_LINK_PAGES) {
      const lcp = (slowLcp[page] = await inFreshBrowser((port) => slowLinkLcp(page, port)));
      console.log(`  /${page}: LCP ${lcp} s`);
      if (lcp > BARS.slowLinkLcpS) slow.push(`/${page} LCP on the 2G-grade link ${lcp} s > ${BARS.slowLinkLcpS} s`);
    }
    // A product page, where a shared link lands, loads no slower there than the category page it belongs to.
    const category = slowLcp['woody-perfumes'];
    for (const [page, lcp] of Object.entries(slowLcp)) {
      if (page.startsWith('perfumes/') && category !== undefined && lcp > category)
        slow.push(`/${page} LCP on the 2G-grade link ${lcp} s > /woody-perfumes ${category} s`);
    }
    const below = [
      ...rows.flatMap(misses),
      ...slow,
      ...javascriptBeforeInteraction(),
      ...(await securityHeaders()),
      ...(await htmlErrors(ORIGIN)),
    ];
    console.log(below.length ? `\nBelow the bars:\n  ${below.join('\n  ')}` : '\nEvery page meets the bars.');
    process.exitCode = below.length ? 1 : 0;
  } finally {
    await shop.stop();
  }
}

await main();
