/**
 * Fifty shoppers checking out the last units of one perfume, while the owner restocks it a bottle at a time and a
 * shopper cancels an order of it: each checkout is placed or refused as out of stock (409), none answers 500, and
 * the shop never sells more than it had. scripts/bench/checkout-race.bench.ts runs the same race against the real
 * Worker, all 50 at one moment.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, CART, ORDERS } from '#schema/api';
import { createPerfume, stockAndLedger } from './catalog-fixtures';
import { checkoutBody } from './checkout-body';
import { makeUser, pause, request } from './client';
import { placeOrder } from './placed-orders';

const SHOPPERS = 50;
const ROUNDS = 6;
const RESTOCKS = 20;

let owner: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
});

async function shopperReady(productId: string, price: number) {
  const shopper = await makeUser();
  expect((await request(CART.add, { token: shopper.token, body: { productId, quantity: 1 } })).status).toBe(200);
  const body = checkoutBody(productId, price, 1);
  return () => request(ORDERS.place, { token: shopper.token, body });
}

// Six rounds of fifty shoppers: some 1,000 requests, a minute and more on a busy two-core machine.
describe('checkout racing for the last units', { timeout: 180_000 }, () => {
  it(`places or refuses with 409 each of ${SHOPPERS} checkouts, beside restocks and a cancellation, ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const made = await createPerfume(owner.token, { stock: 4, price: 3000 });
      const { shopper: canceller, order } = await placeOrder(made._id, 1);
      const places = await Promise.all(Array.from({ length: SHOPPERS }, () => shopperReady(made._id, 3000)));
      // The checkouts arrive over half a second; a bottle restocked every 25 ms and the cancellation land among them,
      // each round at other moments, some while a checkout that lost the last bottle is between its write and its
      // answer (here the 500s came in every run before the fix, a few a run).
      const at = (ms: number) => pause(ms);
      const answers = await Promise.all([
        ...places.map((place, i) => at(i * 10).then(place)),
        ...Array.from({ length: RESTOCKS }, (_, i) =>
          at(30 + round * 7 + i * 25).then(() =>
            request(ADMIN_PRODUCTS.adjustStock, {
              token: owner.token,
              params: { id: made._id },
              body: { change: 1, reason: 'restock' },
            }),
          ),
        ),
        at(250 + round * 13).then(() =>
          request(ORDERS.cancel, { token: canceller.token, params: { id: order._id }, body: {} }),
        ),
      ]);
      const checkouts = answers.slice(0, SHOPPERS);
      expect(answers.slice(SHOPPERS).map((r) => r.status)).toEqual(Array(RESTOCKS + 1).fill(200));
      const refusals = checkouts.filter((r) => r.status !== 201);
      expect(refusals.map((r) => [r.status, (r.body as { code?: string }).code])).toEqual(
        refusals.map(() => [409, 'out_of_stock']),
      );
      // 3 on the shelf, the restocked bottles and the one cancelled: no more sold, and the stock is what is left.
      const sold = checkouts.length - refusals.length;
      const { stock, ledger } = await stockAndLedger(made._id);
      expect(sold).toBeLessThanOrEqual(3 + RESTOCKS + 1);
      expect(stock).toBe(3 + RESTOCKS + 1 - sold);
      expect(ledger).toBe(stock);
    }
  });
});
