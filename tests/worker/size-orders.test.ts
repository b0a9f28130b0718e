/**
 * Buying a tester or sample size: a cart line is a perfume in one size, checkout charges the size's price from D1
 * whatever the browser says and takes the size's own stock (never more than it holds, however many check out at
 * once), and a cancellation puts it back, once.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, CART, ORDERS } from '#schema/api';
import { createPerfume, stockAndLedger } from './catalog-fixtures';
import { checkoutBody } from './checkout-body';
import { makeUser, request } from './client';

let owner: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
});

type Refusal = { code?: string; field?: string; message?: string };
const codeOf = (answer: { body: unknown }) => (answer.body as Refusal).code;

/** A new perfume (100 ml at Rs 2,500, 12 bottles) with a 10 ml tester at Rs 900 of `stock`. */
async function perfumeWithTester(stock: number) {
  const made = await createPerfume(owner.token);
  const set = await request(ADMIN_PRODUCTS.setSizes, {
    token: owner.token,
    params: { id: made._id },
    body: { sizes: [{ ml: 10, price: 900, stock }] },
  });
  expect(set.status).toBe(200);
  return made;
}

const sizeStock = async (productId: string, ml = 10) =>
  (await env.DB.prepare('SELECT stock FROM product_sizes WHERE product_id = ? AND ml = ?')
    .bind(productId, ml)
    .first<{ stock: number }>())!.stock;

/** What checkout sends for `quantity` testers of 10 ml at `price` each. */
const testerCheckout = (productId: string, price: number, quantity = 1) => {
  const body = checkoutBody(productId, price, quantity);
  return { ...body, items: [{ productId, quantity, ml: 10 }] };
};

async function shopperWithTester(productId: string, quantity = 1) {
  const shopper = await makeUser();
  const added = await request(CART.add, { token: shopper.token, body: { productId, quantity, ml: 10 } });
  expect(added.status).toBe(200);
  return shopper;
}

describe('the cart', () => {
  it('holds a perfume’s bottle and its tester as two lines, each at its own price, changed and removed by size', async () => {
    const made = await perfumeWithTester(5);
    const shopper = await makeUser();
    const token = shopper.token;
    await request(CART.add, { token, body: { productId: made._id, quantity: 1 } });
    const { body } = await request(CART.add, { token, body: { productId: made._id, quantity: 2, ml: 10 } });
    expect(body.cart.items.map((l) => [l.product._id, l.size, l.product.price, l.quantity])).toEqual([
      [made._id, null, 2500, 1],
      [made._id, 10, 900, 2],
    ]);

    const changed = await request(CART.setQuantity, {
      token,
      params: { productId: made._id },
      query: 'ml=10',
      body: { quantity: 3 },
    });
    expect(changed.body.cart.items.map((l) => [l.size, l.quantity])).toEqual([
      [null, 1],
      [10, 3],
    ]);
    // More testers than the size holds is refused on the size's stock, not the bottle's 12.
    const tooMany = await request(CART.setQuantity, {
      token,
      params: { productId: made._id },
      query: 'ml=10',
      body: { quantity: 6 },
    });
    expect([tooMany.status, codeOf(tooMany)]).toEqual([409, 'out_of_stock']);

    const removed = await request(CART.remove, { token, params: { productId: made._id }, query: 'ml=10' });
    expect(removed.body.cart.items.map((l) => l.size)).toEqual([null]);
  });

  it('refuses a size the perfume is not sold in', async () => {
    const made = await perfumeWithTester(5);
    const shopper = await makeUser();
    const refused = await request(CART.add, { token: shopper.token, body: { productId: made._id, ml: 30 } });
    expect([refused.status, codeOf(refused), (refused.body as Refusal).field]).toEqual([404, 'no_such_size', 'ml']);
    expect((refused.body as Refusal).message).toBe(`Sorry, ${made.name} is not sold in 30 ml.`);
  });

  it("tells a client naming the bottle's own ml that the bottle is asked for without one", async () => {
    const shopper = await makeUser();
    const refused = await request(CART.add, { token: shopper.token, body: { productId: 'deodar', ml: 50 } });
    expect([refused.status, codeOf(refused)]).toEqual([404, 'no_such_size']);
    expect((refused.body as Refusal).message).toBe("50 ml is Deodar's bottle: ask for it without a size (no ml).");
  });
});

