/**
 * The bar: order placement holds 200 concurrent shoppers at 100 orders a second or more (an Eid sale's first minute)
 * with no lost, duplicated or oversold order and no answer of 500.
 *
 * Starts the shop itself (scripts/serve.ts --fresh, its own port and state), registers 200 shoppers through the
 * API, then runs rounds in which all 100 fill their carts and place their orders at the same moment. In round 1
 * every shopper also wants the catalog's scarcest perfume (a handful of units). Every order is sent twice at once
 * under one Idempotency-Key, as a double tap does, and a request the connection drops is sent again under the same
 * key, as the site does. After the server stops, the local D1 is read and checked against what shoppers were told.
 *   npm run bench -- orders        (BENCH_ORDERS_PORT=8803 by default)
 */
import { spawnSync } from 'node:child_process';
import { PRODUCTS } from '#schema/catalog/products';
import { orderTotals } from '#schema/pricing';
import { OFFLINE_ENV as env } from '../local-shop';
import { benchAgainstShop } from './bench-shop';
import { percentile } from './stats';

const PORT = Number(process.env.BENCH_ORDERS_PORT ?? 8803);
const STATE = '.wrangler/bench-orders';
const BASE = `http://127.0.0.1:${PORT}`;
const SHOPPERS = 200;
const ORDERS_PER_SECOND = 100;
const ROUNDS = 5;
const CSRF = 'bench-csrf-token';

/** The stock --fresh seeds. D1 is read only after the server stops: a second local runtime opening the state
 * while the shop runs is not something the shop ever faces. */
const STOCK_BEFORE = new Map(PRODUCTS.map((p) => [p.id, p.stock]));
const SCARCE = PRODUCTS.reduce((least, p) => (p.stock < least.stock ? p : least));
if (SCARCE.stock >= SHOPPERS / 2)
  throw new Error(`The scarcest perfume has ${SCARCE.stock} units: too many for a race.`);

interface Shopper {
  index: number;
  email: string;
  token: string;
}

interface Line {
  productId: string;
  quantity: number;
}

/** What one order attempt (a double tap: two identical requests at once) was finally answered. */
interface Attempt {
  key: string;
  orderIds: string[];
  statuses: number[];
  messages: string[];
}

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
  ms: number;
}

function sql<Row>(command: string): Row[] {
  const result = spawnSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', STATE, '--json', '--command', command],
    {
      env,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`Reading D1 failed:\n${result.stderr || result.stdout}`);
  return (JSON.parse(result.stdout.slice(result.stdout.indexOf('['))) as { results: Row[] }[])[0]?.results ?? [];
}

// ---------------------------------------------------------------- the shoppers

/**
 * Requests that dropped: wrangler dev's local proxy answers 503 ("Your worker restarted mid-request") when its
 * connection to the Worker fails, after the Worker may or may not have done the work: to a shopper's browser, a
 * dropped connection. They are re-sent as the site would (the same Idempotency-Key) and counted.
 */
let dropped = 0;

async function request(
  path: string,
  options: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const response = await fetch(`${BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.status === 503 && body === null) dropped += 1;
    return { status: response.status, body, ms: performance.now() - started };
  } catch {
    dropped += 1;
    return { status: 0, body: null, ms: performance.now() - started };
  }
}

const wasDropped = (answer: Answer) => answer.status === 0 || (answer.status === 503 && answer.body === null);

/** Registered one at a time (password hashing is the slow part), each from its own address (sign-ups are throttled). */
async function registerShoppers(): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let index = 0; index < SHOPPERS; index++) {
    const email = `bench-shopper-${index}@example.pk`;
    const password = 'rose-oud-attar-42';
    let answer = await request('/api/auth/register', {
      method: 'POST',
      body: { username: `Bench Shopper ${index}`, email, password },
      headers: { 'cf-connecting-ip': `10.9.${Math.floor(index / 250)}.${index % 250}` },
    });
    if (wasDropped(answer)) answer = await request('/api/auth/login', { method: 'POST', body: { email, password } });
    if (typeof answer.body?.token !== 'string')
      throw new Error(`Registering ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    shoppers.push({ index, email, token: answer.body.token });
  }
  return shoppers;
}

async function prices(): Promise<Map<string, number>> {
  const all = new Map<string, number>();
  for (const type of ['woody', 'spicy', 'floral', 'aquatic', 'aromatic', 'citrus', 'oud', 'fruity']) {
    const { body } = await request(`/api/products/category/${type}`);
    for (const product of (body?.products ?? []) as { _id: string; price: number }[])
      all.set(product._id, product.price);
  }
  return all;
}

