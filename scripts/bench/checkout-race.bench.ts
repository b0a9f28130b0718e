/**
 * The bar: 50 shoppers checking out the last 3 units of one perfume at once, while the owner restocks 2 and a shopper
 * cancels an order of 1, are each placed (201) or refused as out of stock (409), never 500, and nothing is oversold;
 * over 6 rounds.
 * Seeds a scratch local D1 with the catalog and the shoppers (tokens signed with the local secret, no password
 * hashing), starts the real Worker on it (scripts/serve.ts), and each round brings a perfume to 4 units by the
 * owner's adjustment, has one shopper order 1 of it, fills the 50 carts, then sends the 50 checkouts, the restock
 * and the cancellation at the same moment. Prints each round's answers and the stock it left.
 *   npm run bench -- checkout-race        (BENCH_RACE_PORT=8807 by default)
 */
import { PRODUCTS } from '#schema/catalog/products';
import { orderTotals } from '#schema/pricing';
import { benchAgainstShop, localToken, seedScratchDatabase } from './bench-shop';

const PORT = Number(process.env.BENCH_RACE_PORT ?? 8807);
const STATE = '.wrangler/bench-checkout-race';
const BASE = `http://127.0.0.1:${PORT}`;
const CSRF = 'bench-csrf-token';
const SHOPPERS = 50;
const ROUNDS = 6;
const RESTOCK = 2;

interface Person {
  id: string;
  email: string;
  role: 'owner' | 'shopper';
}

const owner: Person = { id: 'bench-race-owner', email: 'race-owner@example.pk', role: 'owner' };
const shoppers: Person[] = Array.from({ length: ROUNDS * (SHOPPERS + 1) }, (_, n) => ({
  id: `bench-race-shopper-${n}`,
  email: `race-shopper-${n}@example.pk`,
  role: 'shopper',
}));
// One perfume per round, each with plenty on the shelf to bring down to the race's 4.
const perfumes = PRODUCTS.filter((p) => p.stock >= 10)
  .slice(0, ROUNDS)
  .map((p) => p.id);

function usersSql(): string {
  const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
  return [owner, ...shoppers]
    .map(
      (u, n) =>
        `INSERT INTO users (id, username, email, password_hash, role, token_version, created_at) VALUES (${literal(u.id)}, ${literal(`Race ${n}`)}, ${literal(u.email)}, 'no-password', ${literal(u.role)}, 0, ${Date.now()});`,
    )
    .join('\n');
}

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

async function call(path: string, token: string, method = 'GET', body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {
    cookie: `XSRF-TOKEN=${CSRF}`,
    'x-xsrf-token': CSRF,
    authorization: `Bearer ${token}`,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Answer['body'] };
}

async function expectOk(what: string, answer: Promise<Answer>): Promise<Answer> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return { status, body };
}

const productOf = (answer: Answer) => answer.body?.product as { stock: number };

interface Round {
  placed: number;
  refused: number;
  failed: number;
  other: number;
  stockLeft: number;
  oversold: number;
  refusal?: string;
}

