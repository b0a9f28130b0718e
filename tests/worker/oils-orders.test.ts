import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { OILS } from '#schema/catalog/oils';
import type { OilsOrder } from '#schema/answers/oils';
import { isUniqueViolation } from '../../worker/db';
import { readOilsCart } from '../../worker/oils/cart/lines';
import { writeOilsOrder } from '../../worker/oils/orders/place';
import { OILS_CART, OILS_ORDERS, pathOf } from '#schema/api';
import { makeUser, request } from './client';
import { countedD1 } from './counted-d1';
import { sentAtOnce } from './sent-at-once';
import { countLinesOf, countOrdersOf } from './admin-fixtures';
import { db as fixtures, setOilNamed } from './fixtures';
import { eq, sql } from 'drizzle-orm';
import { oils, oilsCartItems } from '#schema/tables';

type OrderItem = OilsOrder['items'][number];

const price = (name: string) => OILS.find((o) => o.name === name)!.price;

/** The phone and city the wholesale page asks for, the phone as a shopper types it. */
const CONTACT = { phone: '+92 300 1234567', city: 'Multan' };

/** A user whose oils cart holds Oud Al Layl 100 ml and White Musk 25 ml, and the body that orders it. */
async function shopperWithCart(options: { username?: string } = {}) {
  const user = await makeUser(options);
  for (const [name, volume] of [
    ['Oud Al Layl', 100],
    ['White Musk', 25],
  ] as const) {
    const added = await request(OILS_CART.add, {
      token: user.token,
      body: { name, volume, price: (price(name) * volume) / 25 },
    });
    expect(added.status).toBe(200);
  }
  const { body } = await request(OILS_CART.read, { token: user.token });
  const items = body.map(({ name, volume, price }) => ({ product: name, volume, price }));
  const order = { ...CONTACT, items, totalPrice: items.reduce((sum, i) => sum + i.price, 0) };
  return { ...user, order };
}

function place(token: string, body: unknown, key?: string) {
  return request(OILS_ORDERS.place, { token, body, headers: key ? { 'Idempotency-Key': key } : {} });
}

const countOrders = (userId: string) => countOrdersOf('oils', userId);

async function cartOf(token: string) {
  return (await request(OILS_CART.read, { token })).body;
}

