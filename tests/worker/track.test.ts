import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRACK } from '#schema/api';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { orderDisplayNumber } from '#schema/display-number';
import { orders } from '#schema/tables';
import { insertOilsOrders, insertOrder, orderRowOf, pk } from './admin-fixtures';
import { call, makeUser, request } from './client';
import { batch, db, setOrder } from './fixtures';
import { orderStatusHistory } from '#schema/tables';

const NOT_FOUND = {
  status: 404,
  body: {
    success: false,
    message: 'We could not find an order with that number and phone.',
    code: 'not_found',
    requestId: expect.any(String),
  },
};
let addressCount = 0;
/** Each try from its own client address on its own network, so one test's tries never throttle another's. */
const fromNewAddress = () => ({ 'cf-connecting-ip': `198.51.${++addressCount}.7` });
const track = (orderNumber: unknown, phone: unknown, headers = fromNewAddress()) =>
  request(TRACK.find, { body: { orderNumber, phone }, headers });

let perfume: { id: string; number: number; displayOrderId: string };
let oilsId: string;
let oilsNumber: string;

beforeAll(async () => {
  const shopper = await makeUser();
  perfume = await insertOrder({
    userId: shopper.id,
    createdAt: pk(2025, 3, 14, 15, 5),
    phone: '03217654321',
    alternatePhone: '03331112222',
    lines: [
      { productId: 'rawayat', quantity: 2 },
      { productId: 'khas', quantity: 1 },
    ],
  });
  await batch([
    setOrder(perfume.id, { status: 'shipped', courier: 'TCS', trackingNumber: '779404029990' }),
    db.insert(orderStatusHistory).values({ orderId: perfume.id, status: 'shipped', at: pk(2025, 3, 15, 10) }),
  ]);
  [oilsId] = (await insertOilsOrders(shopper.id, 1, pk(2025, 3, 16))) as [string];
  oilsNumber = orderDisplayNumber(await orderRowOf(oilsId));
});

