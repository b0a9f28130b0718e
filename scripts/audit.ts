/**
 * `npm run audit`: Lighthouse 13 (mobile preset, Debian's Chromium) on the public pages of a freshly built shop that
 * this script starts on its own port and database, then stops; among them the page of a perfume added through the
 * admin API once the shop is up (scripts/unbuilt-perfume.ts), which Astro draws in the Worker from D1 as it draws
 * every perfume's page. A page behind the login guard (the cart) is measured as a signed-in shopper with two perfumes
 * in the cart sees it (scripts/audit-shopper.ts), not as the guest it would send to login-signup. Beside them, in the same rounds, it measures the instrument's floor: a reference page with a heading, a
 * paragraph and a form, which it adds to its own build and the shop serves as it serves its pages
 * (scripts/audit-floor.ts). It runs the reference and the pages in turn, ROUNDS times (at least 3), and prints each
 * one's medians beside the reference's and their distance from it: the performance score, total blocking time, the
 * largest contentful paint on slow 4G and, for the slow-link pages (SLOW_LINK_PAGES), on a 2G-grade link; the bytes
 * of HTML, CSS and JavaScript and the elements laid out. The speed bars are distances from the reference (BARS); a
 * product page loads no slower on the 2G-grade link than the category page. On that link alone it also measures
 * the reference made two of its round trips long (LONG_REFERENCE_PAGE), which shows what a document's size alone
 * costs there. It also prints the four category
 * scores, CLS, and the gzipped bytes of JavaScript (what the page loads by itself, which the home page's bar holds,
 * and apart what an island hydrated on the shopper's reach adds once used) and of HTML+CSS per page, against the bars
 * in BARS below (accessibility, best practices and SEO 100 on every page); then the security headers
 * of each page, a script chunk, an image and an API answer, and each page's own script policy; and the Nu HTML
 * checker over every page (scripts/html-check.ts): failing on any gap or HTML error. It also counts, from the build
 * alone, the JavaScript every public page loads before the shopper interacts (scripts/js-weight.ts): at most
 * its bar (jsBarKb: 80 kB on home, 25 on every other page); `--js-only` does only that (no browser, no server).
 *   tsx scripts/audit.ts [--port 8799] [--skip-build] [--pages home,woody-perfumes] [--html-only] [--js-only]
 *     [--reports <folder>]
 *     [--rounds 3] [--slow-pages home,whole-sale]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  figure,
  floorTable,
  inlineParts,
  LONG_REFERENCE_PAGE,
  longReferenceHtml,
  median,
  REFERENCE_PAGE,
  referenceHtml,
  type FloorFigures,
} from './audit-floor';
import { OFFLINE_ENV, startLocalShop } from './local-shop';
import { JS_PAGES, jsBarKb, jsWeight, pageModules } from './js-weight';
import { headerProblems, pagePolicyProblems, REQUIRED_HEADERS } from './security-headers';
import { isBehindLogin, registerShopper, signInBrowser } from './audit-shopper';
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
      default: `home,woody-perfumes,perfumes/miraj,${UNBUILT_PAGE},search?q=oud,about-us,contact-us,whole-sale,login-signup,track-order,shipping-and-delivery,cart,ur/home`,
    },
    'slow-pages': { type: 'string', default: 'home,woody-perfumes,perfumes/miraj,whole-sale,ur/home' },
    /** How many times the reference and every page are measured, in turn; the figures are their medians. */
    rounds: { type: 'string', default: '3' },
    /** A folder to write each page's Lighthouse report (JSON) into, to read why a page lost points. */
    reports: { type: 'string' },
  },
});

const PORT = Number(values.port);
const ORIGIN = `http://localhost:${PORT}`;
const PAGES = values.pages.split(',');
const ROUNDS = Number(values.rounds);
/** Debian's Chromium: the headless shell the browser tests use, or the whole browser. */
const CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * Speed as a distance from the reference page's medians: the performance score at most 0.03 under it, total blocking
 * time at most 50 ms over it, and on the 2G-grade link the largest contentful paint at most one round trip (300 ms)
 * after it. The other scores are 100 on every page.
 */
