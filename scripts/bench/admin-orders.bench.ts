/**
 * The bar: with 100,000 orders in D1, a page of the admin's orders, the dashboard and a page of customers each
 * answer in under 100 ms locally (median).
 * Seeds a scratch local D1 (its own state directory, wiped first) with the catalog, 100,000 perfume orders and
 * 100,000 oils orders, starts the real Worker on it (scripts/serve.ts), times pages through the API as the admin,
 * prints the figures and stops the server. The cases are in admin-cases.ts.
 *   npm run bench -- admin-orders        (BENCH_ADMIN_PORT=8805 by default)
 */
import { CASES } from './admin-cases';
import { benchAgainstShop, localAdminToken, seedScratchDatabase } from './bench-shop';
import { BENCH_ADMIN, BENCH_OILS_ORDERS, BENCH_ORDERS, benchSeedSql } from './admin-orders-data';
import { BAR_MS, timeCases } from './timed-reads';

const PORT = Number(process.env.BENCH_ADMIN_PORT ?? 8805);
const STATE = '.wrangler/bench-admin-orders';
const BASE = `http://127.0.0.1:${PORT}`;

async function seed(): Promise<void> {
  const seconds = await seedScratchDatabase(STATE, [benchSeedSql()]);
  console.log(
    `Seeded ${BENCH_ORDERS.toLocaleString('en')} perfume and ${BENCH_OILS_ORDERS.toLocaleString('en')} oils orders in ${seconds.toFixed(1)} s`,
  );
}

async function measure(token: string): Promise<boolean> {
  const passed = await timeCases(BASE, token, CASES);
  console.log(
    `\nBar: each admin read in the bar under ${BAR_MS} ms (median) with ${BENCH_ORDERS.toLocaleString('en')} orders: ${passed ? 'met' : 'NOT met'}`,
  );
  return passed;
}

// Not fresh: that would wipe the orders just seeded.
await benchAgainstShop({ port: PORT, state: STATE, fresh: false, minutes: 15, prepare: seed }, async () =>
  measure(await localAdminToken(BENCH_ADMIN)),
);