describe('checking out a tester', () => {
  it('charges the size’s price from D1, not the browser’s, and records the size on the order’s line', async () => {
    const made = await perfumeWithTester(5);
    const shopper = await shopperWithTester(made._id, 2);
    // A browser that claims the tester costs Rs 100 is told the prices changed, and nothing is written.
    const cheap = await request(ORDERS.place, { token: shopper.token, body: testerCheckout(made._id, 100, 2) });
    expect([cheap.status, codeOf(cheap)]).toEqual([409, 'prices_changed']);
    const forged = {
      ...testerCheckout(made._id, 900, 2),
      items: [{ productId: made._id, quantity: 2, ml: 10, price: 1 }],
    };
    const placed = await request(ORDERS.place, { token: shopper.token, body: forged });
    expect(placed.status).toBe(201);
    expect(placed.body.order.products).toEqual([
      expect.objectContaining({ name: `${made.name} 10 ml`, size: 10, price: 900, quantity: 2, format: '10ml' }),
    ]);
    expect(placed.body.order.totalPrice).toBe(900 * 2 + 200);
    const line = await env.DB.prepare('SELECT size_ml, price, quantity FROM order_items WHERE order_id = ?')
      .bind(placed.body.order._id)
      .first();
    expect(line).toEqual({ size_ml: 10, price: 900, quantity: 2 });
    // The tester's own stock moved; the bottle's and its ledger did not.
    expect(await sizeStock(made._id)).toBe(3);
    expect(await stockAndLedger(made._id)).toEqual({ stock: 12, ledger: 12, entries: 1 });
    expect((await request(CART.read, { token: shopper.token })).body.cart.items).toEqual([]);
  });

  it('refuses a tester once its size has run out, whatever the bottle’s stock', async () => {
    const made = await perfumeWithTester(1);
    const first = await shopperWithTester(made._id);
    const second = await shopperWithTester(made._id);
    expect((await request(ORDERS.place, { token: first.token, body: testerCheckout(made._id, 900) })).status).toBe(201);
    const refused = await request(ORDERS.place, { token: second.token, body: testerCheckout(made._id, 900) });
    expect([refused.status, codeOf(refused)]).toEqual([409, 'out_of_stock']);
    expect(await sizeStock(made._id)).toBe(0);
  });

  it('sells no more testers than the size holds when shoppers check out at once', async () => {
    const made = await perfumeWithTester(3);
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => shopperWithTester(made._id)));
    const answers = await Promise.all(
      shoppers.map((s) => request(ORDERS.place, { token: s.token, body: testerCheckout(made._id, 900) })),
    );
    const placed = answers.filter((a) => a.status === 201);
    expect(answers.filter((a) => a.status !== 201).map((a) => [a.status, codeOf(a)])).toEqual(
      Array(8 - placed.length).fill([409, 'out_of_stock']),
    );
    expect(placed).toHaveLength(3);
    expect(await sizeStock(made._id)).toBe(0);
    expect(await stockAndLedger(made._id)).toMatchObject({ stock: 12 });
  });

  it('refuses a tester the owner stopped selling after it was added', async () => {
    const made = await perfumeWithTester(5);
    const shopper = await shopperWithTester(made._id);
    await request(ADMIN_PRODUCTS.setSizes, { token: owner.token, params: { id: made._id }, body: { sizes: [] } });
    const refused = await request(ORDERS.place, { token: shopper.token, body: testerCheckout(made._id, 900) });
    expect([refused.status, codeOf(refused)]).toEqual([409, 'no_longer_sold']);
    expect(await stockAndLedger(made._id)).toMatchObject({ stock: 12 });
  });

  it('charges a running sale’s share off the tester: the seed’s Miraj tester in the Eid sale', async () => {
    const shopper = await shopperWithTester('miraj');
    const price = Math.round((599 * 1999) / 2499);
    const { body } = await request(CART.read, { token: shopper.token });
    expect(body.cart.items.map((l) => [l.size, l.product.price])).toEqual([[10, price]]);
    const placed = await request(ORDERS.place, { token: shopper.token, body: testerCheckout('miraj', price) });
    expect(placed.status).toBe(201);
    expect(placed.body.order.products[0]).toMatchObject({ name: 'Miraj 10 ml', price });
  });
});

