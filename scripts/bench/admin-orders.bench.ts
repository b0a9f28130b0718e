/**
 * The bar: with 100,000 orders in D1, a page of the admin's orders answers in under 100 ms locally.
 * Seeds a scratch local D1 (its own state directory, wiped first) with the catalog, 100,000 perfume orders and
 * 100,000 oils orders, starts the real Worker on it (scripts/serve.ts), times pages through the API as the admin,
 * prints the figures and stops the server. The bar covers the first page, a filtered page and a deep page of each
 * list; the perfume filter-text searches are printed beside them for information.
 *   npm run bench -- admin-orders        (BENCH_ADMIN_PORT=8805 by default)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { seedStatements } from '../../schema/seed';
import { signToken } from '../../worker/auth/jwt';
import { OFFLINE_ENV as env, startLocalShop, type LocalShop } from '../local-shop';
import { BENCH_ADMIN, BENCH_OILS_ORDERS, BENCH_ORDERS, benchSeedSql, oilsOrderCreatedAt, orderCreatedAt } from './admin-orders-data';
import { percentile } from './stats';

const PORT = Number(process.env.BENCH_ADMIN_PORT ?? 8805);
const STATE = '.wrangler/bench-admin-orders';
const BASE = `http://127.0.0.1:${PORT}`;
const WARMUP = 5;
const RUNS = 30;
const BAR_MS = 100;

function run(args: string[]): void {
  const result = spawnSync('npx', args, { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npx ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
}

function seed(): void {
  rmSync(STATE, { recursive: true, force: true });
  mkdirSync('.wrangler', { recursive: true });
  const file = `.wrangler/bench-admin-orders-${process.pid}.sql`;
  writeFileSync(file, [...seedStatements(), benchSeedSql()].join('\n'));
  const started = performance.now();
  try {
    run(['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE]);
    run(['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', STATE, '--file', file]);
  } finally {
    rmSync(file, { force: true });
  }
  console.log(`Seeded ${BENCH_ORDERS.toLocaleString('en')} perfume and ${BENCH_OILS_ORDERS.toLocaleString('en')} oils orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function adminToken(): Promise<string> {
  const secret = /^JWT_SECRET=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim();
  return signToken({ sub: BENCH_ADMIN.id, email: BENCH_ADMIN.email, isAdmin: true, ver: 0 }, secret);
}

interface Page {
  orders: Array<{ status?: string; createdAt: string; displayOrderId: string; user?: { email: string; username: string } }>;
  nextCursor: string | null;
}

interface Case {
  name: string;
  path: string;
  /** Part of the bar, or printed for information. */
  bar: boolean;
  check: (page: Page) => boolean;
}

