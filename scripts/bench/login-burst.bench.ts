/**
 * Logins must not stall the shop: password hashing holds the Worker's thread, so catalog reads on the same Worker
 * wait behind it. Starts the shop (scripts/serve.ts --fresh, its own port and state), registers 40 shoppers, then
 * reads the catalog from a few steady readers, first alone and then while the 40 log in at once from 40 addresses,
 * each with the right password (one shopper's 40 logins would mostly be refused by the failed-login count before any
 * hashing). Each login is sent again after Retry-After while the shop answers it `busy`, as the site does
 * (schema/busy-retry.ts). Prints the catalog's p50, p99 and slowest read in each phase, and what the 40 logins were
 * finally answered, after how many sends. The bars: every login succeeds, and catalog p99 stays under a second.
 *   npm run bench -- login-burst        (BENCH_LOGIN_PORT=8801, BENCH_READERS=4, BENCH_LOGINS=40)
 */
import { cpus, loadavg } from 'node:os';
import { busyRetryDelayMs } from '#schema/busy-retry';
import { benchAgainstShop } from './bench-shop';
import { percentile } from './stats';

const PORT = Number(process.env.BENCH_LOGIN_PORT ?? 8801);
const READERS = Number(process.env.BENCH_READERS ?? 4);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 40);
const QUIET_MS = 4000;
const BAR_MS = 1000;
const BASE = `http://127.0.0.1:${PORT}`;
const CATALOG = '/api/products/category/woody';
const CSRF = 'bench-csrf-token';
const PASSWORD = 'rose-and-oud-1';
const shopper = (n: number) => ({ username: `Bench Shopper ${n}`, email: `burst${n}@example.pk`, password: PASSWORD });

interface Answer {
  status: number;
  ms: number;
  message?: string;
  code?: string;
  retryAfter?: string | null;
  sends?: number;
}

async function post(path: string, body: unknown, address = '10.8.0.1'): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      cookie: `XSRF-TOKEN=${CSRF}`,
      'x-xsrf-token': CSRF,
      'content-type': 'application/json',
      'cf-connecting-ip': address,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  const retryAfter = response.headers.get('retry-after');
  return { status: response.status, ms: performance.now() - started, ...answer, retryAfter };
}

/** A login as the site sends it: again after Retry-After while the shop answers it busy. */
async function logIn(n: number): Promise<Answer> {
  const started = performance.now();
  for (let sends = 1; ; sends++) {
    const answer = await post('/api/auth/login', shopper(n), `10.8.2.${n}`);
    const wait = answer.code === 'busy' ? busyRetryDelayMs(answer.retryAfter ?? null, sends - 1) : null;
    if (wait === null) return { ...answer, ms: performance.now() - started, sends };
    await sleep(wait);
  }
}

/** Readers that each read the catalog one request after another until `until` resolves; answers every latency. */
async function readCatalog(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const latencies: number[] = [];
  const reader = async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${BASE}${CATALOG}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${CATALOG} answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
  return latencies.sort((a, b) => a - b);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The machine's load (1, 5 and 15 minute averages): a hash holds the Worker's thread for as long as the machine lets
 * it run (250 ms alone, a second with the two cores shared by a dozen runnable processes), and every read behind it
 * waits as long, so the figures mean little without it.
 */
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

function row(phase: string, latencies: number[]) {
  return {
    phase,
    reads: latencies.length,
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p99 ms': Math.round(percentile(latencies, 99)),
    'max ms': Math.round(latencies.at(-1)!),
  };
}

await benchAgainstShop({ port: PORT, state: `.wrangler/bench-login-${PORT}`, minutes: 10 }, async () => {
  // One at a time, each from its own address (sign-ups are counted per address).
  for (let n = 0; n < LOGINS; n++) {
    const registered = await post('/api/auth/register', shopper(n), `10.8.1.${n}`);
    if (registered.status !== 201) throw new Error(`Registering answered ${registered.status}: ${registered.message}`);
  }
  for (let i = 0; i < 20; i++) await fetch(`${BASE}${CATALOG}`).then((r) => r.arrayBuffer());
  await sleep(1000);

  const loadBefore = load();
  const quiet = await readCatalog(sleep(QUIET_MS));
  // The burst starts once the readers are running, and the readers stop half a second after its last answer.
  let logins: Answer[] = [];
  const burst = sleep(500).then(async () => {
    logins = await Promise.all(Array.from({ length: LOGINS }, (_, n) => logIn(n)));
    await sleep(500);
  });
  const during = await readCatalog(burst);

  console.log(
    `${READERS} catalog readers (${CATALOG}); ${LOGINS} shoppers logging in at once, each with the right password\n`,
  );
  console.table([row('catalog alone', quiet), row(`catalog during ${LOGINS} logins`, during)]);
  console.log(`Load average before: ${loadBefore}, after: ${load()} on ${cpus().length} cores`);
  const statuses = new Map<number, number>();
  for (const login of logins) statuses.set(login.status, (statuses.get(login.status) ?? 0) + 1);
  const answered = [...statuses].map(([status, count]) => `${count} x ${status}`).join(', ');
  const slowest = Math.max(...logins.map((login) => login.ms));
  const sends = logins.map((login) => login.sends ?? 1);
  console.log(
    `Logins: ${answered}; the slowest answered in ${Math.round(slowest)} ms; sent ${Math.max(...sends)} times at most, ${sends.filter((n) => n > 1).length} sent more than once`,
  );
  const refused = logins.find((login) => login.status !== 200);
  if (refused) console.log(`A refused login read: ${refused.status} ${refused.message}`);

  const p99 = percentile(during, 99);
  const allIn = logins.every((login) => login.status === 200);
  const ok = p99 < BAR_MS && allIn;
  console.log(`Bar: all ${LOGINS} logins succeed: ${allIn ? 'met' : 'NOT met'}`);
  console.log(
    `Bar: catalog p99 under ${BAR_MS} ms while ${LOGINS} logins arrive at once: ${p99 < BAR_MS ? 'met' : 'NOT met'}`,
  );
  return ok;
});
