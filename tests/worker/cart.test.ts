import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CART } from '#schema/api';
import { json, makeUser, request } from './client';
import { insertEach, setProduct } from './fixtures';
import { cartItems } from '#schema/tables';

const QUANTITY_MESSAGE = 'Quantity must be a whole number from 1 to 10.';

async function add(token: string, productId: string, quantity?: number) {
  return request(CART.add, { token, body: quantity === undefined ? { productId } : { productId, quantity } });
}

describe('the cart API', () => {
  it('starts empty', async () => {
    const { token } = await makeUser();
    const { status, body } = await request(CART.read, { token });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, cart: { items: [] } });
  });

  it('needs a token for every call', async () => {
    for (const [path, method] of [
      ['/api/cart', 'GET'],
      ['/api/cart/add', 'POST'],
      ['/api/cart/add-by-name', 'POST'],
      ['/api/cart/blue-mist', 'PUT'],
      ['/api/cart/blue-mist', 'DELETE'],
      ['/api/cart', 'DELETE'],
    ] as const) {
      const { status, body } = await json(path, {
        method,
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(status, `${method} ${path}`).toBe(401);
      expect(body).toMatchObject({ success: false, code: 'unauthorized' });
    }
  });

  it('holds at most as many different perfumes as one order can take', async () => {
    const { id, token } = await makeUser();
    const { results } = await env.DB.prepare('SELECT id FROM products WHERE stock > 0 ORDER BY id LIMIT 51').all<{
      id: string;
    }>();
    const now = Date.now();
    await insertEach(
      cartItems,
      results.slice(0, 50).map((p) => ({ userId: id, productId: p.id, quantity: 1, addedAt: now })),
    );
    const refused = await add(token, results[50]!.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'cart_full',
    });
    const more = await add(token, results[0]!.id);
    expect(more.status).toBe(200);
    expect(more.body.cart.items).toHaveLength(50);
  });

  it('keeps to 50 different perfumes when many adds arrive at once', async () => {
    const { token } = await makeUser();
    const { results } = await env.DB.prepare('SELECT id FROM products WHERE stock > 0 ORDER BY id LIMIT 80').all<{
      id: string;
    }>();
    expect(results).toHaveLength(80);
    const answers = await Promise.all(results.map((p) => add(token, p.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(50);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused).toMatchObject({
        status: 409,
        body: {
          success: false,
          code: 'cart_full',
        },
      });
    }
    expect((await request(CART.read, { token })).body.cart.items).toHaveLength(50);
  });

  it('adds a product with quantity 1 by default and answers with the whole cart, priced from D1', async () => {
    const { token } = await makeUser();
    const { status, body } = await add(token, 'blue-mist');
    expect(status).toBe(200);
    expect(body.cart.items).toEqual([
      {
        product: {
          _id: 'blue-mist',
          name: 'Blue Mist',
          description: expect.any(String),
          descriptionUr: expect.any(String),
          image: expect.stringMatching(/^\/images\//),
          price: 1599,
        },
        size: null,
        format: '50ml',
        quantity: 1,
        priceChange: null,
        stockLeft: null,
        noLongerSold: false,
      },
    ]);
  });

  it('raises the quantity when the product is already in the cart, keeping the order lines were added in', async () => {
    const { token } = await makeUser();
    await add(token, 'royal-ruby', 2);
    await add(token, 'blue-mist');
    const { body } = await add(token, 'royal-ruby', 3);
    expect(body.cart.items.map((line) => [line.product._id, line.quantity])).toEqual([
      ['royal-ruby', 5],
      ['blue-mist', 1],
    ]);
  });

  it.each([0, 11, -1, 1.5, '2'])('refuses quantity %s', async (quantity) => {
    const { token } = await makeUser();
    const { status, body } = await request(CART.add, { token, body: { productId: 'blue-mist', quantity } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: QUANTITY_MESSAGE });
  });

  it('refuses to push a line past 10 by adding again, on its quantity', async () => {
    const { token } = await makeUser();
    await add(token, 'blue-mist', 8);
    const { status, body } = await add(token, 'blue-mist', 3);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      field: 'quantity',
      code: 'line_limit',
    });
    const { body: cart } = await request(CART.read, { token });
    expect(cart.cart.items[0]?.quantity).toBe(8);
  });

  it('keeps a line at 10 or less even when adds race', async () => {
    const { token } = await makeUser();
    await Promise.all(Array.from({ length: 12 }, () => add(token, 'khas')));
    const { body } = await request(CART.read, { token });
    expect(body.cart.items[0]?.quantity).toBe(10);
  });

  it('says how many are left of a line the shelf holds too few of, before checkout refuses it', async () => {
    const { token } = await makeUser();
    await setProduct('amber-wood', { stock: 10 });
    await setProduct('rawayat', { stock: 10 });
    expect((await add(token, 'amber-wood', 3)).status).toBe(200);
    expect((await add(token, 'rawayat', 2)).status).toBe(200);
    // The owner cuts one perfume's stock; another shopper buys the other out.
    await setProduct('amber-wood', { stock: 2 });
    await setProduct('rawayat', { stock: 0 });
    const { body } = await request(CART.read, { token });
    expect(body.cart.items.map((line) => [line.product._id, line.quantity, line.stockLeft])).toEqual([
      ['amber-wood', 3, 2],
      ['rawayat', 2, 0],
    ]);
    await setProduct('amber-wood', { stock: 3 });
    await setProduct('rawayat', { stock: 10 });
    const again = await request(CART.read, { token });
    expect(again.body.cart.items.map((line) => line.stockLeft)).toEqual([null, null]);
  });

  it('says a perfume the owner stopped selling is no longer sold, not sold out, before checkout refuses it', async () => {
    const { token } = await makeUser();
    expect((await add(token, 'qasr', 1)).status).toBe(200);
    await setProduct('qasr', { archived: true });
    try {
      const { body } = await request(CART.read, { token });
      expect(body.cart.items.map((line) => [line.product._id, line.stockLeft, line.noLongerSold])).toEqual([
        ['qasr', null, true],
      ]);
    } finally {
      await setProduct('qasr', { archived: false });
    }
  });

  it('refuses an unknown product with 404', async () => {
    const { token } = await makeUser();
    const { status, body } = await add(token, 'no-such-perfume');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('refuses more than the stock, naming the product and how many are left', async () => {
    const { token } = await makeUser();
    await setProduct('deodar', { stock: 2 });
    const { status, body } = await add(token, 'deodar', 3);
    expect(status).toBe(409);
    expect(body).toMatchObject({
      success: false,
      code: 'out_of_stock',
      product: 'Deodar',
      left: 2,
      message: 'Sorry, only 2 of Deodar left in stock.',
    });
    await setProduct('deodar', { stock: 0 });
    expect((await add(token, 'deodar')).body).toMatchObject({
      success: false,
      code: 'out_of_stock',
      product: 'Deodar',
      left: 0,
    });
  });

  it('takes a line down toward a stock that fell below it, and refuses it going up or staying over', async () => {
    const { token } = await makeUser();
    await add(token, 'khas', 3);
    await setProduct('khas', { stock: 1 });
    try {
      const set = (quantity: number) =>
        request(CART.setQuantity, { params: { productId: 'khas' }, token, body: { quantity } });
      const down = await set(2);
      expect(down.status).toBe(200);
      expect(down.body.cart.items.map((line) => [line.product._id, line.quantity, line.stockLeft])).toEqual([
        ['khas', 2, 1],
      ]);
      for (const quantity of [2, 3])
        expect(await set(quantity)).toMatchObject({
          status: 409,
          body: { success: false, code: 'out_of_stock', product: 'Khas', left: 1 },
        });
      expect((await set(1)).body.cart.items[0]).toMatchObject({ quantity: 1, stockLeft: null });
      // Up to what is left is taken as ever.
      await setProduct('khas', { stock: 5 });
      expect((await set(5)).body.cart.items[0]?.quantity).toBe(5);
    } finally {
      await setProduct('khas', { stock: 55 });
    }
  });

  it('adds by name, trimmed and ignoring case', async () => {
    const { token } = await makeUser();
    const { status, body } = await request(CART.addByName, { token, body: { productName: "  aNGEL'S kISS " } });
    expect(status).toBe(200);
    expect(body.cart.items.map((line) => [line.product.name, line.quantity])).toEqual([["Angel's Kiss", 1]]);
    const missing = await request(CART.addByName, { token, body: { productName: 'Nothing Like It' } });
    expect(missing.status).toBe(404);
  });

  it('sets a line quantity by product id, within 1 to 10', async () => {
    const { token } = await makeUser();
    await add(token, 'blue-mist');
    const { status, body } = await request(CART.setQuantity, {
      params: { productId: 'blue-mist' },
      token,
      body: { quantity: 4 },
    });
    expect(status).toBe(200);
    expect(body.cart.items[0]?.quantity).toBe(4);
    for (const quantity of [0, 11, -3, 2.5]) {
      const refused = await request(CART.setQuantity, {
        params: { productId: 'blue-mist' },
        token,
        body: { quantity },
      });
      expect(refused).toMatchObject({ status: 400, body: { success: false, message: QUANTITY_MESSAGE } });
    }
  });

  it('answers 404 when setting the quantity of a product that is unknown or not in the cart', async () => {
    const { token } = await makeUser();
    expect(
      (await request(CART.setQuantity, { params: { productId: 'no-such-perfume' }, token, body: { quantity: 2 } }))
        .status,
    ).toBe(404);
    expect(
      (await request(CART.setQuantity, { params: { productId: 'blue-mist' }, token, body: { quantity: 2 } })).status,
    ).toBe(404);
  });

  it('removes one line, and clears the whole cart', async () => {
    const { token } = await makeUser();
    await add(token, 'blue-mist');
    await add(token, 'royal-ruby');
    const removed = await request(CART.remove, { params: { productId: 'blue-mist' }, token });
    expect(removed.body.cart.items.map((line) => line.product._id)).toEqual(['royal-ruby']);
    expect((await request(CART.remove, { params: { productId: 'no-such-perfume' }, token })).status).toBe(404);
    const cleared = await request(CART.empty, { token });
    expect(cleared).toEqual({ status: 200, body: { success: true, cart: { items: [] } } });
  });

  it("keeps each shopper's cart their own", async () => {
    const alice = await makeUser();
    const bilal = await makeUser();
    await add(alice.token, 'blue-mist');
    const { body } = await request(CART.read, { token: bilal.token });
    expect(body.cart.items).toEqual([]);
  });
});
