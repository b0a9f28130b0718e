/**
 * The bar: the courier sync of 2,000 parcels booked by API fits one Cron run's CPU limit (30 s on the paid plan).
 * Starts PostEx's stand-in (tests/stand-ins), books 2,000 parcels with it and moves them as a day on the road would
 * (a quarter delivered, one in ten refused and returned, most others with a new event), seeds a scratch D1 with the
 * shop's side of those bookings, starts the real Worker pointed at the stand-in, connects PostEx and runs one sync
 * (POST /api/admin/couriers/sync, what the hourly Cron Trigger runs). Prints its wall time, the CPU the server's
 * processes spent meanwhile (wrangler's and workerd's, local D1 included: more than the Worker's own, so a bound on
 * it), and the calls made to the courier.
 *   npm run bench -- courier-sync        (BENCH_COURIER_PORT=8807 by default)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { startPostEx, POSTEX_PATH } from '../../tests/stand-ins/postex';
import { benchAgainstShop, localAdminToken, seedScratchDatabase } from './bench-shop';

const PORT = Number(process.env.BENCH_COURIER_PORT ?? 8807);
const STATE = '.wrangler/bench-courier-sync';
const PARCELS = 2_000;
const CPU_LIMIT_S = 30;
const ADMIN = { id: 'bench-courier-admin', email: 'courier-admin@bench.pk' };
const CSRF = 'bench-csrf';
const CITIES = ['Lahore', 'Karachi', 'Islamabad', 'Multan'];

const standIn = await startPostEx();
const control = async <T>(path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${standIn.url}/__stand-in${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
};
const account = await control<{ account: string; credentials: { token: string } }>('/accounts', {});
const callsSoFar = async () => (await control<{ calls: number }>(`/calls?account=${account.account}`)).calls;

/** Books the parcels with the stand-in, as the shop would have over the past days, and moves them along. */
async function bookWithPostEx(): Promise<string[]> {
  const numbers: string[] = [];
  for (let i = 1; i <= PARCELS; i += 1) {
    const response = await fetch(`${standIn.url}${POSTEX_PATH}/v3/create-order`, {
      method: 'POST',
      headers: { token: account.credentials.token, 'content-type': 'application/json' },
      body: JSON.stringify({
        orderRefNumber: `FS-${10000 + i}`,
        invoicePayment: 3_700,
        customerName: `Customer ${i}`,
        customerPhone: `03${String(100000000 + i).padStart(9, '0')}`,
        deliveryAddress: `House ${i}, Street 4`,
        cityName: CITIES[i % CITIES.length],
        items: 1,
      }),
    });
    const body = (await response.json()) as { dist: { trackingNumber: string } };
    numbers.push(body.dist.trackingNumber);
  }
  for (const [i, trackingNumber] of numbers.entries()) {
    const move =
      i % 4 === 0
        ? { status: '0005' }
        : i % 10 === 1
          ? { status: '0006', reason: 'Refused by customer' }
          : i % 10 < 8
            ? { status: '0004' }
            : null;
    if (move) await control('/move', { account: account.account, trackingNumber, ...move });
  }
  return numbers;
}

