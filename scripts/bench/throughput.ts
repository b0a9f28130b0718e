/**
 * The catalog's throughput bar: an API read against the built file closest to its size, served by the same local
 * Worker, under the same autocannon load. Two rounds in opposite order, so a neighbour's burst of CPU on a shared
 * machine hits both sides alike; the bar is the static file's requests/s over the API's.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import autocannon from 'autocannon';

type Result = Awaited<ReturnType<typeof autocannon>>;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The built file whose size is closest to `bytes`, as a URL path. */
export function staticAssetLike(bytes: number): { path: string; size: number } {
  const files = filesUnder('dist').map((file) => ({
    path: `/${relative('dist', file)}`.replace(/\.html$/, ''),
    size: statSync(file).size,
  }));
  return files.reduce((best, file) => (Math.abs(file.size - bytes) < Math.abs(best.size - bytes) ? file : best));
}

export interface LoadOptions {
  base: string;
  connections: number;
  seconds: number;
}

async function load({ base, connections }: LoadOptions, path: string, duration: number): Promise<Result> {
  const result = await autocannon({ url: `${base}${path}`, connections, duration });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${path}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
  return result;
}

/** Loads the API path and its static look-alike, prints the table, and answers static/API requests per second. */
export async function compareWithStatic(options: LoadOptions, apiPath: string): Promise<number> {
  const apiBytes = (await (await fetch(`${options.base}${apiPath}`)).arrayBuffer()).byteLength;
  const asset = staticAssetLike(apiBytes);
  const check = await fetch(`${options.base}${asset.path}`);
  if (!check.ok) throw new Error(`The static asset ${asset.path} answered ${check.status}`);
  console.log(`API ${apiPath}: ${apiBytes} bytes; static ${asset.path}: ${asset.size} bytes`);
  console.log(
    `${options.connections} connections, two rounds of ${options.seconds} s each, after a 2 s warm-up of each\n`,
  );
  await load(options, asset.path, 2);
  await load(options, apiPath, 2);
  const staticRuns = [await load(options, asset.path, options.seconds)];
  const apiRuns = [await load(options, apiPath, options.seconds), await load(options, apiPath, options.seconds)];
  staticRuns.push(await load(options, asset.path, options.seconds));
  const summary = (target: string, runs: Result[]) => ({
    target,
    'requests/s': Math.round(runs.reduce((sum, r) => sum + r.requests.average, 0) / runs.length),
    'mean ms': Number((runs.reduce((sum, r) => sum + r.latency.mean, 0) / runs.length).toFixed(1)),
    'p99 ms': Math.round(runs.reduce((sum, r) => sum + r.latency.p99, 0) / runs.length),
  });
  const staticRow = summary(`static ${asset.path}`, staticRuns);
  const apiRow = summary(`API ${apiPath}`, apiRuns);
  console.table([staticRow, apiRow]);
  const ratio = staticRow['requests/s'] / apiRow['requests/s'];
  console.log(
    `static/API requests per second: ${ratio.toFixed(2)}x; API/static p99: ${(apiRow['p99 ms'] / Math.max(staticRow['p99 ms'], 1)).toFixed(2)}x`,
  );
  return ratio;
}
