/**
 * The bar: with 100,000 orders in D1, a page of the admin's orders, the dashboard and a page of customers each
 * answer in under 100 ms locally (median).
 * Seeds a scratch local D1 (its own state directory, wiped first) with the catalog, 100,000 perfume orders and
 * 100,000 oils orders, starts the real Worker on it (scripts/serve.ts), times pages through the API as the admin,
 * prints the figures and stops the server. The cases are in admin-cases.ts.
 *   npm run bench -- admin-orders        (BENCH_ADMIN_PORT=8805 by default)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { seedStatements } from '../../schema/seed';
import { signToken } from '../../worker/auth/jwt';
import { OFFLINE_ENV as env, startLocalShop, type LocalShop } from '../local-shop';
import { CASES } from './admin-cases';
import { BENCH_ADMIN, BENCH_OILS_ORDERS, BENCH_ORDERS, benchSeedSql } from './admin-orders-data';
import { BAR_MS, timeCases } from './timed-reads';

const PORT = Number(process.env.BENCH_ADMIN_PORT ?? 8805);
const STATE = '.wrangler/bench-admin-orders';
const BASE = `http://127.0.0.1:${PORT}`;

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
  console.log(
    `Seeded ${BENCH_ORDERS.toLocaleString('en')} perfume and ${BENCH_OILS_ORDERS.toLocaleString('en')} oils orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function adminToken(): Promise<string> {
  const secret = /^JWT_SECRET=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim();
  return signToken({ sub: BENCH_ADMIN.id, email: BENCH_ADMIN.email, isAdmin: true, ver: 0 }, secret);
}

async function measure(token: string): Promise<boolean> {
  const passed = await timeCases(BASE, token, CASES);
  console.log(
    `\nBar: each admin read in the bar under ${BAR_MS} ms (median) with ${BENCH_ORDERS.toLocaleString('en')} orders: ${passed ? 'met' : 'NOT met'}`,
  );
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