const deepSeq = Math.round(Math.min(BENCH_ORDERS, BENCH_OILS_ORDERS) * 0.2);
const CASES: Case[] = [
  { name: 'first page', path: '/api/orders', bar: true, check: (p) => p.orders.length === 50 && p.nextCursor !== null },
  {
    name: 'filtered page (status + 3-month range)',
    path: '/api/orders?status=processing&from=2025-06-01&to=2025-08-31',
    bar: true,
    check: (p) => p.orders.length === 50 && p.orders.every((o) => o.status === 'processing' && o.createdAt < '2025-08-31T19'),
  },
  {
    name: `deep page (after ${(BENCH_ORDERS - deepSeq).toLocaleString('en')} orders)`,
    path: `/api/orders?cursor=${orderCreatedAt(deepSeq)}.${deepSeq}`,
    bar: true,
    check: (p) => p.orders.length === 50 && p.orders[0]!.displayOrderId === `FS-${10000 + deepSeq - 1}`,
  },
  {
    name: 'deep filtered page (cancelled, cursor)',
    path: `/api/orders?status=cancelled&cursor=${orderCreatedAt(deepSeq)}.${deepSeq}`,
    bar: false,
    check: (p) => p.orders.length === 50 && p.orders.every((o) => o.status === 'cancelled'),
  },
  { name: 'filter text: order number', path: '/api/orders?q=FS-60000', bar: false, check: (p) => p.orders.length === 1 },
  { name: 'filter text: a date', path: '/api/orders?q=14/03/2025', bar: false, check: (p) => p.orders.length === 50 },
  { name: 'filter text: customer name', path: '/api/orders?q=zainab%20malik', bar: false, check: (p) => p.orders.length === 50 },
  { name: 'filter text: no match (reads every order)', path: '/api/orders?q=nobody-by-this-name', bar: false, check: (p) => p.orders.length === 0 },
  { name: 'oils: first page', path: '/api/oilsOrders', bar: true, check: (p) => p.orders.length === 50 && p.nextCursor !== null },
  {
    name: "oils: filtered page (username + 3 months)",
    path: '/api/oilsOrders?username=shopper%2019&from=2025-06-01&to=2025-08-31',
    bar: true,
    check: (p) => p.orders.length === 50 && p.orders.every((o) => o.user!.username.startsWith('Shopper 19') && o.createdAt < '2025-08-31T19'),
  },
  {
    name: `oils: deep page (after ${(BENCH_OILS_ORDERS - deepSeq).toLocaleString('en')} orders)`,
    path: `/api/oilsOrders?cursor=${oilsOrderCreatedAt(deepSeq)}.${deepSeq}`,
    bar: true,
    check: (p) => p.orders.length === 50 && p.orders[0]!.displayOrderId === `OIL-${10000 + deepSeq - 1}`,
  },
  {
    name: "oils: one shopper's orders by email",
    path: '/api/oilsOrders?email=shopper7%40bench.pk',
    bar: true,
    check: (p) => p.orders.length === 50 && p.orders.every((o) => o.user!.email === 'shopper7@bench.pk'),
  },
];

async function time(path: string, token: string): Promise<{ ms: number; page: Page }> {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const page = (await response.json()) as Page;
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(page)}`);
  return { ms, page };
}

async function measure(token: string): Promise<boolean> {
  let passed = true;
  console.log(`\n${'case'.padEnd(44)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'min'.padStart(8)}   (ms, ${RUNS} runs each)`);
  for (const c of CASES) {
    for (let i = 0; i < WARMUP; i++) await time(c.path, token);
    const times: number[] = [];
    let page: Page | undefined;
    for (let i = 0; i < RUNS; i++) {
      const result = await time(c.path, token);
      times.push(result.ms);
      page = result.page;
    }
    if (!page || !c.check(page)) throw new Error(`${c.name}: unexpected answer from ${c.path}`);
    times.sort((a, b) => a - b);
    const median = percentile(times, 50);
    const verdict = c.bar ? (median < BAR_MS ? 'ok' : 'OVER THE BAR') : 'info';
    if (c.bar && median >= BAR_MS) passed = false;
    console.log(
      `${c.name.padEnd(44)} ${median.toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${times[0]!.toFixed(1).padStart(8)}   ${verdict}`,
    );
  }
  console.log(`\nBar: a page of orders under ${BAR_MS} ms (median) with ${BENCH_ORDERS.toLocaleString('en')} orders: ${passed ? 'met' : 'NOT met'}`);
  return passed;
}

let server: LocalShop | null = null;
const guard = setTimeout(() => {
  console.error('The benchmark took over 15 minutes; stopping.');
  void (server?.stop() ?? Promise.resolve()).then(() => process.exit(1));
}, 15 * 60_000);

let ok = false;
try {
  seed();
  // Not fresh: that would wipe the orders just seeded.
  server = await startLocalShop({ port: PORT, state: STATE, fresh: false });
  ok = await measure(await adminToken());
} catch (err) {
  console.error((err as Error).message);
} finally {
  clearTimeout(guard);
  await server?.stop();
}
process.exit(ok ? 0 : 1);
