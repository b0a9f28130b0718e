import { describe, expect, it } from 'vitest';
import { OILS } from '#schema/catalog/oils';
import { MAX_OILS_CART_LINES } from '#schema/oil-pricing';
import { OILS as OILS_API, OILS_CART } from '#schema/api';
import { call, makeUser, request } from './client';

const oudAlLayl = OILS.find((o) => o.name === 'Oud Al Layl')!;
const whiteMusk = OILS.find((o) => o.name === 'White Musk')!;

function add(token: string, body: unknown) {
  return request(OILS_CART.add, { token, body });
}

describe('GET /api/oils', () => {
  it('lists the catalog oils with their 25 ml prices, without logging in', async () => {
    const { status, body } = await request(OILS_API.list);
    expect(status).toBe(200);
    expect(body).toContainEqual({ _id: oudAlLayl.id, name: 'Oud Al Layl', price: oudAlLayl.price });
  });
});

describe('POST /api/oilsCart', () => {
  it('adds a line priced by the server: base x volume / 25', async () => {
    const { token } = await makeUser();
    const { status, body } = await add(token, { name: 'Oud Al Layl', volume: 100, price: oudAlLayl.price * 4 });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.cart).toEqual([
      { _id: expect.any(String), name: 'Oud Al Layl', volume: 100, price: oudAlLayl.price * 4, available: true },
    ]);
  });

  it('keeps lines in the order they were added, the same oil in two volumes as two lines', async () => {
    const { token } = await makeUser();
    await add(token, { name: 'White Musk', volume: 25, price: whiteMusk.price });
    await add(token, { name: 'white musk', volume: 1000, price: whiteMusk.price * 40 });
    // Read, the cart is its lines alone, a bare list as the oils list is.
    const { body } = await request(OILS_CART.read, { token });
    expect(body.map((l) => [l.name, l.volume, l.price])).toEqual([
      ['White Musk', 25, whiteMusk.price],
      ['White Musk', 1000, whiteMusk.price * 40],
    ]);
  });

  it('refuses a tampered price with 409 and adds nothing', async () => {
    const { token } = await makeUser();
    const { status, body } = await add(token, { name: 'Oud Al Layl', volume: 100, price: 1 });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      success: false,
      code: 'price_changed',
      field: 'price',
    });
    expect((await request(OILS_CART.read, { token })).body).toEqual([]);
  });

  it.each([0, 75, 200, 2000, 25.5, '100'])('refuses the volume %j with 400', async (volume) => {
    const { token } = await makeUser();
    const { status, body } = await add(token, { name: 'White Musk', volume, price: whiteMusk.price });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      message: 'Please choose a volume of 25, 50, 100, 250, 500 or 1000 ml.',
    });
  });

  it('refuses an unknown oil with 400 on its name', async () => {
    const { token } = await makeUser();
    const { status, body } = await add(token, { name: 'Chanel No. 5', volume: 25, price: 1000 });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      code: 'no_such_oil',
      field: 'name',
    });
  });

  it('refuses a line without a price with 400', async () => {
    const { token } = await makeUser();
    const { status } = await add(token, { name: 'White Musk', volume: 25 });
    expect(status).toBe(400);
  });

  it(`holds at most ${MAX_OILS_CART_LINES} lines`, async () => {
    const { token } = await makeUser();
    for (let i = 0; i < MAX_OILS_CART_LINES; i++) {
      expect((await add(token, { name: 'White Musk', volume: 25, price: whiteMusk.price })).status).toBe(200);
    }
    const { status, body } = await add(token, { name: 'White Musk', volume: 25, price: whiteMusk.price });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'cart_full' });
  });

  it('needs a logged-in user', async () => {
    const { status, body } = await add('', { name: 'White Musk', volume: 25, price: whiteMusk.price });
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: 'unauthorized' });
    expect((await call('/api/oilsCart')).status).toBe(401);
  });
});

describe('DELETE /api/oilsCart/{id} and /api/oilsCart', () => {
  async function userWithTwoLines() {
    const user = await makeUser();
    await add(user.token, { name: 'White Musk', volume: 25, price: whiteMusk.price });
    const { body } = await add(user.token, { name: 'Oud Al Layl', volume: 50, price: oudAlLayl.price * 2 });
    return { ...user, lines: body.cart };
  }

  it('removes one line and answers the cart left', async () => {
    const { token, lines } = await userWithTwoLines();
    const { status, body } = await request(OILS_CART.remove, { params: { id: lines[0]!._id }, token });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, cart: [lines[1]] });
  });

  it("cannot touch someone else's line: 404, and their line stays", async () => {
    const owner = await userWithTwoLines();
    const other = await makeUser();
    const { status, body } = await request(OILS_CART.remove, {
      params: { id: owner.lines[0]!._id },
      token: other.token,
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'not_found' });
    expect((await request(OILS_CART.read, { token: owner.token })).body).toHaveLength(2);
  });

  it("clears only the user's own cart", async () => {
    const mine = await userWithTwoLines();
    const theirs = await userWithTwoLines();
    const { status, body } = await request(OILS_CART.empty, { token: mine.token });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, cart: [] });
    expect((await request(OILS_CART.read, { token: theirs.token })).body).toHaveLength(2);
  });

  it("does not show another user's lines", async () => {
    await userWithTwoLines();
    const { token } = await makeUser();
    expect((await request(OILS_CART.read, { token })).body).toEqual([]);
  });
});