/** Round 1: the scarce perfume and one of the shopper's own; later rounds: one of their own, spread over the catalog. */
function linesFor(shopper: Shopper, round: number, plenty: string[]): Line[] {
  const own = { productId: plenty[(shopper.index * 7 + round * 13) % plenty.length]!, quantity: 1 };
  return round === 1 ? [{ productId: SCARCE.id, quantity: 1 }, own] : [own];
}

async function cartHas(shopper: Shopper, productId: string): Promise<boolean> {
  const { body } = await request('/api/cart', { token: shopper.token });
  const items = (body?.cart as { items?: { product: { _id: string } }[] } | undefined)?.items ?? [];
  return items.some((item) => item.product._id === productId);
}

async function fillCart(shopper: Shopper, lines: Line[]): Promise<void> {
  for (const line of lines) {
    for (let tries = 0; ; tries++) {
      const answer = await request('/api/cart/add', { method: 'POST', token: shopper.token, body: line });
      if (answer.status === 200) break;
      // A dropped add may have been done: look before adding again.
      if (wasDropped(answer) && tries < 5) {
        if (await cartHas(shopper, line.productId)) break;
        continue;
      }
      throw new Error(`Filling a cart: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
}

const latencies: number[] = [];

/** One request of a tap, sent again under the same key while the connection drops it. */
async function send(shopper: Shopper, body: unknown, key: string): Promise<Answer> {
  for (let tries = 0; ; tries++) {
    const answer = await request('/api/orders', {
      method: 'POST',
      token: shopper.token,
      body,
      headers: { 'idempotency-key': key },
    });
    latencies.push(answer.ms);
    if (!wasDropped(answer) || tries === 5) return answer;
  }
}

/** An order sent `taps` times at once under one key, as a double tap sends it. */
async function order(
  shopper: Shopper,
  name: string,
  lines: Line[],
  priceOf: Map<string, number>,
  taps: number,
): Promise<Attempt> {
  const totals = orderTotals(
    lines.map((line) => ({ price: priceOf.get(line.productId)!, quantity: line.quantity })),
    'standard',
  );
  const body = {
    items: lines,
    shippingAddress: {
      firstName: 'Bench',
      lastName: 'Shopper',
      email: shopper.email,
      phone: '03001234567',
      address: '1 Bench Road',
      city: 'Lahore',
      country: 'Pakistan',
    },
    shippingMethod: 'standard',
    orderDetails: totals,
  };
  const key = `bench-${shopper.index}-${name}`;
  const answers = await Promise.all(Array.from({ length: taps }, () => send(shopper, body, key)));
  return {
    key,
    orderIds: answers.flatMap((a) => {
      const id = (a.body?.order as { _id?: unknown } | undefined)?._id;
      return typeof id === 'string' ? [id] : [];
    }),
    statuses: answers.map((a) => a.status),
    messages: answers.map((a) => String(a.body?.message ?? '')),
  };
}

interface Run {
  attempts: Attempt[];
  orderMs: number;
  /** Latencies of orders placed by one shopper alone, one after another: the service time without a queue. */
  solo: number[];
}

const SOLO_ORDERS = 20;

async function shopAlone(
  shopper: Shopper,
  plenty: string[],
  priceOf: Map<string, number>,
): Promise<{ attempts: Attempt[]; solo: number[] }> {
  const attempts: Attempt[] = [];
  const solo: number[] = [];
  for (let i = 0; i < SOLO_ORDERS; i++) {
    const lines = [{ productId: plenty[i % plenty.length]!, quantity: 1 }];
    await fillCart(shopper, lines);
    const before = latencies.length;
    attempts.push(await order(shopper, `solo-${i}`, lines, priceOf, 1));
    solo.push(...latencies.splice(before));
  }
  return { attempts, solo };
}

async function shop(): Promise<Run> {
  const shoppers = await registerShoppers();
  const priceOf = await prices();
  const plenty = [...priceOf.keys()].filter((id) => (STOCK_BEFORE.get(id) ?? 0) >= 20);
  console.log(`${shoppers.length} shoppers registered through the API; ${SCARCE.name} has ${SCARCE.stock} units.\n`);

  const { attempts, solo } = await shopAlone(shoppers[0]!, plenty, priceOf);
  let orderMs = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const plans = shoppers.map((shopper) => ({ shopper, lines: linesFor(shopper, round, plenty) }));
    await Promise.all(plans.map(({ shopper, lines }) => fillCart(shopper, lines)));
    const started = performance.now();
    const results = await Promise.all(
      plans.map(({ shopper, lines }) => order(shopper, `round-${round}`, lines, priceOf, 2)),
    );
    const ms = performance.now() - started;
    orderMs += ms;
    attempts.push(...results);
    const placed = results.filter((a) => a.orderIds.length > 0).length;
    console.log(
      `round ${round}: ${SHOPPERS} shoppers, ${SHOPPERS * 2} order requests at once: ${placed} orders in ${ms.toFixed(0)} ms`,
    );
    // Shoppers refused (the scarce perfume ran out) start the next round with an empty cart.
    await Promise.all(shoppers.map((shopper) => request('/api/cart', { method: 'DELETE', token: shopper.token })));
  }
  return { attempts, orderMs, solo };
}

// ---------------------------------------------------------------- the verdict

/** Checks D1, read after the server stopped so every write has landed, against what the shoppers were told. */
function verdict({ attempts, orderMs, solo }: Run): boolean {
  const orders = sql<{ id: string; idempotency_key: string }>(
    "SELECT o.id, o.idempotency_key FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE 'bench-shopper-%'",
  );
  const stockAfter = new Map(
    sql<{ id: string; stock: number }>('SELECT id, stock FROM products').map((r) => [r.id, r.stock]),
  );
  const sold = new Map(
    sql<{ product_id: string; units: number }>(
      'SELECT product_id, sum(quantity) AS units FROM order_items GROUP BY product_id',
    ).map((r) => [r.product_id, r.units]),
  );

  const inDb = new Set(orders.map((o) => o.id));
  const told = new Set(attempts.flatMap((a) => a.orderIds));
  const placed = attempts.filter((a) => a.orderIds.length > 0);
  const refusedForStock = attempts.filter(
    (a) => a.orderIds.length === 0 && a.messages.some((m) => /out of stock|left in stock/.test(m)),
  );

  // Lost: confirmed but not in D1; placed but never confirmed to the shopper; failed for a reason other than stock;
  // refused for stock while units were left.
  const lost =
    [...told].filter((id) => !inDb.has(id)).length +
    [...inDb].filter((id) => !told.has(id)).length +
    attempts.filter((a) => a.orderIds.length === 0 && !refusedForStock.includes(a)).length +
    Math.min(refusedForStock.length, stockAfter.get(SCARCE.id) ?? 0);

  // Duplicated: more than one order for one tap, in D1 or in the answers.
  const perKey = new Map<string, number>();
  for (const order of orders) perKey.set(order.idempotency_key, (perKey.get(order.idempotency_key) ?? 0) + 1);
  const duplicated =
    [...perKey.values()].reduce((sum, n) => sum + n - 1, 0) + placed.filter((a) => new Set(a.orderIds).size > 1).length;

  // Oversold: more units sold than there were, or stock that does not add up.
  let oversold = 0;
  for (const [id, before] of STOCK_BEFORE) {
    const units = sold.get(id) ?? 0;
    const after = stockAfter.get(id) ?? 0;
    oversold += Math.max(0, units - before) + (after === before - units ? 0 : 1);
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  const alone = [...solo].sort((a, b) => a - b);
  const burstOrders = placed.length - attempts.filter((a) => a.key.includes('-solo-') && a.orderIds.length > 0).length;
  const scarceSold = sold.get(SCARCE.id) ?? 0;
  const perSecond = burstOrders / (orderMs / 1000);
  const failed = attempts.filter((a) => a.statuses.some((status) => status >= 500 && status !== 503)).length;
  console.log(`
orders placed            ${orders.length} of ${attempts.length} attempts (${refusedForStock.length} refused: ${SCARCE.name} sold out)
${SCARCE.name.padEnd(24)} ${scarceSold} of ${SCARCE.stock} units sold
orders per second        ${perSecond.toFixed(1)} (${SHOPPERS} shoppers at once, each order sent twice)
order request latency    p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms (${sorted.length} requests in the bursts, ${dropped} dropped by the local proxy and re-sent)
one shopper alone        p50 ${percentile(alone, 50).toFixed(0)} ms, p99 ${percentile(alone, 99).toFixed(0)} ms per order (${SOLO_ORDERS} orders one after another)
lost orders              ${lost}
duplicated orders        ${duplicated}
oversold orders          ${oversold}
answers of 500           ${failed}`);
  const ok = lost === 0 && duplicated === 0 && oversold === 0 && failed === 0 && scarceSold === SCARCE.stock;
  const fast = perSecond >= ORDERS_PER_SECOND;
  console.log(
    `\nBar: ${SHOPPERS} concurrent shoppers at ${ORDERS_PER_SECOND} orders/s or more with no lost, duplicated or oversold order and no 500: ${ok && fast ? 'met' : 'NOT met'}`,
  );
  return ok && fast;
}

await benchAgainstShop({ port: PORT, state: STATE, minutes: 15 }, shop, verdict);
