/**
 * The bar: a catalog read (GET /api/products/category/woody) is within 2x the time the same local Worker takes
 * to serve a static asset of similar size. Starts the shop on a fresh database (scripts/serve.ts), picks the built
 * file closest in size to the API's answer, loads both with autocannon under the same concurrency, prints
 * requests/s, p99 latency and the ratios (averaged over two rounds), and stops the shop.
 *   npm run bench -- catalog        (BENCH_CATALOG_PORT=8802, BENCH_SECONDS=10, BENCH_CONNECTIONS=10)
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import autocannon from 'autocannon';
import { startLocalShop } from '../local-shop';

type Result = Awaited<ReturnType<typeof autocannon>>;

const PORT = Number(process.env.BENCH_CATALOG_PORT ?? 8802);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BASE = `http://127.0.0.1:${PORT}`;
const API_PATH = '/api/products/category/woody';
const BAR = 2;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The built file whose size is closest to `bytes`, as a URL path. */
function staticAssetLike(bytes: number): { path: string; size: number } {
  const files = filesUnder('dist').map((file) => ({ path: `/${relative('dist', file)}`.replace(/\.html$/, ''), size: statSync(file).size }));
  return files.reduce((best, file) => (Math.abs(file.size - bytes) < Math.abs(best.size - bytes) ? file : best));
}

async function load(path: string, duration = SECONDS): Promise<Result> {
  const result = await autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${path}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return result;
}

async function main() {
  const shop = await startLocalShop({ port: PORT, state: `.wrangler/bench-catalog-${PORT}` });
  try {
    const apiBytes = (await (await fetch(`${BASE}${API_PATH}`)).arrayBuffer()).byteLength;
    const asset = staticAssetLike(apiBytes);
    const check = await fetch(`${BASE}${asset.path}`);
    if (!check.ok) throw new Error(`The static asset ${asset.path} answered ${check.status}`);
    console.log(`API ${API_PATH}: ${apiBytes} bytes; static ${asset.path}: ${asset.size} bytes`);
    console.log(`${CONNECTIONS} connections, two rounds of ${SECONDS} s each, after a 2 s warm-up of each\n`);
    await load(asset.path, 2);
    await load(API_PATH, 2);
    // Two rounds in opposite order, so a neighbour's burst of CPU on a shared machine hits both sides alike.
    const staticRuns: Result[] = [];
    const apiRuns: Result[] = [];
    staticRuns.push(await load(asset.path));
    apiRuns.push(await load(API_PATH));
    apiRuns.push(await load(API_PATH));
    staticRuns.push(await load(asset.path));
    const summary = (target: string, runs: Result[]) => ({
      target,
      'requests/s': Math.round(runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length),
      'mean ms': Number((runs.reduce((sum, r) => sum + r.latency.mean, 0) / runs.length).toFixed(1)),
      'p99 ms': Math.round(runs.reduce((sum, r) => sum + r.latency.p99, 0) / runs.length),
    });
    const staticRow = summary(`static ${asset.path}`, staticRuns);
    const apiRow = summary(`API ${API_PATH}`, apiRuns);
    console.table([staticRow, apiRow]);
    const throughputRatio = staticRow['requests/s'] / apiRow['requests/s'];
    const p99Ratio = apiRow['p99 ms'] / Math.max(staticRow['p99 ms'], 1);
    console.log(`static/API requests per second: ${throughputRatio.toFixed(2)}x; API/static p99: ${p99Ratio.toFixed(2)}x (bar: within ${BAR}x)`);
    const ok = throughputRatio <= BAR;
    console.log(ok ? 'The catalog API is within the bar.' : 'The catalog API is slower than the bar.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await shop.stop();
  }
}

await main();