const BARS = {
  performanceFromFloor: 0.03,
  tbtFromFloorMs: 50,
  slowLinkLcpFromFloorMs: 300,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  htmlCssKb: 60,
};
/** A 2G-grade link on a slow phone, as Lighthouse simulates it: 250 kbps, 300 ms round trips, the CPU 4x slower. */
const SLOW_LINK = { rttMs: 300, throughputKbps: 250, cpuSlowdownMultiplier: 4 };
/** Those of the pages audited, measured on the 2G-grade link too. */
const SLOW_LINK_PAGES = values['slow-pages'].split(',').filter((page) => PAGES.includes(page));
/** The reference page, in the audit's build (`build.format: 'file'`: /audit-floor is audit-floor.html). */
const REFERENCE_FILE = `dist/client/${REFERENCE_PAGE}.html`;
const LONG_REFERENCE_FILE = `dist/client/${LONG_REFERENCE_PAGE}.html`;

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

/** A response body's bytes, as served and gzipped as a compressing CDN would send it. */
async function sizes(url: string): Promise<{ bytes: number; gzipped: number }> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { bytes: body.length, gzipped: gzipSync(body).length };
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

/** What a page weighs: the same in every round, so measured once, from the first round's requests. */
interface Weight {
  /** JavaScript the page loads by itself, and what an on-interaction island (the search box) adds when used (gz). */
  jsKb: number;
  jsOnUseKb: number;
  htmlCssKb: number;
  /** Uncompressed bytes: the document, the CSS inline and fetched, the JavaScript inline and loaded by itself. */
  htmlBytes: number;
  htmlGzipBytes: number;
  cssBytes: number;
  jsBytes: number;
  /** Inline scripts and island props: data the HTML carries for the scripts. */
  inlineDataBytes: number;
}

async function pageWeight(pageUrl: string, requests: NetworkRequest[]): Promise<Weight> {
  const html = await (await fetch(pageUrl)).text();
  const inline = inlineParts(html);
  const scripts = await scriptsOf(pageUrl, html);
  let js = 0;
  let jsBytes = inline.js;
  for (const url of scripts.withPage) {
    const size = await sizes(url);
    js += size.gzipped;
    jsBytes += size.bytes;
  }
  let jsOnUse = 0;
  for (const url of scripts.onUse) jsOnUse += (await sizes(url)).gzipped;
  let htmlCss = 0;
  let cssBytes = inline.css;
  for (const request of requests) {
    if (!request.url.startsWith(ORIGIN)) continue;
    if (request.resourceType !== 'Document' && request.resourceType !== 'Stylesheet') continue;
    const size = await sizes(request.url);
    htmlCss += size.gzipped;
    if (request.resourceType === 'Stylesheet') cssBytes += size.bytes;
  }
  const document = await sizes(pageUrl);
  return {
    jsKb: kb(js),
    jsOnUseKb: kb(jsOnUse),
    htmlCssKb: kb(htmlCss),
    htmlBytes: document.bytes,
    htmlGzipBytes: document.gzipped,
    cssBytes,
    jsBytes,
    inlineDataBytes: inline.js + inline.props,
  };
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

type Category = (typeof CATEGORIES)[number];
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run of a page on slow 4G (the mobile preset), or the medians of its runs. */
interface Run {
  page: string;
  scores: Record<Category, number>;
  /** The performance score, 0 to 1, unrounded: the bar is a distance of 0.03. */
  performance: number;
  cls: number;
  /** Largest contentful paint and total blocking time (ms), as Lighthouse simulates them on a slow phone. */
  lcpMs: number;
  tbtMs: number;
  /** The elements the page laid out. */
  elements: number;
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

/** A Lighthouse report kept in --reports, named by the page, the run's kind ('' or '2g') and the round. */
function keepReport(lhr: object, page: string, kind: string, round: number): void {
  if (!values.reports) return;
  mkdirSync(values.reports, { recursive: true });
  const name = [page.replace(/[^a-z0-9-]+/gi, '_'), kind, round, 'json'].filter(Boolean).join('.');
  writeFileSync(`${values.reports}/${name}`, JSON.stringify(lhr, null, 1));
}

async function audit(page: string, port: number, round: number): Promise<{ run: Run; requests: NetworkRequest[] }> {
  const lhr = await report(page, port, CATEGORIES);
  keepReport(lhr, page, '', round);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const cls = Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
  const shifts =
    (lhr.audits['layout-shifts']?.details as { items?: { score: number; node?: { snippet?: string } }[] } | undefined)
      ?.items ?? [];
  const shifted = shifts.map((shift) => `${shift.score.toFixed(4)} ${shift.node?.snippet ?? '(unknown element)'}`);
  const run = {
    page: `/${page}`,
    scores,
    performance: lhr.categories.performance?.score ?? Number.NaN,
    cls: Number(cls.toFixed(4)),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    // Lighthouse 13 counts them in its DOM size insight.
    elements: lhr.audits['dom-size-insight']?.numericValue ?? Number.NaN,
    lost: lostPoints(lhr),
    shifted,
  };
  return { run, requests };
}

/** A page's runs as one: each figure their median, and every audit that lost points or element that moved in any. */
function medians(runs: readonly Run[]): Run {
  const of = (figure: (run: Run) => number) => median(runs.map(figure));
  const every = (list: (run: Run) => string[]) => [...new Set(runs.flatMap(list))];
  return {
    page: runs[0]!.page,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((run) => run.scores[id])])) as Record<Category, number>,
    performance: of((run) => run.performance),
    cls: of((run) => run.cls),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    elements: of((run) => run.elements),
    lost: every((run) => run.lost),
    shifted: every((run) => run.shifted),
  };
}

