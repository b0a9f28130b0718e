import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Order } from '#schema/answers/orders';
import { priceOf, stockOf } from './admin-fixtures';
import { CART, ORDERS } from '#schema/api';
import { makeUser, request } from './client';
import { setProduct } from './fixtures';
import { sql } from 'drizzle-orm';
import { products } from '#schema/tables';

const ADDRESS = {
  firstName: 'Ayesha',
  lastName: 'Malik',
  email: 'ayesha@example.pk',
  phone: '0300-1234567',
  alternatePhone: '',
  address: '14 Canal View Road',
  apartment: 'Flat 3',
  city: 'Lahore',
  country: 'Pakistan',
};

async function fill(token: string, lines: [string, number][]) {
  for (const [productId, quantity] of lines) {
    const { status } = await request(CART.add, { token, body: { productId, quantity } });
    expect(status).toBe(200);
  }
}

async function setStock(id: string, stock: number) {
  await setProduct(id, { stock });
}

async function orderCount(userId: string): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ?')
    .bind(userId)
    .first<{ n: number }>())!.n;
}

/** The body the checkout page sends for these lines, with the total it would show. */
async function checkout(lines: [string, number][], overrides: Record<string, unknown> = {}) {
  let subtotal = 0;
  for (const [id, quantity] of lines) subtotal += (await priceOf(id)) * quantity;
  return {
    items: lines.map(([productId, quantity]) => ({ productId, quantity })),
    shippingAddress: ADDRESS,
    shippingMethod: 'standard',
    orderDetails: { subtotal, giftWrappingCost: 0, shippingCost: 200, total: subtotal + 200 },
    ...overrides,
  };
}

function place(token: string, body: unknown, key?: string) {
  return request(ORDERS.place, { token, body, headers: key ? { 'idempotency-key': key } : {} });
}