function seedSql(numbers: string[]): string[] {
  const at = Date.now() - 3 * 24 * 60 * 60 * 1000;
  const orders = numbers.map(
    (tracking, i) =>
      `(${i + 1}, ${i + 1}, 'bench-courier-order-${i + 1}', '${ADMIN.id}', 'shipped', 'Customer', '${i + 1}', 'c${i + 1}@bench.pk', ` +
      `'03${String(100000000 + i + 1).padStart(9, '0')}', 'House ${i + 1}, Street 4', '${CITIES[(i + 1) % CITIES.length]}', ` +
      `'Pakistan', 'standard', 3500, 200, 0, 3700, ${at}, 'bench-courier-token-${i + 1}', 'PostEx', '${tracking}')`,
  );
  const items = numbers.map(
    (_, i) => `('bench-courier-order-${i + 1}', 'rawayat', 'Rawayat', '/media/rawayat.webp', 3500, 1)`,
  );
  const bookings = numbers.map(
    (tracking, i) =>
      `('bench-courier-order-${i + 1}', 'postex', 'FS-${10000 + i + 1}', 'booked', '${tracking}', 0, ${at}, '${ADMIN.id}')`,
  );
  const inserts = (head: string, rows: string[]) => {
    const out: string[] = [];
    for (let i = 0; i < rows.length; i += 50) out.push(`${head} VALUES ${rows.slice(i, i + 50).join(',\n')};`);
    return out;
  };
  return [
    `INSERT INTO users (id, username, email, password_hash, role, token_version, created_at)
VALUES ('${ADMIN.id}', 'Bench Owner', '${ADMIN.email}', 'no-password', 'owner', 0, ${at});`,
    ...inserts(
      `INSERT INTO orders (seq, number, id, user_id, status, first_name, last_name, email, phone, address, city, country,
  shipping_method, subtotal, shipping_cost, gift_wrapping_cost, total, created_at, confirm_token, courier, tracking_number)`,
      orders,
    ),
    ...inserts('INSERT INTO order_items (order_id, product_id, name, image, price, quantity)', items),
    ...inserts(
      'INSERT INTO courier_bookings (order_id, courier, reference, state, tracking_number, attempt_at, booked_at, by)',
      bookings,
    ),
  ];
}

/** Seconds of CPU (user and system) the process group's processes have spent, read from /proc. */
function cpuSecondsOf(group: number): number {
  const ticks = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state(0) ppid(1) pgrp(2) ... utime(11) stime(12).
      if (Number(fields[2]) === group) total += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

async function prepare() {
  const started = performance.now();
  const numbers = await bookWithPostEx();
  console.log(
    `Booked ${PARCELS.toLocaleString('en')} parcels with PostEx's stand-in in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const seconds = await seedScratchDatabase(STATE, seedSql(numbers));
  console.log(`Seeded the shop's side in ${seconds.toFixed(1)} s`);
}

await benchAgainstShop(
  {
    port: PORT,
    state: STATE,
    fresh: false,
    minutes: 15,
    prepare,
    vars: { POSTEX_API_URL: `${standIn.url}${POSTEX_PATH}` },
  },
  async (server) => {
    const token = await localAdminToken(ADMIN);
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${CSRF}`,
      'x-xsrf-token': CSRF,
    };
    const connected = await fetch(`${server.base}/api/admin/couriers/postex`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ credentials: account.credentials }),
    });
    if (!connected.ok) throw new Error(`Connecting PostEx answered ${connected.status}: ${await connected.text()}`);

    const callsBefore = await callsSoFar();
    const cpuBefore = cpuSecondsOf(server.pid);
    const started = performance.now();
    const synced = await fetch(`${server.base}/api/admin/couriers/sync`, { method: 'POST', headers, body: '{}' });
    const wall = (performance.now() - started) / 1000;
    const cpu = cpuSecondsOf(server.pid) - cpuBefore;
    const calls = (await callsSoFar()) - callsBefore;
    const answer = (await synced.json()) as { synced?: unknown };
    if (!synced.ok) throw new Error(`The sync answered ${synced.status}: ${JSON.stringify(answer)}`);

    console.log(`Sync of ${PARCELS.toLocaleString('en')} parcels: ${JSON.stringify(answer.synced)}`);
    console.log(`  wall time ${wall.toFixed(2)} s; server CPU ${cpu.toFixed(2)} s; PostEx calls ${calls}`);
    const met = cpu < CPU_LIMIT_S;
    console.log(`\nBar: the sync's CPU under one Cron run's ${CPU_LIMIT_S} s: ${met ? 'met' : 'NOT met'}`);
    await standIn.close();
    return met;
  },
);
