/**
 * Fields a shopper types are one line of visible text, and emails plain ASCII addresses: nothing that could forge
 * a line in a WhatsApp message, hide in a name, pass for another address or add a Bcc to the admin's mailto link.
 * A malformed request (null where an object belongs) gets the general INVALID_REQUEST message, never zod's wording.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { priceOf } from './admin-fixtures';
import { AUTH, CART, ORDERS, QUOTES } from '#schema/api';
import { makeUser, request } from './client';

const ADDRESS = {
  firstName: 'Ayesha',
  lastName: 'Malik',
  email: 'ayesha@example.pk',
  phone: '0300-1234567',
  address: '14 Canal View Road',
  city: 'Lahore',
  country: 'Pakistan',
};

async function orderBody(token: string, address: Record<string, unknown>) {
  await request(CART.add, { token, body: { productId: 'khas', quantity: 1 } });
  const price = await priceOf('khas');
  return {
    items: [{ productId: 'khas', quantity: 1 }],
    shippingAddress: address,
    shippingMethod: 'standard',
    orderDetails: { subtotal: price, giftWrappingCost: 0, shippingCost: 200, total: price + 200 },
  };
}

const orders = async (userId: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ?').bind(userId).first<{ n: number }>())!.n;

let address = 0;
const register = (body: Record<string, string>) => {
  address += 1;
  return request(AUTH.register, { body, headers: { 'cf-connecting-ip': `10.9.0.${address}` } });
};

describe('one-line fields', () => {
  it.each([
    ['firstName', 'Ali\nTotal to pay on delivery: Rs 1', 'First name cannot contain line breaks or hidden characters'],
    ['city', 'Lahore\u0000\u202e', 'City cannot contain line breaks or hidden characters'],
    ['address', 'House 5\r\nStreet 2', 'Address cannot contain line breaks or hidden characters'],
    ['apartment', 'Flat\u200b3', 'Apartment cannot contain line breaks or hidden characters'],
    ['landmark', 'Near the masjid\nTotal: Rs 1', 'Landmark cannot contain line breaks or hidden characters'],
    ['deliveryNotes', 'Call first\u202e', 'Delivery notes cannot contain line breaks or hidden characters'],
  ])('refuse an order whose %s hides a line break or an invisible character', async (field, value, message) => {
    const shopper = await makeUser();
    const { status, body } = await request(ORDERS.place, {
      token: shopper.token,
      body: await orderBody(shopper.token, { ...ADDRESS, [field]: value }),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(await orders(shopper.id)).toBe(0);
  });

  it.each([
    ['a line separator', 'Ali\u2028Total to pay on delivery: Rs 1'],
    ['a paragraph separator', 'Ali\u2029Khan'],
    ['a tag character', 'Ali\u{E0041}'],
    ['a Hangul filler', '\u3164'],
    ['a Mongolian vowel separator', 'Ali\u180E'],
    ['a combining grapheme joiner', 'A\u034Fli'],
    ['an interlinear annotation', 'Ali\uFFF9'],
    ['a noncharacter', 'Ali\uFFFF'],
    ['a lone surrogate', 'Ali\uD800'],
  ])('refuse an order whose first name holds %s, which WhatsApp shows as a line or nothing', async (_, firstName) => {
    const shopper = await makeUser();
    const { status, body } = await request(ORDERS.place, {
      token: shopper.token,
      body: await orderBody(shopper.token, { ...ADDRESS, firstName }),
    });
    expect([status, body]).toMatchObject([400, { field: 'shippingAddress.firstName' }]);
    expect(await orders(shopper.id)).toBe(0);
  });

  it('accept Urdu names and null for the optional fields, as the API itself answers them', async () => {
    const shopper = await makeUser();
    const shippingAddress = { ...ADDRESS, firstName: 'عائشہ', apartment: null, alternatePhone: null };
    const { status } = await request(ORDERS.place, {
      token: shopper.token,
      body: await orderBody(shopper.token, shippingAddress),
    });
    expect(status).toBe(201);
  });

  it('refuse a username or a quote name with a line break', async () => {
    const { status, body } = await register({
      username: 'Ali\nTotal: Rs 100',
      email: 'ali-lines@example.pk',
      password: 'chai-and-attar',
    });
    expect([status, body.message]).toEqual([400, 'Username cannot contain line breaks or hidden characters']);
    const quote = await request(QUOTES.send, {
      headers: { 'cf-connecting-ip': '10.9.1.1' },
      body: {
        firstName: 'Sana',
        lastName: 'Khan\u202e',
        email: 'sana@example.pk',
        phone: '03001234567',
        message: 'A tester kit, please',
      },
    });
    expect([quote.status, quote.body.message]).toEqual([
      400,
      'Last name cannot contain line breaks or hidden characters',
    ]);
  });
});

describe('emails', () => {
  it.each([
    ['a query that adds a Bcc to mailto: links', 'x@example.pk?bcc=evil%40x.pk&body=hi'],
    ['a Cyrillic letter', 'аyesha@example.pk'],
    ['a zero-width space', 'ayesha\u200b@example.pk'],
    ['a fullwidth letter', 'ayesha@ｅxample.pk'],
    ['a NUL', 'ayesha\u0000@example.pk'],
  ])('refuse %s at registration', async (_, email) => {
    const { status, body } = await register({ username: 'Ayesha', email, password: 'chai-and-attar' });
    expect([status, body.message]).toEqual([400, 'Please enter a valid email']);
  });

  it("accept the addresses Pakistan's shoppers have", async () => {
    for (const email of ['ayesha.malik+eid@gmail.com', "o'neil_k-1@mail.example.com.pk"]) {
      const { status } = await register({ username: 'Ayesha', email, password: 'chai-and-attar' });
      expect(status, email).toBe(201);
    }
  });
});

describe('malformed requests', () => {
  it("get the general message, not zod's", async () => {
    const shopper = await makeUser();
    const body = { ...(await orderBody(shopper.token, ADDRESS)), items: [null] };
    expect(await request(ORDERS.place, { token: shopper.token, body })).toMatchObject({
      status: 400,
      body: { success: false, message: 'Invalid request. Please check your input.' },
    });
  });

  it('say what is wrong with a total that is not whole rupees', async () => {
    const shopper = await makeUser();
    const body = await orderBody(shopper.token, ADDRESS);
    body.orderDetails.total += 0.5;
    const { status, body: answer } = await request(ORDERS.place, { token: shopper.token, body });
    expect([status, answer.message]).toEqual([400, 'Order totals are whole rupees.']);
  });
});