async function round(n: number, tokens: Map<string, string>, ownerToken: string): Promise<Round> {
  const id = perfumes[n]!;
  const before = productOf(await expectOk('Reading the perfume', call(`/api/admin/products/${id}`, ownerToken)));
  await expectOk(
    'Bringing it to 4',
    call(`/api/admin/products/${id}/stock`, ownerToken, 'POST', { change: 4 - before.stock, reason: 'correction' }),
  );
  let price = 0;
  const body = (email: string) => ({
    items: [{ productId: id, quantity: 1 }],
    shippingAddress: {
      firstName: 'Race',
      lastName: 'Shopper',
      email,
      phone: '03001234567',
      address: '1 Bench Road',
      city: 'Lahore',
      country: 'Pakistan',
    },
    shippingMethod: 'standard',
    orderDetails: orderTotals([{ price, quantity: 1 }], 'standard'),
  });
  const group = shoppers.slice(n * (SHOPPERS + 1), (n + 1) * (SHOPPERS + 1));
  const [canceller, ...racers] = group.map((s) => ({ ...s, token: tokens.get(s.id)! }));
  const add = { productId: id, quantity: 1 };
  await expectOk('Filling a cart', call('/api/cart/add', canceller!.token, 'POST', add));
  // The price checkout charges (a running sale's), as the cart shows it.
  const cart = await expectOk('Reading the cart', call('/api/cart', canceller!.token));
  price = (cart.body?.cart as { items: { product: { price: number } }[] }).items[0]!.product.price;
  const first = await expectOk(
    'The first order',
    call('/api/orders', canceller!.token, 'POST', body(canceller!.email)),
  );
  const orderId = (first.body?.order as { _id: string })._id;
  await Promise.all(racers.map((s) => expectOk('Filling a cart', call('/api/cart/add', s.token, 'POST', add))));

  const answers = await Promise.all([
    ...racers.map((s) => call('/api/orders', s.token, 'POST', body(s.email))),
    call(`/api/admin/products/${id}/stock`, ownerToken, 'POST', { change: RESTOCK, reason: 'restock' }),
    call(`/api/orders/${orderId}/cancel`, canceller!.token, 'POST', {}),
  ]);
  const checkouts = answers.slice(0, SHOPPERS);
  for (const [i, side] of ['restock', 'cancellation'].entries()) {
    const answer = answers[SHOPPERS + i]!;
    if (answer.status !== 200) throw new Error(`The ${side} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  const after = productOf(await expectOk('Reading the perfume', call(`/api/admin/products/${id}`, ownerToken)));
  const placed = checkouts.filter((a) => a.status === 201).length;
  const refused = checkouts.filter((a) => a.status === 409 && a.body?.code === 'out_of_stock').length;
  const failed = checkouts.filter((a) => a.status >= 500).length;
  // 3 on the shelf, 2 restocked, 1 put back: 6 to sell.
  const oversold = Math.max(0, placed - (3 + RESTOCK + 1)) + (after.stock === 3 + RESTOCK + 1 - placed ? 0 : 1);
  const odd = checkouts.find((a) => a.status !== 201 && !(a.status === 409 && a.body?.code === 'out_of_stock'));
  return {
    placed,
    refused,
    failed,
    other: SHOPPERS - placed - refused - failed,
    stockLeft: after.stock,
    oversold,
    refusal: odd && `${odd.status} ${String(odd.body?.code)} ${String(odd.body?.message)}`,
  };
}

await benchAgainstShop(
  {
    port: PORT,
    state: STATE,
    fresh: false,
    minutes: 10,
    prepare: () => seedScratchDatabase(STATE, [usersSql()]).then(() => undefined),
  },
  async () => {
    const tokens = new Map<string, string>();
    for (const s of shoppers) tokens.set(s.id, await localToken(s));
    const ownerToken = await localToken(owner);
    const rounds: Round[] = [];
    for (let n = 0; n < ROUNDS; n++) rounds.push(await round(n, tokens, ownerToken));
    console.log(
      `${SHOPPERS} checkouts at once for the last 3 units, beside a restock of ${RESTOCK} and a cancelled order of 1\n`,
    );
    console.table(rounds.map(({ refusal: _, ...figures }, n) => ({ round: n + 1, ...figures })));
    const odd = rounds.find((r) => r.refusal)?.refusal;
    if (odd) console.log(`An answer other than 201 or 409 out_of_stock: ${odd}`);
    const failed = rounds.reduce((sum, r) => sum + r.failed + r.other, 0);
    const oversold = rounds.reduce((sum, r) => sum + r.oversold, 0);
    const ok = failed === 0 && oversold === 0;
    console.log(
      `\nBar: no 500 (nor anything but 201 or 409 out_of_stock), nothing oversold: ${ok ? 'met' : 'NOT met'}`,
    );
    return ok;
  },
);