describe('cancelling an order of testers', () => {
  it('puts the testers back in their size’s stock, once when two admins cancel at once, and the bottles in theirs', async () => {
    const made = await perfumeWithTester(5);
    const shopper = await shopperWithTester(made._id, 2);
    await request(CART.add, { token: shopper.token, body: { productId: made._id, quantity: 1 } });
    const body = checkoutBody(made._id, 2500, 1);
    const placed = await request(ORDERS.place, {
      token: shopper.token,
      body: {
        ...body,
        items: [
          { productId: made._id, quantity: 1 },
          { productId: made._id, quantity: 2, ml: 10 },
        ],
        orderDetails: { subtotal: 4300, giftWrappingCost: 0, shippingCost: 200, total: 4500 },
      },
    });
    expect(placed.status).toBe(201);
    expect(await sizeStock(made._id)).toBe(3);
    expect((await stockAndLedger(made._id)).stock).toBe(11);

    const staff = await makeUser({ role: 'staff' });
    const cancel = (token: string) =>
      request(ORDERS.changeStatus, { token, params: { id: placed.body.order._id }, body: { status: 'cancelled' } });
    const answers = await Promise.all([cancel(owner.token), cancel(staff.token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await sizeStock(made._id)).toBe(5);
    expect(await stockAndLedger(made._id)).toMatchObject({ stock: 12, ledger: 12 });
  });

  it('puts them back when the shopper cancels their own order', async () => {
    const made = await perfumeWithTester(5);
    const shopper = await shopperWithTester(made._id, 2);
    const placed = await request(ORDERS.place, { token: shopper.token, body: testerCheckout(made._id, 900, 2) });
    expect(await sizeStock(made._id)).toBe(3);
    const cancelled = await request(ORDERS.cancel, {
      token: shopper.token,
      params: { id: placed.body.order._id },
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(await sizeStock(made._id)).toBe(5);
  });
});

describe('the shop changing an order of testers', () => {
  it('moves the size’s stock by the difference, keeps the bottle line apart, and refuses a size not sold', async () => {
    const made = await perfumeWithTester(5);
    const shopper = await shopperWithTester(made._id, 1);
    const placed = await request(ORDERS.place, { token: shopper.token, body: testerCheckout(made._id, 900, 1) });
    const order = placed.body.order;
    const change = (lines: unknown, version = order.version) =>
      request(ORDERS.change, { token: owner.token, params: { id: order._id }, body: { version, lines } });

    const unknown = await change([{ productId: made._id, ml: 30, quantity: 1 }]);
    expect([unknown.status, codeOf(unknown), (unknown.body as Refusal).field]).toEqual([
      404,
      'no_such_size',
      'lines.0.ml',
    ]);
    const edited = await change([
      { productId: made._id, ml: 10, quantity: 3 },
      { productId: made._id, quantity: 1 },
    ]);
    expect(edited.status).toBe(200);
    expect(edited.body.order.products.map((l) => [l.name, l.size, l.price, l.quantity])).toEqual([
      [made.name, null, 2500, 1],
      [`${made.name} 10 ml`, 10, 900, 3],
    ]);
    expect(await sizeStock(made._id)).toBe(2);
    expect(await stockAndLedger(made._id)).toMatchObject({ stock: 11, ledger: 11 });
  });
});