describe('POST /api/track', () => {
  it('answers the progress, the parcel and the items, and nothing about the person, without a login', async () => {
    const { status, body } = await track(perfume.displayOrderId, '0321-7654321');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      order: {
        displayOrderId: perfume.displayOrderId,
        status: 'shipped',
        statusHistory: [
          { status: 'pending', at: new Date(pk(2025, 3, 14, 15, 5)).toISOString() },
          { status: 'shipped', at: new Date(pk(2025, 3, 15, 10)).toISOString() },
        ],
        courier: 'TCS',
        trackingNumber: '779404029990',
        createdAt: new Date(pk(2025, 3, 14, 15, 5)).toISOString(),
        items: [
          { name: 'Khas', ml: null, quantity: 1 },
          { name: 'Rawayat', ml: null, quantity: 2 },
        ],
      },
    });
  });

  it.each([
    ['+92 321 7654321', 'fs%s'],
    ['0092-321-7654321', ' #FS-%s '],
    ['0333 1112222', 'FS %s'], // the alternate phone
    // An Urdu keyboard's digits, and the number pasted from Urdu text with the marks that keep it left to right.
    ['۰۳۲۱۷۶۵۴۳۲۱', 'FS-%u'],
    ['03217654321', '\u2066FS-%s\u2069'],
  ])('reads the phone %s and the number %j however they are typed', async (phone, number) => {
    const digits = String(10000 + perfume.number);
    const urdu = [...digits].map((digit) => String.fromCharCode(0x06f0 + Number(digit))).join('');
    const { status, body } = await track(number.replace('%s', digits).replace('%u', urdu), phone);
    expect(status).toBe(200);
    expect(body.order.displayOrderId).toBe(perfume.displayOrderId);
  });

  it('finds a perfume-oil order by its OIL- number, each bottle a line', async () => {
    const { status, body } = await track(oilsNumber, '03001234567');
    expect(status).toBe(200);
    expect(body.order).toMatchObject({
      displayOrderId: oilsNumber,
      status: 'pending',
      courier: null,
      trackingNumber: null,
    });
    // The oil by its own name and its volume apart, for the page to say the unit in its language.
    expect(body.order.items).toEqual([{ name: expect.not.stringMatching(/ml/), ml: 50, quantity: 1 }]);
  });

  it('reads digits alone, as a number told over the phone is typed, as the perfume order FS- of them', async () => {
    const digits = String(10000 + perfume.number);
    const urdu = [...digits].map((digit) => String.fromCharCode(0x06f0 + Number(digit))).join('');
    for (const typed of [digits, ` ${digits} `, `#${digits}`, urdu]) {
      const { status, body } = await track(typed, '03217654321');
      expect([typed, status, body.order?.displayOrderId]).toEqual([typed, 200, perfume.displayOrderId]);
    }
  });

  it('finds the oils order of the digits alone when the perfume order of them is not on that phone', async () => {
    const digits = oilsNumber.replace('OIL-', '');
    // The shop has a perfume order of the same digits, on another phone.
    expect(digits).toBe(String(10000 + perfume.number));
    const { status, body } = await track(digits, '03001234567');
    expect(status).toBe(200);
    expect(body.order.displayOrderId).toBe(oilsNumber);
  });

  it('answers digits alone with a wrong phone, or that name no order, with the same 404', async () => {
    expect(await track(String(10000 + perfume.number), '03451112233')).toEqual(NOT_FOUND);
    expect(await track('99999', '03217654321')).toEqual(NOT_FOUND);
  });

  it("counts digits alone as a try of both orders they may name: ten of them from one network use up the OIL- number's tries too", async () => {
    const shopper = await makeUser();
    const [oils] = (await insertOilsOrders(shopper.id, 1, pk(2025, 4, 1), 60_000, 'pending', '03459876543')) as [
      string,
    ];
    const number = orderDisplayNumber(await orderRowOf(oils));
    const onTheStrangersNetwork = (n: number) => ({ 'cf-connecting-ip': `203.0.114.${n + 1}` });
    for (let n = 0; n < 10; n++) {
      const wrong = await track(number.replace('OIL-', ''), `0300${String(2000000 + n)}`, onTheStrangersNetwork(n));
      expect(wrong.status).toBe(404);
    }
    expect((await track(number, '03459876543', onTheStrangersNetwork(20))).status).toBe(429);
    expect((await track(number, '03459876543')).status).toBe(200);
  });

  it('answers the same 404 for a wrong phone, a number that does not exist, and the other kind of order', async () => {
    expect(await track(perfume.displayOrderId, '03001234567')).toEqual(NOT_FOUND);
    expect(await track('FS-99999', '03217654321')).toEqual(NOT_FOUND);
    expect(await track(`OIL-${10000 + perfume.number}`, '03217654321')).toEqual(NOT_FOUND);
    expect(await track(oilsNumber, '03217654321')).toEqual(NOT_FOUND);
  });

  it('never finds an old oils order that has no phone', async () => {
    const setPhone = (phone: string) =>
      drizzle(env.DB).update(orders).set({ phone }).where(eq(orders.id, oilsId)).run();
    await setPhone('');
    try {
      expect(await track(oilsNumber, '03001234567')).toEqual(NOT_FOUND);
      expect(await track(oilsNumber, '')).toMatchObject({ status: 400 });
    } finally {
      await setPhone('03001234567');
    }
  });

  it.each([
    ['no order number', '', '03217654321', 'Please enter your order number.'],
    [
      'digits too few for an order number',
      '1042',
      '03217654321',
      'Please enter the order number as on your receipt, e.g. FS-10427.',
    ],
    [
      'another shop’s number',
      'AB-10427',
      '03217654321',
      'Please enter the order number as on your receipt, e.g. FS-10427.',
    ],
    ['no phone', 'FS-10001', '', 'Please enter the phone number on your order.'],
    ['a landline', 'FS-10001', '042-35761234', 'Please enter a mobile number (03XX-XXXXXXX)'],
  ])('refuses %s with a 400 that says so', async (_case, orderNumber, phone, message) => {
    expect(await track(orderNumber, phone)).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('needs the CSRF token like every other POST', async () => {
    const response = await call('/api/track', {
      method: 'POST',
      body: { orderNumber: perfume.displayOrderId, phone: '03217654321' },
      noCsrf: true,
    });
    expect(response.status).toBe(403);
  });

  it('answers 429 after 10 tries in 15 minutes from one address, whatever the numbers, while another address gets through', async () => {
    const address = fromNewAddress();
    for (let n = 0; n < 10; n++) expect((await track(`FS-${20000 + n}`, '03001234567', address)).status).toBe(404);
    const refused = await call('/api/track', {
      method: 'POST',
      body: { orderNumber: perfume.displayOrderId, phone: '03217654321' },
      headers: address,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many tries\. .* try again in 15 minutes\.$/,
    );
    expect((await track(perfume.displayOrderId, '03217654321')).status).toBe(200);
  });

  it('counts only wrong tries: the right pair asked again and again from one address keeps answering', async () => {
    const address = fromNewAddress();
    for (let n = 0; n < 15; n++) expect((await track(perfume.displayOrderId, '03217654321', address)).status).toBe(200);
    for (let n = 0; n < 10; n++) expect((await track(`FS-${30000 + n}`, '03001234567', address)).status).toBe(404);
    expect((await track(perfume.displayOrderId, '03217654321', address)).status).toBe(429);
  });

  it("answers 429 after 10 tries of one order number from one network's addresses, however it is typed, while the right pair from another network still answers", async () => {
    const shopper = await makeUser();
    const target = await insertOrder({ userId: shopper.id, phone: '03451234567' });
    const spellings = [
      target.displayOrderId,
      target.displayOrderId.toLowerCase(),
      target.displayOrderId.replace('-', ''),
    ];
    const onTheStrangersNetwork = (n: number) => ({ 'cf-connecting-ip': `203.0.113.${n + 1}` });
    for (let n = 0; n < 10; n++) {
      const wrong = await track(spellings[n % 3], `0300${String(1000000 + n)}`, onTheStrangersNetwork(n));
      expect(wrong.status).toBe(404);
    }
    expect((await track(target.displayOrderId, '03451234567', onTheStrangersNetwork(20))).status).toBe(429);
    // The customer, on another network, still follows the order.
    expect((await track(target.displayOrderId, '03451234567')).status).toBe(200);
    expect((await track(perfume.displayOrderId, '03217654321', onTheStrangersNetwork(21))).status).toBe(200);
  });
});