describe('POST /api/orders', () => {
  it('places the cart as a pending order priced from D1, takes the stock and empties the cart', async () => {
    const user = await makeUser();
    await fill(user.token, [
      ['blue-mist', 2],
      ['royal-ruby', 1],
    ]);
    const before = { blue: await stockOf('blue-mist'), ruby: await stockOf('royal-ruby') };
    const { status, body } = await place(
      user.token,
      await checkout([
        ['blue-mist', 2],
        ['royal-ruby', 1],
      ]),
    );
    expect(status).toBe(201);
    const order = body.order;
    expect(order._id).toMatch(/^[\w-]{22,}$/);
    expect(order.displayOrderId).toMatch(/^FS-1\d{4,}$/);
    expect(order.status).toBe('pending');
    expect(order.statusHistory).toEqual([{ status: 'pending', at: order.createdAt }]);
    expect(order).toMatchObject({
      confirmation: 'not-contacted',
      confirmationHistory: [],
      courier: null,
      trackingNumber: null,
    });
    expect(order.products).toEqual([
      {
        product: { _id: 'blue-mist', name: 'Blue Mist', image: expect.any(String) },
        name: 'Blue Mist',
        price: 1599,
        quantity: 2,
        format: '50ml',
        size: null,
      },
      {
        product: { _id: 'royal-ruby', name: 'Royal Ruby', image: expect.any(String) },
        name: 'Royal Ruby',
        price: 1499,
        quantity: 1,
        format: '50ml',
        size: null,
      },
    ]);
    expect(order.shippingAddress).toEqual({
      ...ADDRESS,
      phone: '03001234567',
      alternatePhone: null,
      province: 'Punjab',
      landmark: null,
      deliveryNotes: null,
    });
    expect(order.shippingMethod).toBe('standard');
    expect(order.orderDetails).toEqual({ subtotal: 4697, giftWrappingCost: 0, shippingCost: 200, total: 4897 });
    expect(order.totalPrice).toBe(4897);
    expect(order.shippingCost).toBe(200);
    expect(await stockOf('blue-mist')).toBe(before.blue - 2);
    expect(await stockOf('royal-ruby')).toBe(before.ruby - 1);
    expect((await request(CART.read, { token: user.token })).body.cart.items).toEqual([]);
  });

  it('gives every order its own random id and the next short display id', async () => {
    const user = await makeUser();
    const ids: Order[] = [];
    for (let i = 0; i < 2; i++) {
      await fill(user.token, [['khas', 1]]);
      ids.push((await place(user.token, await checkout([['khas', 1]]))).body.order);
    }
    expect(ids[0]!._id).not.toBe(ids[1]!._id);
    const seq = (o: Order) => Number(o.displayOrderId.slice(3));
    expect(seq(ids[1]!)).toBe(seq(ids[0]!) + 1);
  });

  it('places an order of many different perfumes (more lines than one D1 statement can bind)', async () => {
    const user = await makeUser();
    const ids = (
      await env.DB.prepare('SELECT id FROM products WHERE stock > 0 ORDER BY id LIMIT 20').all<{ id: string }>()
    ).results;
    const lines = ids.map(({ id }) => [id, 1] as [string, number]);
    await fill(user.token, lines);
    const { status, body } = await place(user.token, await checkout(lines));
    expect(status).toBe(201);
    expect(body.order.products).toHaveLength(20);
  });

  it('refuses a total the server does not agree with, writing nothing', async () => {
    const user = await makeUser();
    await fill(user.token, [['blue-mist', 1]]);
    const stock = await stockOf('blue-mist');
    const body = await checkout([['blue-mist', 1]]);
    const { status, body: answer } = await place(user.token, {
      ...body,
      orderDetails: { ...body.orderDetails, total: 200 },
    });
    expect(status).toBe(409);
    expect(answer).toMatchObject({
      success: false,
      code: 'prices_changed',
      message: 'Prices have changed. Please review your cart.',
    });
    expect(await orderCount(user.id)).toBe(0);
    expect(await stockOf('blue-mist')).toBe(stock);
  });

  it('ignores prices the client sends and stores the prices from D1', async () => {
    const user = await makeUser();
    await fill(user.token, [['blue-mist', 1]]);
    const body = await checkout([['blue-mist', 1]]);
    const tampered = { ...body, items: [{ productId: 'blue-mist', quantity: 1, price: 1 }] };
    const { status, body: answer } = await place(user.token, tampered);
    expect(status).toBe(201);
    expect(answer.order.products[0]?.price).toBe(1599);
    expect(answer.order.totalPrice).toBe(1799);
  });

  it('refuses with the prices message when a price changed after the shopper saw it', async () => {
    const user = await makeUser();
    await fill(user.token, [['shajar', 1]]);
    const body = await checkout([['shajar', 1]]);
    await setProduct('shajar', { price: sql`${products.price} + 100` });
    const { status, body: answer } = await place(user.token, body);
    expect(status).toBe(409);
    expect(answer).toMatchObject({ code: 'prices_changed' });
  });

  it.each([0, 11, -2, 1.5])('refuses quantity %s', async (quantity) => {
    const user = await makeUser();
    const body = { ...(await checkout([['blue-mist', 1]])), items: [{ productId: 'blue-mist', quantity }] };
    const { status, body: answer } = await place(user.token, body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ success: false, code: 'invalid', field: 'items.0.quantity' });
  });

  it('refuses an unknown product', async () => {
    const user = await makeUser();
    await fill(user.token, [['blue-mist', 1]]);
    const body = { ...(await checkout([['blue-mist', 1]])), items: [{ productId: 'no-such-perfume', quantity: 1 }] };
    const { status, body: answer } = await place(user.token, body);
    expect(status).toBe(409);
    expect(answer).toMatchObject({ code: 'cart_changed' });
    expect(await orderCount(user.id)).toBe(0);
  });

  it('refuses items that are not what the cart holds', async () => {
    const user = await makeUser();
    await fill(user.token, [['blue-mist', 2]]);
    const { status, body } = await place(user.token, await checkout([['blue-mist', 1]]));
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'cart_changed' });
  });

  it('refuses an empty cart', async () => {
    const user = await makeUser();
    const noItems = await place(user.token, await checkout([]));
    expect(noItems).toMatchObject({ status: 400, body: { success: false, code: 'invalid', field: 'items' } });
    const emptyCart = await place(user.token, await checkout([['blue-mist', 1]]));
    expect(emptyCart).toMatchObject({ status: 409, body: { success: false, code: 'cart_empty' } });
  });

  it('refuses an order for more than the stock, naming the product and writing nothing', async () => {
    const user = await makeUser();
    await fill(user.token, [
      ['blue-mist', 1],
      ['ghazal', 3],
    ]);
    await setStock('ghazal', 2);
    const blue = await stockOf('blue-mist');
    const { status, body } = await place(
      user.token,
      await checkout([
        ['blue-mist', 1],
        ['ghazal', 3],
      ]),
    );
    expect(status).toBe(409);
    // Named in its words, so the shopper knows which perfume to take fewer of.
    expect(body).toMatchObject({
      success: false,
      code: 'out_of_stock',
      message: expect.stringContaining('Ghazal'),
      product: 'Ghazal',
    });
    expect(await stockOf('ghazal')).toBe(2);
    expect(await stockOf('blue-mist')).toBe(blue);
    expect(await orderCount(user.id)).toBe(0);
    expect((await request(CART.read, { token: user.token })).body.cart.items).toHaveLength(2);
  });

  it('sells the last unit to exactly one of two shoppers ordering at once', async () => {
    const [a, b] = [await makeUser(), await makeUser()];
    await fill(a.token, [['qasr', 1]]);
    await fill(b.token, [['qasr', 1]]);
    await setStock('qasr', 1);
    const body = await checkout([['qasr', 1]]);
    const answers = await Promise.all([place(a.token, body), place(b.token, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)?.body).toMatchObject({ code: 'out_of_stock' });
    expect(await stockOf('qasr')).toBe(0);
    const sold = await env.DB.prepare("SELECT count(*) AS n FROM order_items WHERE product_id = 'qasr'").first<{
      n: number;
    }>();
    expect(sold?.n).toBe(1);
  });

  it('makes one order from the same Idempotency-Key sent twice, even at once', async () => {
    const user = await makeUser();
    await fill(user.token, [['rawayat', 1]]);
    const stock = await stockOf('rawayat');
    const body = await checkout([['rawayat', 1]]);
    const [first, second] = await Promise.all([
      place(user.token, body, 'checkout-1'),
      place(user.token, body, 'checkout-1'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.order._id).toBe(second.body.order._id);
    const third = await place(user.token, body, 'checkout-1');
    expect(third.status).toBe(200);
    expect(third.body.order._id).toBe(first.body.order._id);
    expect(await orderCount(user.id)).toBe(1);
    expect(await stockOf('rawayat')).toBe(stock - 1);
  });

  it('refuses the same Idempotency-Key with a different body with 422', async () => {
    const user = await makeUser();
    await fill(user.token, [['rawayat', 1]]);
    const body = await checkout([['rawayat', 1]]);
    expect((await place(user.token, body, 'checkout-2')).status).toBe(201);
    const changed = { ...body, shippingAddress: { ...ADDRESS, city: 'Karachi' } };
    const { status, body: answer } = await place(user.token, changed, 'checkout-2');
    expect(status).toBe(422);
    expect(answer.success).toBe(false);
    expect(await orderCount(user.id)).toBe(1);
  });

  it('answers a used key with its first order even when the cart holds the same lines again, placing nothing', async () => {
    const user = await makeUser();
    await fill(user.token, [['rawayat', 1]]);
    const body = await checkout([['rawayat', 1]]);
    const first = await place(user.token, body, 'checkout-refilled');
    expect(first.status).toBe(201);
    const stock = await stockOf('rawayat');
    await fill(user.token, [['rawayat', 1]]);
    const retry = await place(user.token, body, 'checkout-refilled');
    expect(retry.status).toBe(200);
    expect(retry.body.order._id).toBe(first.body.order._id);
    const changed = { ...body, shippingAddress: { ...ADDRESS, city: 'Karachi' } };
    expect((await place(user.token, changed, 'checkout-refilled')).status).toBe(422);
    expect(await orderCount(user.id)).toBe(1);
    expect(await stockOf('rawayat')).toBe(stock);
  });

  it('lets two shoppers use the same Idempotency-Key independently', async () => {
    const [a, b] = [await makeUser(), await makeUser()];
    for (const user of [a, b]) {
      await fill(user.token, [['khas', 1]]);
      expect((await place(user.token, await checkout([['khas', 1]]), 'same-key')).status).toBe(201);
    }
  });

  it('without a key, the emptied cart stops a second order, even sent at once', async () => {
    const user = await makeUser();
    await fill(user.token, [['dastaan', 2]]);
    const body = await checkout([['dastaan', 2]]);
    const answers = await Promise.all([place(user.token, body), place(user.token, body), place(user.token, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await orderCount(user.id)).toBe(1);
  });

  it('stores phones typed in the international form, or pasted from an Urdu phone, as their 11 local digits', async () => {
    const user = await makeUser();
    await fill(user.token, [['blue-mist', 1]]);
    // A number copied from an Urdu phone's contacts comes wrapped in direction marks.
    const shippingAddress = { ...ADDRESS, phone: '\u202a+92 300 1234567\u202c', alternatePhone: '0092-321-7654321' };
    const { status, body } = await place(user.token, await checkout([['blue-mist', 1]], { shippingAddress }));
    expect(status).toBe(201);
    expect(body.order.shippingAddress).toMatchObject({ phone: '03001234567', alternatePhone: '03217654321' });
  });

  it('keeps the province, the landmark and the delivery notes the shopper gave', async () => {
    const user = await makeUser();
    await fill(user.token, [['blue-mist', 1]]);
    const shippingAddress = {
      ...ADDRESS,
      city: 'Chak 45 SB',
      province: 'Punjab',
      landmark: '  Near the Jamia Masjid  ',
      deliveryNotes: 'Call before coming; the gate is on the side street',
    };
    const { status, body } = await place(user.token, await checkout([['blue-mist', 1]], { shippingAddress }));
    expect(status).toBe(201);
    const stored = { city: 'Chak 45 SB', province: 'Punjab', landmark: 'Near the Jamia Masjid' };
    expect(body.order.shippingAddress).toMatchObject({ ...stored, deliveryNotes: shippingAddress.deliveryNotes });
    const read = await request(ORDERS.read, { params: { id: body.order._id }, token: user.token });
    expect(read.body.order.shippingAddress).toMatchObject({ ...stored, deliveryNotes: shippingAddress.deliveryNotes });
  });

  it("fills a listed city's province when none is sent, and leaves an unlisted town's empty", async () => {
    const user = await makeUser();
    await fill(user.token, [['blue-mist', 1]]);
    const listed = await checkout([['blue-mist', 1]], { shippingAddress: { ...ADDRESS, city: ' karachi ' } });
    expect((await place(user.token, listed)).body.order.shippingAddress).toMatchObject({ province: 'Sindh' });
    await fill(user.token, [['blue-mist', 1]]);
    const unlisted = await checkout([['blue-mist', 1]], { shippingAddress: { ...ADDRESS, city: 'Chak 45 SB' } });
    const { body } = await place(user.token, unlisted);
    expect(body.order.shippingAddress).toMatchObject({ city: 'Chak 45 SB', province: null, landmark: null });
  });

  it('takes a listed city typed in Urdu as that city, by the name couriers list it, with its province', async () => {
    const user = await makeUser();
    await fill(user.token, [['blue-mist', 1]]);
    // As an Urdu keyboard or an Arabic one types it, the space left out.
    const urdu = await checkout([['blue-mist', 1]], { shippingAddress: { ...ADDRESS, city: ' ڈیرہ اسماعیل‌خان ' } });
    const { status, body } = await place(user.token, urdu);
    expect(status).toBe(201);
    expect(body.order.shippingAddress).toMatchObject({ city: 'Dera Ismail Khan', province: 'Khyber Pakhtunkhwa' });
    await fill(user.token, [['blue-mist', 1]]);
    const arabic = await checkout([['blue-mist', 1]], { shippingAddress: { ...ADDRESS, city: 'كراچي' } });
    expect((await place(user.token, arabic)).body.order.shippingAddress).toMatchObject({
      city: 'Karachi',
      province: 'Sindh',
    });
  });

  it.each([
    ['a province that does not exist', { province: 'Lahore' }, 'Please choose a province from the list'],
    ['a landmark too long', { landmark: 'x'.repeat(101) }, 'Landmark must be at most 100 characters'],
    ['delivery notes too long', { deliveryNotes: 'x'.repeat(201) }, 'Delivery notes must be at most 200 characters'],
    ['a phone that is not 11 digits', { phone: '030012345' }, 'Please enter a valid 11-digit phone number'],
    ['a landline', { phone: '0423-5761234' }, 'Please enter a mobile number (03XX-XXXXXXX)'],
    ['a bad alternate phone', { alternatePhone: '12345' }, 'Please enter a valid 11-digit phone number'],
    ['a bad email', { email: 'ayesha.example.pk' }, 'Please enter a valid email address'],
    ['no first name', { firstName: '  ' }, 'First name is required'],
    ['no city', { city: undefined }, 'City is required'],
    ['an address too long', { address: 'x'.repeat(201) }, 'Address must be at most 200 characters'],
    ['another country', { country: 'India' }, 'We deliver within Pakistan only.'],
  ])('refuses %s', async (_, patch, message) => {
    const user = await makeUser();
    await fill(user.token, [['blue-mist', 1]]);
    const body = await checkout([['blue-mist', 1]], { shippingAddress: { ...ADDRESS, ...patch } });
    expect(await place(user.token, body)).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('refuses a shipping method other than standard, saying so', async () => {
    const user = await makeUser();
    const body = await checkout([['blue-mist', 1]], { shippingMethod: 'express' });
    expect((await place(user.token, body)).body.message).toBe(
      'Standard delivery is the only shipping method we offer.',
    );
    expect((await place(user.token, { ...body, shippingMethod: undefined })).body.message).toBe(
      'Shipping method is required',
    );
  });

  it('says a total sent as text is not whole rupees, not that it is missing', async () => {
    const user = await makeUser();
    await fill(user.token, [['blue-mist', 1]]);
    const body = await checkout([['blue-mist', 1]]);
    const asText = { ...body, orderDetails: { ...body.orderDetails, total: String(body.orderDetails.total) } };
    expect(await place(user.token, asText)).toMatchObject({
      status: 400,
      body: { message: 'Order totals are whole rupees.' },
    });
  });

  it("takes a full bottle's size as null, as the cart answers it, and 'pakistan' in any case", async () => {
    const user = await makeUser();
    await fill(user.token, [['blue-mist', 1]]);
    const body = await checkout([['blue-mist', 1]], { shippingAddress: { ...ADDRESS, country: 'pakistan' } });
    const sized = { ...body, items: body.items.map((item) => ({ ...item, ml: null })) };
    const { status, body: placed } = await place(user.token, sized);
    expect(status).toBe(201);
    expect(placed.order.shippingAddress.country).toBe('Pakistan');
  });

  it('needs a token', async () => {
    const { status } = await place('', await checkout([['blue-mist', 1]]));
    expect(status).toBe(401);
  });
});

describe('GET /api/orders/{id}', () => {
  async function placedBy(user: { token: string }) {
    await fill(user.token, [['blue-mist', 1]]);
    return (await place(user.token, await checkout([['blue-mist', 1]]))).body.order;
  }

  it('answers the owner with the order', async () => {
    const user = await makeUser();
    const order = await placedBy(user);
    expect(await request(ORDERS.read, { params: { id: order._id }, token: user.token })).toEqual({
      status: 200,
      body: { success: true, order },
    });
  });

  it("answers 404 for someone else's order and for an unknown id", async () => {
    const order = await placedBy(await makeUser());
    const other = await makeUser();
    const theirs = await request(ORDERS.read, { params: { id: order._id }, token: other.token });
    expect(theirs).toMatchObject({ status: 404, body: { success: false, code: 'not_found' } });
    expect((await request(ORDERS.read, { params: { id: 'no-such-order' }, token: other.token })).status).toBe(404);
  });

  it('answers an admin with any order', async () => {
    const order = await placedBy(await makeUser());
    const admin = await makeUser({ role: 'owner' });
    const { status, body } = await request(ORDERS.read, { params: { id: order._id }, token: admin.token });
    expect(status).toBe(200);
    expect(body.order._id).toBe(order._id);
  });

  it('needs a token', async () => {
    expect((await request(ORDERS.read, { params: { id: 'anything' } })).status).toBe(401);
  });
});
