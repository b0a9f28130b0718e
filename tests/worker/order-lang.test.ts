/** An order remembers the language of the page it was placed from, so the shop can write to the shopper in it. */
import { describe, expect, it } from 'vitest';
import { OILS } from '#schema/catalog/oils';
import { CART, OILS_CART, OILS_ORDERS, ORDERS } from '#schema/api';
import { checkoutBody } from './checkout-body';
import { orderRowOf, priceOf } from './admin-fixtures';
import { makeUser, request } from './client';

async function shopperWithPerfume() {
  const user = await makeUser();
  const added = await request(CART.add, { token: user.token, body: { productId: 'blue-mist', quantity: 1 } });
  expect(added.status).toBe(200);
  return { ...user, body: checkoutBody('blue-mist', await priceOf('blue-mist')) };
}

async function shopperWithOil() {
  const user = await makeUser();
  const price = OILS.find((oil) => oil.name === 'White Musk')!.price;
  const added = await request(OILS_CART.add, { token: user.token, body: { name: 'White Musk', volume: 25, price } });
  expect(added.status).toBe(200);
  return {
    ...user,
    body: {
      phone: '03001234567',
      city: 'Multan',
      items: [{ product: 'White Musk', volume: 25, price }],
      totalPrice: price,
    },
  };
}

const storedLang = async (id: string) => (await orderRowOf(id)).lang;

describe("a perfume order's language", () => {
  it('is Urdu when checkout sends lang ur, in the answer, the stored row and every later read', async () => {
    const shopper = await shopperWithPerfume();
    const placed = await request(ORDERS.place, { token: shopper.token, body: { ...shopper.body, lang: 'ur' } });
    expect(placed.status).toBe(201);
    expect(placed.body.order.lang).toBe('ur');
    expect(await storedLang(placed.body.order._id)).toBe('ur');
    const read = await request(ORDERS.read, { token: shopper.token, params: { id: placed.body.order._id } });
    expect(read.body.order.lang).toBe('ur');
    const mine = await request(ORDERS.list, { token: shopper.token });
    expect(mine.body.orders.map((order) => order.lang)).toEqual(['ur']);
  });

  it('is English when checkout does not say', async () => {
    const shopper = await shopperWithPerfume();
    const placed = await request(ORDERS.place, { token: shopper.token, body: shopper.body });
    expect(placed.status).toBe(201);
    expect(placed.body.order.lang).toBe('en');
  });

  it('refuses a language the shop does not write in, placing nothing', async () => {
    const shopper = await shopperWithPerfume();
    const refused = await request(ORDERS.place, {
      token: shopper.token,
      body: { ...shopper.body, lang: 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      field: 'lang',
      message: "The page's language must be en or ur.",
    });
    const cart = await request(CART.read, { token: shopper.token });
    expect(cart.body.cart.items).toHaveLength(1);
  });
});

describe("an oils order's language", () => {
  it('is Urdu when the wholesale page sends lang ur, and English when it does not say', async () => {
    const urdu = await shopperWithOil();
    const placed = await request(OILS_ORDERS.place, { token: urdu.token, body: { ...urdu.body, lang: 'ur' } });
    expect(placed.status).toBe(201);
    expect(placed.body.order.lang).toBe('ur');
    expect(await storedLang(placed.body.order._id)).toBe('ur');
    const mine = await request(OILS_ORDERS.list, { token: urdu.token });
    expect(mine.body.orders[0]?.lang).toBe('ur');

    const english = await shopperWithOil();
    const plain = await request(OILS_ORDERS.place, { token: english.token, body: english.body });
    expect(plain.body.order.lang).toBe('en');
  });

  it('refuses a language the shop does not write in', async () => {
    const shopper = await shopperWithOil();
    const refused = await request(OILS_ORDERS.place, {
      token: shopper.token,
      body: { ...shopper.body, lang: 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, field: 'lang' });
  });
});