describe('POST /api/oilsOrders', () => {
  it('places the order from the cart at server prices and empties the cart', async () => {
    const shopper = await shopperWithCart({ username: 'Ayesha' });
    const { status, body } = await place(shopper.token, shopper.order);
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.order).toEqual({
      _id: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
      displayOrderId: expect.stringMatching(/^OIL-1\d{4,}$/),
      items: [
        { product: 'Oud Al Layl', volume: 100, price: price('Oud Al Layl') * 4 },
        { product: 'White Musk', volume: 25, price: price('White Musk') },
      ],
      totalPrice: price('Oud Al Layl') * 4 + price('White Musk'),
      createdAt: expect.any(String),
      user: { email: shopper.email, username: 'Ayesha' },
      phone: '03001234567',
      city: 'Multan',
      deliverTo: null,
      status: 'pending',
      statusHistory: [{ status: 'pending', at: body.order.createdAt }],
      confirmation: 'not-contacted',
      confirmationHistory: [],
      confirmUrl: expect.stringMatching(/^\/confirm\/[0-9a-f]{32}$/),
      returnReason: null,
      cash: 'none',
      courier: null,
      trackingNumber: null,
      lang: 'en',
    });
    expect(Date.now() - Date.parse(body.order.createdAt)).toBeLessThan(60_000);
    expect(await cartOf(shopper.token)).toEqual([]);
  });

  it('keeps a city typed in Urdu by the English name the couriers list it by, as checkout does', async () => {
    const shopper = await shopperWithCart();
    const { status, body } = await place(shopper.token, { ...shopper.order, city: 'فیصل آباد', lang: 'ur' });
    expect(status).toBe(201);
    expect(body.order.city).toBe('Faisalabad');
  });

  it('numbers orders OIL-10001, OIL-10002, ... in the order they are placed', async () => {
    const a = await shopperWithCart();
    const b = await shopperWithCart();
    const first = (await place(a.token, a.order)).body.order.displayOrderId;
    const second = (await place(b.token, b.order)).body.order.displayOrderId;
    expect(Number(second.slice(4))).toBe(Number(first.slice(4)) + 1);
  });

  it.each([
    [{ phone: undefined }, 'Phone is required'],
    [{ phone: '  ' }, 'Phone is required'],
    [{ phone: '042-35761234' }, 'Please enter a mobile number (03XX-XXXXXXX)'],
    [{ city: undefined }, 'City is required'],
    [{ city: ' ' }, 'City is required'],
    [{ city: 'M'.repeat(61) }, 'City must be at most 60 characters'],
  ])('requires the phone (a mobile, as at checkout) and city: %j is refused with 400', async (change, message) => {
    const shopper = await shopperWithCart();
    const { status, body } = await place(shopper.token, { ...shopper.order, ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(await countOrders(shopper.id)).toBe(0);
    expect(await cartOf(shopper.token)).toHaveLength(2);
  });

  it('refuses an order from an empty cart with 409, as a perfume order is', async () => {
    const { token } = await makeUser();
    const { status, body } = await place(token, { ...CONTACT, items: [], totalPrice: 0 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ success: false, code: 'cart_empty' });
  });

  it('refuses a total that differs from the server total with 409, and keeps the cart', async () => {
    const shopper = await shopperWithCart();
    const { status, body } = await place(shopper.token, { ...shopper.order, totalPrice: shopper.order.totalPrice - 1 });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      success: false,
      code: 'prices_changed',
      message: 'Prices have changed. Please review your cart.',
    });
    expect(await cartOf(shopper.token)).toHaveLength(2);
    expect(await countOrders(shopper.id)).toBe(0);
  });

  it('refuses tampered item prices with 409 even when the total adds up', async () => {
    const shopper = await shopperWithCart();
    const [oud, musk] = shopper.order.items as [OrderItem, OrderItem];
    const items = [
      { ...oud, price: oud.price - 100 },
      { ...musk, price: musk.price + 100 },
    ];
    const { status, body } = await place(shopper.token, { ...CONTACT, items, totalPrice: shopper.order.totalPrice });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'prices_changed' });
  });

  it('refuses items that are not what the cart holds with 409', async () => {
    const shopper = await shopperWithCart();
    const items = shopper.order.items.slice(0, 1);
    const { status, body } = await place(shopper.token, { ...CONTACT, items, totalPrice: items[0]!.price });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'cart_changed' });
  });

  it('orders at the current base price, even when the oil got dearer after it was added', async () => {
    const shopper = await shopperWithCart();
    await setOilNamed('White Musk', { price: sql`${oils.price} + 100` });
    try {
      expect((await place(shopper.token, shopper.order)).status).toBe(409);
      const cart = await cartOf(shopper.token);
      expect(cart.find((l) => l.name === 'White Musk')?.price).toBe(price('White Musk') + 100);
      const items = cart.map(({ name, volume, price }) => ({ product: name, volume, price }));
      const { status, body } = await place(shopper.token, {
        ...CONTACT,
        items,
        totalPrice: items.reduce((s, i) => s + i.price, 0),
      });
      expect(status).toBe(201);
      expect(body.order.totalPrice).toBe(price('Oud Al Layl') * 4 + price('White Musk') + 100);
    } finally {
      await setOilNamed('White Musk', { price: sql`${oils.price} - 100` });
    }
  });

  it('answers a retry with the same Idempotency-Key with the first order and creates nothing', async () => {
    const shopper = await shopperWithCart();
    const first = await place(shopper.token, shopper.order, 'attempt-1');
    const retry = await place(shopper.token, shopper.order, 'attempt-1');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body.order).toEqual(first.body.order);
    expect(await countOrders(shopper.id)).toBe(1);
  });

  it('refuses the same Idempotency-Key with a different body with 422', async () => {
    const shopper = await shopperWithCart();
    await place(shopper.token, shopper.order, 'attempt-1');
    const { status, body } = await place(shopper.token, { ...shopper.order, totalPrice: 1 }, 'attempt-1');
    expect(status).toBe(422);
    expect(body.success).toBe(false);
    expect(await countOrders(shopper.id)).toBe(1);
  });

  it('keeps keys per user: the same key from another shopper places their own order', async () => {
    const a = await shopperWithCart();
    const b = await shopperWithCart();
    const first = await place(a.token, a.order, 'shared-key');
    const second = await place(b.token, b.order, 'shared-key');
    expect(second.status).toBe(201);
    expect(second.body.order._id).not.toBe(first.body.order._id);
  });

  it('places one order when the same cart is sent twice at once, with or without a key', async () => {
    const keyed = await shopperWithCart();
    const keyedAnswers = await Promise.all([
      place(keyed.token, keyed.order, 'tap'),
      place(keyed.token, keyed.order, 'tap'),
    ]);
    expect(keyedAnswers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(keyedAnswers[0].body.order._id).toBe(keyedAnswers[1].body.order._id);
    expect(await countOrders(keyed.id)).toBe(1);

    const unkeyed = await shopperWithCart();
    const answers = await Promise.all([place(unkeyed.token, unkeyed.order), place(unkeyed.token, unkeyed.order)]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await countOrders(unkeyed.id)).toBe(1);
  });

  it('answers the second of a double tap with the first order, at no D1 call of its own', async () => {
    const tapped = async (taps: number) => {
      const shopper = await shopperWithCart();
      const d1 = countedD1(env.DB);
      const order = { path: pathOf(OILS_ORDERS.place), token: shopper.token, body: shopper.order, key: 'tap' };
      return { answers: await sentAtOnce(d1.d1, order, taps), calls: d1.calls() };
    };
    const alone = await tapped(1);
    const double = await tapped(2);
    expect(double.answers.map((answer) => answer.status)).toEqual([201, 200]);
    const [first, second] = await Promise.all(double.answers.map((answer) => answer.json<{ order: object }>()));
    expect(second).toEqual(first);
    expect(double.calls).toBe(alone.calls);
  });

  it('refuses a blank Idempotency-Key with 400', async () => {
    const shopper = await shopperWithCart();
    const { status } = await place(shopper.token, shopper.order, ' ');
    expect(status).toBe(400);
  });

  it('needs a logged-in user', async () => {
    const { status } = await place('', { items: [], totalPrice: 0 });
    expect(status).toBe(401);
  });
});

