/**
 * The bars with a catalog of 5,000 products: the admin's product list (first page, filtered pages, a deep page) answers
 * in under 100 ms locally (median), and a category listing stays within 2x of a static file of its size.
 * Seeds a scratch local D1 (its own state directory, wiped first), builds every page from it into a scratch folder
 * (the time a publish takes at that size), starts the real Worker on it (scripts/serve.ts), times the pages as the
 * admin, loads the category API against a static file, prints the figures and stops.
 *   npm run bench -- admin-catalog        (BENCH_CATALOG_ADMIN_PORT=8806, BENCH_SECONDS=10, BENCH_CONNECTIONS=10)
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { AdminProductListAnswer } from '#schema/answers/admin-products';
import { OFFLINE_ENV as env } from '../local-shop';
import { BENCH_CATALOG_ADMIN, BENCH_PRODUCTS, benchCatalogSql } from './admin-catalog-data';
import { benchAgainstShop, localAdminToken, seedScratchDatabase } from './bench-shop';
import { BAR_MS, caseOf, timeCases, timedRead, type Case } from './timed-reads';
import { compareWithStatic } from './throughput';

const PORT = Number(process.env.BENCH_CATALOG_ADMIN_PORT ?? 8806);
const STATE = '.wrangler/bench-admin-catalog';
const BASE = `http://127.0.0.1:${PORT}`;
const THROUGHPUT_BAR = 2;

async function seed(): Promise<void> {
  const seconds = await seedScratchDatabase(STATE, [benchCatalogSql()]);
  console.log(`Seeded ${BENCH_PRODUCTS.toLocaleString('en')} products in ${seconds.toFixed(1)} s`);
}

/** Builds the whole site from the seeded catalog, as a publish would, and prints how long it took. */
function buildSite(): void {
  const outDir = `${STATE}-site`;
  rmSync(outDir, { recursive: true, force: true });
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build', '--', '--outDir', outDir], {
    env: { ...env, CATALOG_DB: STATE },
    encoding: 'utf8',
    maxBuffer: 1024 ** 3,
  });
  rmSync(outDir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`The build failed:\n${result.stderr || result.stdout}`);
  const pages = /(\d+) page\(s\) built/.exec(result.stdout)?.[1] ?? 'all';
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  // A first build draws every perfume's link preview; later ones redraw only the previews that changed.
  console.log(
    `Built the site from ${BENCH_PRODUCTS.toLocaleString('en')} products (Astro: ${pages} pages) in ${seconds} s`,
  );
}

/** The cursor of the last page of live products, walked once through every page. */
async function lastPageCursor(token: string): Promise<{ cursor: string; pages: number }> {
  let cursor: string | null = null;
  let previous = '';
  let pages = 0;
  do {
    const path: string = `/api/admin/products${cursor ? `?cursor=${cursor}` : ''}`;
    const { body }: { body: AdminProductListAnswer } = await timedRead(BASE, path, token);
    pages += 1;
    if (body.nextCursor) previous = body.nextCursor;
    cursor = body.nextCursor;
  } while (cursor);
  return { cursor: previous, pages };
}

async function measure(token: string): Promise<boolean> {
  const deep = await lastPageCursor(token);
  const full = (p: AdminProductListAnswer) => p.products.length === 50 && p.nextCursor !== null;
  const product = (name: string, path: string, bar: boolean, check: (page: AdminProductListAnswer) => boolean) =>
    caseOf(name, path, bar, check);
  const cases: Case[] = [
    product('first page', '/api/admin/products', true, full),
    product('filtered: woody + low stock', '/api/admin/products?category=woody&stock=low', true, (p) =>
      p.products.every((x) => x.scentType === 'woody' && x.stock > 0 && x.stock <= x.lowStockAt),
    ),
    product(
      'filtered: sold out',
      '/api/admin/products?stock=out',
      true,
      (p) => p.products.length > 0 && p.products.every((x) => x.stock === 0),
    ),
    product(
      'filtered: search "royale"',
      '/api/admin/products?q=royale',
      true,
      (p) => p.products.length > 0 && p.products.every((x) => /royale/i.test(x.name)),
    ),
    product('filtered: archived', '/api/admin/products?archived=1', true, (p) => p.products.every((x) => x.archived)),
    product(
      `deep page (page ${deep.pages} of ${deep.pages})`,
      `/api/admin/products?cursor=${deep.cursor}`,
      true,
      (p) => p.products.length > 0 && p.nextCursor === null,
    ),
    product('search with no match, whole catalog', '/api/admin/products?q=zzzz', false, (p) => p.products.length === 0),
    caseOf('audit log, first page of 20,000', '/api/admin/audit', false, () => true),
  ];
  const passed = await timeCases(BASE, token, cases);
  console.log(
    `\nBar: each product list page under ${BAR_MS} ms (median) with ${BENCH_PRODUCTS.toLocaleString('en')} products: ${passed ? 'met' : 'NOT met'}\n`,
  );
  return passed;
}

// Not fresh: that would wipe the products just seeded.
await benchAgainstShop(
  { port: PORT, state: STATE, fresh: false, minutes: 30, prepare: async () => (await seed(), buildSite()) },
  async () => {
    const listsOk = await measure(await localAdminToken(BENCH_CATALOG_ADMIN));
    const ratio = await compareWithStatic(
      {
        base: BASE,
        connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
        seconds: Number(process.env.BENCH_SECONDS ?? 10),
      },
      '/api/products/category/woody',
    );
    console.log(
      `Bar: the category API within ${THROUGHPUT_BAR}x of the static file: ${ratio <= THROUGHPUT_BAR ? 'met' : 'NOT met'}`,
    );
    return listsOk && ratio <= THROUGHPUT_BAR;
  },
);