/** A page's medians and weight against the bars; its speed against the reference page's medians. */
function misses(run: Run, weight: Weight, reference: Run): string[] {
  const out = (['accessibility', 'best-practices', 'seo'] as const)
    .filter((id) => run.scores[id] < BARS[id])
    .map((id) => `${run.page} ${id} ${run.scores[id]} < ${BARS[id]}`);
  const slowest = reference.performance - BARS.performanceFromFloor;
  if (!(run.performance >= slowest - 1e-9))
    out.push(`${run.page} performance ${run.performance.toFixed(2)} < ${slowest.toFixed(2)} (the reference's - 0.03)`);
  const longest = reference.tbtMs + BARS.tbtFromFloorMs;
  if (!(run.tbtMs <= longest)) out.push(`${run.page} TBT ${run.tbtMs} ms > ${longest} ms (the reference's + 50)`);
  if (!(run.cls === 0)) out.push(`${run.page} CLS ${run.cls} > 0; moved: ${run.shifted.join('; ') || 'not reported'}`);
  if (weight.htmlCssKb > BARS.htmlCssKb) out.push(`${run.page} HTML+CSS ${weight.htmlCssKb} kB > ${BARS.htmlCssKb} kB`);
  if (run.page === '/home' && weight.jsKb > jsBarKb('home'))
    out.push(`/home JS ${weight.jsKb} kB > ${jsBarKb('home')} kB`);
  return out;
}

/**
 * Runs a Lighthouse pass in a browser started for it alone, so each page is measured as a shopper's first visit.
 * Lighthouse empties the HTTP cache between pages but keeps localStorage, so one browser for every page measured the
 * later pages as half returning: an Urdu page remembered the font the previous page had fetched and preloaded it.
 */
