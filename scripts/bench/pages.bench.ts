/**
 * The pages Astro draws on demand in the Worker, against a static page the build wrote, one request at a time on the
 * same local shop: a product page and /search?q=oud served from the page cache (asked for before, catalog
 * unchanged), and the same kind of pages on a miss (each asked for the first time: every seeded perfume's page in
 * both languages, a search for the first word of each one's name). The bars: a hit's median at most 1.2x the static
 * /about-us's, a miss's at most 40 ms.
 *   npm run bench -- pages        (BENCH_PAGES_PORT=8804, BENCH_RUNS=200)
 */
import { PRODUCTS } from '#schema/catalog/products';
import { benchAgainstShop } from './bench-shop';
import { percentile } from './stats';

const PORT = Number(process.env.BENCH_PAGES_PORT ?? 8804);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const HIT_BAR = 1.2;
const MISS_BAR_MS = 40;

interface Timed {
  ms: number;
  cache: string | null;
}

async function timed(base: string, path: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { ms, cache: response.headers.get('x-page-cache') };
}

interface Figures {
  p50: number;
  p95: number;
  hits: number;
}

function figures(timings: Timed[]): Figures {
  const times = timings.map((t) => t.ms).sort((x, y) => x - y);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    hits: timings.filter((t) => t.cache === 'hit').length,
  };
}

/**
 * Each of `paths` asked `runs` times, in turn (one of each, then again), so a machine busy with other work slows
 * them alike; answers each path's figures.
 */
async function interleaved(base: string, paths: string[], runs: number): Promise<Figures[]> {
  const timings: Timed[][] = paths.map(() => []);
  for (let i = 0; i < runs; i++) for (const [n, path] of paths.entries()) timings[n]!.push(await timed(base, path));
  return timings.map(figures);
}

const words = [...new Set(PRODUCTS.map((p) => p.name.split(/\s+/)[0]!.toLowerCase()))].filter((w) => w !== 'oud');
const misses = [
  ...PRODUCTS.filter((p) => p.id !== 'miraj').flatMap((p) => [`/perfumes/${p.id}`, `/ur/perfumes/${p.id}`]),
  ...words.map((word) => `/search?q=${encodeURIComponent(word)}`),
];

await benchAgainstShop({ port: PORT, state: `.wrangler/bench-pages-${PORT}`, minutes: 10 }, async (shop) => {
  // Warm the Worker (its first request loads the bundle) and the search index with pages the misses do not ask.
  for (const path of ['/about-us', '/perfumes/miraj', '/search?q=oud']) await timed(shop.base, path);
  const missTimings: Timed[] = [];
  for (const path of misses) missTimings.push(await timed(shop.base, path));
  const miss = figures(missTimings);
  const [staticPage, product, search] = await interleaved(
    shop.base,
    ['/about-us', '/perfumes/miraj', '/search?q=oud'],
    RUNS,
  );
  const staticP50 = staticPage!.p50;
  const row = (name: string, { p50, p95 }: { p50: number; p95: number }, note: string) =>
    console.log(`${name.padEnd(34)} ${p50.toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)}   ${note}`);
  console.log(`\n${'page'.padEnd(34)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}   (ms, one request at a time)`);
  row('/about-us (static)', staticPage!, `${RUNS} runs, in turn with the two below`);
  const hitOk = (p50: number) => p50 <= staticP50 * HIT_BAR;
  row(
    '/perfumes/miraj, cache hit',
    product!,
    `${(product!.p50 / staticP50).toFixed(2)}x static, ${product!.hits}/${RUNS} hits ${hitOk(product!.p50) ? 'ok' : 'OVER THE BAR'}`,
  );
  row(
    '/search?q=oud, cache hit',
    search!,
    `${(search!.p50 / staticP50).toFixed(2)}x static, ${search!.hits}/${RUNS} hits ${hitOk(search!.p50) ? 'ok' : 'OVER THE BAR'}`,
  );
  row(
    'product pages and searches, miss',
    miss,
    `${misses.length} pages, ${miss.hits} hits ${miss.p50 <= MISS_BAR_MS ? 'ok' : 'OVER THE BAR'}`,
  );
  console.log('D1 reads per cache hit: 0 (the catalog version is read at most once a second per isolate).');
  return hitOk(product!.p50) && hitOk(search!.p50) && miss.p50 <= MISS_BAR_MS && product!.hits === RUNS;
});