describe('GET /api/oilsOrders', () => {
  it('shows a user only their own orders, newest first', async () => {
    const me = await shopperWithCart();
    const other = await shopperWithCart();
    const mine = (await place(me.token, me.order)).body.order;
    await place(other.token, other.order);
    const again = await shopperWithCartFor(me.token, me.order);
    const newer = (await place(me.token, again)).body.order;

    const { status, body } = await request(OILS_ORDERS.list, { token: me.token });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.orders.map((o) => o._id)).toEqual([newer._id, mine._id]);
    expect(body.orders.every((o) => o.user.email === me.email)).toBe(true);
    expect(body.orders[1]).toEqual(mine);
  });

  it('gives the admin every order in the field orders', async () => {
    const a = await shopperWithCart();
    const b = await shopperWithCart();
    const orderA = (await place(a.token, a.order)).body.order;
    const orderB = (await place(b.token, b.order)).body.order;
    const admin = await makeUser({ role: 'owner' });
    const { status, body } = await request(OILS_ORDERS.list, { token: admin.token });
    expect(status).toBe(200);
    // The shop's list adds each order's timeline, its risk (its phone's other orders) and its parcel booked by API.
    const risk = { phoneOrders: expect.any(Number), refused: 0, returned: 0, sentBack: 0, blocked: false };
    const placedBy = (name: string) => ({
      timeline: [{ kind: 'status', status: 'pending', at: expect.any(String), by: { role: 'shopper', name } }],
      risk,
      courierStatus: null,
      courierStatusAt: null,
      courierBooked: false,
      booking: null,
      courierPaid: null,
    });
    expect(body.orders).toEqual(
      expect.arrayContaining([
        { ...orderA, ...placedBy(a.username) },
        { ...orderB, ...placedBy(b.username) },
      ]),
    );
  });

  it('gives the admin only their own orders with mine=1 (My orders)', async () => {
    const shopper = await shopperWithCart();
    await place(shopper.token, shopper.order);
    const admin = await makeUser({ role: 'owner' });
    const own = (await place(admin.token, await shopperWithCartFor(admin.token, shopper.order))).body.order;
    const { body } = await request(OILS_ORDERS.list, { query: 'mine=1', token: admin.token });
    expect(body.orders).toEqual([own]);
  });

  it('needs a logged-in user', async () => {
    expect((await request(OILS_ORDERS.list)).status).toBe(401);
  });
});

/** Fills the cart again with the same lines, for a second order by the same user. */
async function shopperWithCartFor(token: string, order: { items: OrderItem[]; totalPrice: number }) {
  for (const item of order.items) {
    await request(OILS_CART.add, { token, body: { name: item.product, volume: item.volume, price: item.price } });
  }
  return order;
}

describe('the order batch', () => {
  const request = (userId: string, idempotencyKey: string | null = null) => ({
    userId,
    idempotencyKey,
    requestHash: 'hash',
    payload: { phone: '03001234567', city: 'Multan', items: [], totalPrice: 0, lang: 'en' as const },
  });

  it('writes nothing when a cart line it was built from was ordered or removed in the meantime', async () => {
    const shopper = await shopperWithCart();
    const db = drizzle(env.DB);
    const lines = await readOilsCart(db, shopper.id);
    await fixtures.delete(oilsCartItems).where(eq(oilsCartItems.id, lines[0]!._id));

    expect(await writeOilsOrder(drizzle(env.DB), request(shopper.id), 'lost-race', lines)).toBe(false);
    expect(await countOrders(shopper.id)).toBe(0);
    expect(await countLinesOf('lost-race')).toBe(0);
    expect(await cartOf(shopper.token)).toHaveLength(1);
  });

  it('fails on the unique index when a racing request already wrote an order under the same key', async () => {
    const shopper = await shopperWithCart();
    const db = drizzle(env.DB);
    const lines = await readOilsCart(db, shopper.id);
    expect(await writeOilsOrder(drizzle(env.DB), request(shopper.id, 'k'), 'winner', lines)).toBe(true);
    await shopperWithCartFor(shopper.token, shopper.order);
    const again = await readOilsCart(db, shopper.id);
    const failure = await writeOilsOrder(drizzle(env.DB), request(shopper.id, 'k'), 'loser', again).catch(
      (err: unknown) => err,
    );
    expect(isUniqueViolation(failure)).toBe(true);
    expect(await cartOf(shopper.token)).toHaveLength(2);
  });
});
