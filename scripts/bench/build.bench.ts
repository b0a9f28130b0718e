/**
 * A build that keeps up: how long a fresh clone takes from `npm start` to a shop answering (bar: 25 s after
 * `npm install`), and how long a cold publish of 5,000 perfumes takes (bar: 90 s). It clones this repository's last
 * commit into a scratch folder, gives it this checkout's installed packages (each package linked, none of their
 * caches: no link preview drawn, no Astro cache), runs `npm start` there on its own port and waits for /home; then
 * seeds the 5,000-perfume catalog into a scratch D1 there and builds the whole site from it, from cold. The machine's
 * load is printed beside the figures: on a shared machine they are only as quiet as it was.
 *   npm run bench -- build        (BENCH_START_PORT=8809)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, mkdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { OFFLINE_ENV as env } from '../local-shop';
import { BENCH_PRODUCTS, benchCatalogSql } from './admin-catalog-data';
import { seedScratchDatabase } from './bench-shop';

const PORT = Number(process.env.BENCH_START_PORT ?? 8809);
const START_BAR_S = 25;
const PUBLISH_BAR_S = 90;
const source = resolve('.');
const clone = mkdtempSync(join(tmpdir(), 'shop-clone-'));

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const seconds = (since: number) => (performance.now() - since) / 1000;

function run(command: string, args: string[], cwd: string, extra: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd, env: { ...env, ...extra }, encoding: 'utf8', maxBuffer: 1024 ** 3 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
}

/** What `npm install` leaves: every package, but none of the caches a checkout gathers (.cache, .astro, .vite). */
function installPackages(): void {
  mkdirSync(join(clone, 'node_modules'));
  for (const entry of readdirSync(join(source, 'node_modules'))) {
    if (entry.startsWith('.') && entry !== '.bin' && entry !== '.package-lock.json') continue;
    symlinkSync(join(source, 'node_modules', entry), join(clone, 'node_modules', entry));
  }
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

/** `npm start` in the clone until /home answers; then the shop's process group is stopped. */
async function freshStart(): Promise<number> {
  if (await answers(`http://127.0.0.1:${PORT}/home`)) throw new Error(`Something already answers on port ${PORT}.`);
  const started = performance.now();
  const shop = spawn('npm', ['start', '--', '--port', String(PORT)], {
    cwd: clone,
    env,
    detached: true,
    stdio: 'ignore',
  });
  try {
    while (!(await answers(`http://127.0.0.1:${PORT}/home`))) {
      if (shop.exitCode !== null) throw new Error(`npm start ended with ${shop.exitCode}`);
      if (seconds(started) > 600) throw new Error('The shop did not answer within 10 minutes.');
      await new Promise((done) => setTimeout(done, 100));
    }
    return seconds(started);
  } finally {
    process.kill(-shop.pid!, 'SIGTERM');
  }
}

/** The 5,000-perfume catalog built from cold, as a publish would: no link preview drawn before, no Astro cache. */
async function coldPublish(): Promise<number> {
  const state = '.wrangler/bench-publish';
  process.chdir(clone);
  await seedScratchDatabase(state, [benchCatalogSql()]);
  rmSync(join(clone, 'node_modules', '.cache'), { recursive: true, force: true });
  rmSync(join(clone, 'node_modules', '.astro'), { recursive: true, force: true });
  rmSync(join(clone, '.astro'), { recursive: true, force: true });
  const started = performance.now();
  run('npm', ['run', 'build', '--', '--outDir', 'bench-publish-site'], clone, { CATALOG_DB: state });
  const took = seconds(started);
  process.chdir(source);
  return took;
}

let ok = false;
try {
  run('git', ['clone', '--quiet', '--no-hardlinks', source, clone], source);
  installPackages();
  console.log(`Load average before: ${load()} (${process.env.BENCH_NOTE ?? 'a shared 2-core machine'})`);
  const start = await freshStart();
  console.log(`Fresh clone to a shop answering /home: ${start.toFixed(1)} s (bar ${START_BAR_S} s), load ${load()}`);
  const publish = await coldPublish();
  console.log(
    `Cold publish of ${BENCH_PRODUCTS.toLocaleString('en')} perfumes: ${publish.toFixed(1)} s (bar ${PUBLISH_BAR_S} s), load ${load()}`,
  );
  ok = start <= START_BAR_S && publish <= PUBLISH_BAR_S;
  console.log(`Bars: ${ok ? 'met' : 'NOT met'}`);
} catch (error) {
  console.error((error as Error).message);
} finally {
  process.chdir(source);
  if (existsSync(clone)) rmSync(clone, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