async function inFreshBrowser<T>(run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** The largest contentful paint (ms) of a page on the 2G-grade link. */
async function slowLinkLcp(page: string, port: number, round: number): Promise<number> {
  const lhr = await report(page, port, ['performance'], {
    extends: 'lighthouse:default',
    settings: { throttlingMethod: 'simulate', throttling: SLOW_LINK },
  });
  keepReport(lhr, page, '2g', round);
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  if (lcp === undefined) throw new Error(`Lighthouse gave no LCP for /${page}, twice`);
  return Math.round(lcp);
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
      ...(path.startsWith('/api') || path.includes('.')
        ? []
        : pagePolicyProblems(await response.text(), response.headers)),
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

/** The JavaScript each public page loads before interaction, printed, and the pages over their bar. */
function javascriptBeforeInteraction(): string[] {
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const rows = JS_PAGES.map((page) => ({ page: `/${page}`, ...jsWeight('dist/client', `${page}.html`) }));
  console.log('\nJavaScript before interaction (gzipped, counted from the build):');
  console.table(rows.map((row) => ({ page: row.page, kB: kb(row.before), '+ on reach kB': kb(row.onReach) })));
  return rows.flatMap((row) => {
    const bar = jsBarKb(row.page.slice(1));
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
  if (!(ROUNDS >= 3)) throw new Error(`--rounds ${ROUNDS}: the bars are medians of at least 3 rounds.`);
  // Served from the build as the shop's own pages are, and gone from it when the audit ends.
  if (!values['html-only']) {
    writeFileSync(REFERENCE_FILE, referenceHtml());
    writeFileSync(LONG_REFERENCE_FILE, longReferenceHtml());
  }
  const removeReferences = () => [REFERENCE_FILE, LONG_REFERENCE_FILE].forEach((file) => rmSync(file, { force: true }));
  const shop = await startLocalShop({ port: PORT, state }).catch((error: unknown) => {
    removeReferences();
    throw error;
  });
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
    const { runs, slowLinkRuns, weights } = await measureInRounds(await shopperSignIn());
    const reference = medians(runs.get(REFERENCE_PAGE)!);
    const referenceSlow = median(slowLinkRuns.get(REFERENCE_PAGE)!);
    const rows = PAGES.map((page) => ({ page, run: medians(runs.get(page)!), weight: weights.get(page)! }));
    console.log(`\nMedians of ${ROUNDS} rounds (scores 0-100, CLS, gzipped kB):`);
    console.table(
      [{ page: REFERENCE_PAGE, run: reference, weight: weights.get(REFERENCE_PAGE)! }, ...rows].map(
        ({ run, weight }) => ({
          page: run.page,
          ...run.scores,
          CLS: run.cls,
          'JS kB gz': weight.jsKb,
          '+ on use': weight.jsOnUseKb,
          'HTML+CSS kB gz': weight.htmlCssKb,
          'points lost on': run.lost.join(' '),
        }),
      ),
    );
    const figures = (run: Run, weight: Weight, slowLinkMs: number): FloorFigures => ({
      ...run,
      ...weight,
      lcp2gMs: slowLinkMs,
    });
    const slowLcp = Object.fromEntries(SLOW_LINK_PAGES.map((page) => [page, median(slowLinkRuns.get(page)!)]));
    console.log(
      `\nThe floor: medians of ${ROUNDS} rounds beside the reference page's (/${REFERENCE_PAGE}, first), their ` +
        'distance from it in brackets. Lighthouse mobile (slow 4G, CPU 4x slower); 2G: 250 kbps, 300 ms RTT, CPU 4x ' +
        'slower; bytes uncompressed:',
    );
    console.table(
      floorTable(
        figures(reference, weights.get(REFERENCE_PAGE)!, referenceSlow),
        rows.map(({ page, run, weight }) => figures(run, weight, slowLcp[page] ?? Number.NaN)),
      ),
    );
    const longSlow = median(slowLinkRuns.get(LONG_REFERENCE_PAGE)!);
    const longBytes = (await sizes(`${ORIGIN}/${LONG_REFERENCE_PAGE}`)).gzipped;
    console.log(
      `\n/${LONG_REFERENCE_PAGE}, the reference with a paragraph more (${kb(longBytes)} kB gzipped: ` +
        `two round trips of the 2G-grade link to the reference's one, and nothing to fetch, run or style): 2G LCP ` +
        `${figure(longSlow, 0, referenceSlow)} ms: what a document ` +
        'of two round trips costs there by its size alone.',
    );
    const slow: string[] = [];
    const latest = referenceSlow + BARS.slowLinkLcpFromFloorMs;
    for (const [page, lcp] of Object.entries(slowLcp)) {
      if (!(lcp <= latest))
        slow.push(`/${page} LCP on the 2G-grade link ${lcp} ms > ${latest} ms (the reference's + 300)`);
    }
    // A product page, where a shared link lands, loads no slower there than the category page it belongs to.
    const category = slowLcp['woody-perfumes'];
    for (const [page, lcp] of Object.entries(slowLcp)) {
      if (page.startsWith('perfumes/') && category !== undefined && lcp > category)
        slow.push(`/${page} LCP on the 2G-grade link ${lcp} ms > /woody-perfumes ${category} ms`);
    }
    const below = [
      ...rows.flatMap(({ run, weight }) => misses(run, weight, reference)),
      ...slow,
      ...javascriptBeforeInteraction(),
      ...(await securityHeaders()),
      ...(await htmlErrors(ORIGIN)),
    ];
    console.log(below.length ? `\nBelow the bars:\n  ${below.join('\n  ')}` : '\nEvery page meets the bars.');
    process.exitCode = below.length ? 1 : 0;
  } finally {
    await shop.stop();
    removeReferences();
  }
}

/**
 * What readies a fresh browser for a page: for a page behind the login guard (the cart), the audit's shopper signed
 * in with a cart to show (scripts/audit-shopper.ts); for the rest, nothing.
 */
async function shopperSignIn(): Promise<(page: string, port: number) => Promise<void>> {
  const behindLogin = new Set<string>();
  for (const page of PAGES) if (isBehindLogin(await (await fetch(`${ORIGIN}/${page}`)).text())) behindLogin.add(page);
  if (behindLogin.size === 0) return async () => {};
  const token = await registerShopper(ORIGIN);
  return async (page, port) => {
    if (behindLogin.has(page)) await signInBrowser(port, ORIGIN, REFERENCE_PAGE, token);
  };
}

/**
 * The reference page and every page, in turn, ROUNDS times: a busy moment of the machine then falls on one run of
 * several pages, not on every run of one. Each run is a Lighthouse pass in a browser of its own (slow 4G, and for
 * the reference and the slow-link pages one more on the 2G-grade link); the weights are measured in the first round.
 */
async function measureInRounds(signIn: (page: string, port: number) => Promise<void>) {
  const runs = new Map<string, Run[]>();
  const slowLinkRuns = new Map<string, number[]>();
  const weights = new Map<string, Weight>();
  const slowLinkPages = new Set([REFERENCE_PAGE, ...SLOW_LINK_PAGES]);
  for (let round = 1; round <= ROUNDS; round++) {
    // Measured on the 2G-grade link only: it shows what the link does to a long document, not a page of the shop's.
    const longLcp = await inFreshBrowser((port) => slowLinkLcp(LONG_REFERENCE_PAGE, port, round));
    slowLinkRuns.set(LONG_REFERENCE_PAGE, [...(slowLinkRuns.get(LONG_REFERENCE_PAGE) ?? []), longLcp]);
    console.log(`round ${round}/${ROUNDS} /${LONG_REFERENCE_PAGE}: 2G LCP ${longLcp} ms`);
    for (const page of [REFERENCE_PAGE, ...PAGES]) {
      const { run, requests } = await inFreshBrowser(async (port) => {
        await signIn(page, port);
        return audit(page, port, round);
      });
      runs.set(page, [...(runs.get(page) ?? []), run]);
      if (!weights.has(page)) weights.set(page, await pageWeight(`${ORIGIN}/${page}`, requests));
      let line = `round ${round}/${ROUNDS} /${page}: performance ${run.performance}, TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms`;
      if (slowLinkPages.has(page)) {
        const lcp = await inFreshBrowser(async (port) => {
          await signIn(page, port);
          return slowLinkLcp(page, port, round);
        });
        slowLinkRuns.set(page, [...(slowLinkRuns.get(page) ?? []), lcp]);
        line += `, 2G LCP ${lcp} ms`;
      }
      console.log(line);
    }
  }
  return { runs, slowLinkRuns, weights };
}

await main();
