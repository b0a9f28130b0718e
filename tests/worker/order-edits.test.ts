import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, CONFIRM, ORDERS } from '#schema/api';
import { createPerfume, stockAndLedger } from './catalog-fixtures';
import { makeUser, request } from './client';
import { placeOrder, stockOffLedger, tokenOf, type TestUser } from './placed-orders';
import { setOrder } from './fixtures';
import type { OrderStatus } from '#schema/order-status';

let admin: TestUser;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
});

const edit = (id: string, body: unknown, token = admin.token) =>
  request(ORDERS.change, { params: { id }, body, token });
const asAdmin = async (id: string) => (await request(ORDERS.read, { params: { id }, token: admin.token })).body.order;
const setStatus = (id: string, status: OrderStatus) => setOrder(id, { status });
const perfumeAt = async (price: number, stock = 30) => (await createPerfume(admin.token, { price, stock }))._id;

describe('PATCH /api/orders/:id: lines', () => {
  it('prices the lines from D1, moves the stock through the ledger and records the edit', async () => {
    const khas = await perfumeAt(1500);
    const oud = await perfumeAt(3000);
    const { order } = await placeOrder(khas, 1);
    const khasBefore = await stockAndLedger(khas);
    const oudBefore = await stockAndLedger(oud);
    const { status, body } = await edit(order._id, {
      version: 0,
      lines: [
        { productId: khas, quantity: 3 },
        { productId: oud, quantity: 1 },
      ],
    });
    expect(status).toBe(200);
    expect(body.order.version).toBe(1);
    expect(body.order.products.map((line) => [line.product._id, line.price, line.quantity])).toEqual(
      expect.arrayContaining([
        [khas, 1500, 3],
        [oud, 3000, 1],
      ]),
    );
    expect(body.order.orderDetails).toEqual({ subtotal: 7500, giftWrappingCost: 0, shippingCost: 200, total: 7700 });
    expect(body.order.totalPrice).toBe(7700);
    expect(await stockAndLedger(khas)).toMatchObject({ stock: khasBefore.stock - 2, ledger: khasBefore.stock - 2 });
    expect(await stockAndLedger(oud)).toMatchObject({ stock: oudBefore.stock - 1, ledger: oudBefore.stock - 1 });
    const entry = await env.DB.prepare("SELECT change, by FROM stock_entries WHERE product_id = ? AND reason = 'edit'")
      .bind(khas)
      .first();
    expect(entry).toEqual({ change: -2, by: admin.id });
    expect(body.order.timeline!.at(-1)).toEqual({
      kind: 'edit',
      at: expect.any(String),
      by: { role: 'owner', name: 'Owner' },
      lines: expect.arrayContaining([
        { name: expect.any(String), from: 1, to: 3 },
        { name: expect.any(String), from: 0, to: 1 },
      ]),
      address: [],
      total: { from: 1700, to: 7700 },
    });
  });

  it('puts back what a lowered or removed line held', async () => {
    const a = await perfumeAt(1000);
    const b = await perfumeAt(1200);
    const { shopper, order: first } = await placeOrder(a, 4);
    await edit(first._id, {
      version: 0,
      lines: [
        { productId: a, quantity: 4 },
        { productId: b, quantity: 2 },
      ],
    });
    const before = { a: await stockAndLedger(a), b: await stockAndLedger(b) };
    const { body } = await edit(first._id, { version: 1, lines: [{ productId: a, quantity: 1 }] });
    expect(body.order.products.map((line) => [line.product._id, line.quantity])).toEqual([[a, 1]]);
    expect((await stockAndLedger(a)).stock).toBe(before.a.stock + 3);
    expect((await stockAndLedger(b)).stock).toBe(before.b.stock + 2);
    expect(await stockOffLedger(env.DB)).toEqual([]);
    // A cancellation afterwards puts back what the order now holds.
    await request(CONFIRM.answer, { params: { token: tokenOf(first) }, body: { answer: 'cancelled' } });
    expect((await stockAndLedger(a)).stock).toBe(before.a.stock + 4);
    expect(shopper).toBeDefined();
  });

  it("keeps the price the customer agreed to for a perfume the order holds, and prices one added at today's", async () => {
    const id = await perfumeAt(2000);
    const added = await perfumeAt(1000);
    const { order } = await placeOrder(id, 1);
    for (const [product, price] of [
      [id, 2400],
      [added, 1100],
    ] as const) {
      const { body } = await request(ADMIN_PRODUCTS.read, { params: { id: product }, token: admin.token });
      await request(ADMIN_PRODUCTS.change, {
        params: { id: product },
        body: { version: body.product.version, price },
        token: admin.token,
      });
    }
    const { body } = await edit(order._id, {
      version: 0,
      lines: [
        { productId: id, quantity: 2 },
        { productId: added, quantity: 1 },
      ],
    });
    expect(body.order.products.map((line) => [line.product._id, line.price, line.quantity])).toEqual(
      expect.arrayContaining([
        [id, 2000, 2],
        [added, 1100, 1],
      ]),
    );
    expect(body.order.totalPrice).toBe(5300);
  });

  it('refuses more than the shelf holds (409 out_of_stock), changing nothing', async () => {
    const id = await perfumeAt(1000, 3);
    const { order } = await placeOrder(id, 2);
    const { status, body } = await edit(order._id, { version: 0, lines: [{ productId: id, quantity: 4 }] });
    expect(status).toBe(409);
    expect(body).toMatchObject({ success: false, code: 'out_of_stock', message: expect.stringContaining('only 1') });
    const seen = await asAdmin(order._id);
    expect(seen).toMatchObject({ version: 0, totalPrice: 2200, products: [{ quantity: 2 }] });
    expect(await stockAndLedger(id)).toMatchObject({ stock: 1, ledger: 1 });
  });

  it('refuses an unknown perfume (404, with its field) and an archived one it would take more of (409)', async () => {
    const id = await perfumeAt(1000);
    const { order } = await placeOrder(id, 1);
    expect(await edit(order._id, { version: 0, lines: [{ productId: 'no-such-perfume', quantity: 1 }] })).toMatchObject(
      { status: 404, body: { success: false, code: 'not_found', field: 'lines.0.productId' } },
    );
    const made = await createPerfume(admin.token, { price: 1000 });
    const gone = made._id;
    const archived = await request(ADMIN_PRODUCTS.change, {
      params: { id: gone },
      body: { version: made.version, archived: true },
      token: admin.token,
    });
    expect(archived.status).toBe(200);
    expect(
      await edit(order._id, {
        version: 0,
        lines: [
          { productId: id, quantity: 1 },
          { productId: gone, quantity: 1 },
        ],
      }),
    ).toMatchObject({
      status: 409,
      // Said to the shop about the order: a shopper's cart is no part of it.
      body: {
        code: 'no_longer_sold',
        product: made.name,
        message: `${made.name} is no longer sold, so this order cannot take more of it. Keep its quantity as it was, or lower it.`,
      },
    });
    expect((await asAdmin(order._id)).version).toBe(0);
  });

  it.each([
    [{ version: 0, lines: [] }, 'lines'],
    [{ version: 0, lines: [{ productId: 'x', quantity: 11 }] }, 'lines.0.quantity'],
    [{ version: 0 }, undefined],
    [{ lines: [{ productId: 'x', quantity: 1 }] }, 'version'],
  ])('refuses %j with 400', async (body, field) => {
    const { order } = await placeOrder(await perfumeAt(1000));
    const answer = await edit(order._id, body);
    expect(answer).toMatchObject({ status: 400, body: { success: false } });
    if (field) expect(answer.body).toMatchObject({ field });
  });
});

describe('PATCH /api/orders/:id: delivery details', () => {
  it('changes the fields sent (a phone as people type it), keeping the others, and records which', async () => {
    const { order } = await placeOrder(await perfumeAt(1000));
    const { status, body } = await edit(order._id, {
      version: 0,
      shippingAddress: { phone: '+92 333 7654321', address: '12 Canal View', apartment: 'Flat 3' },
    });
    expect(status).toBe(200);
    expect(body.order.shippingAddress).toMatchObject({
      firstName: 'Sana',
      phone: '03337654321',
      address: '12 Canal View',
      apartment: 'Flat 3',
      city: 'Murree',
    });
    expect(body.order.timeline!.at(-1)).toMatchObject({
      kind: 'edit',
      address: ['phone', 'address', 'apartment'],
      lines: [],
      total: { from: order.totalPrice, to: order.totalPrice },
    });
  });

  it("changes the landmark, the delivery notes and the province a shopper's call corrects", async () => {
    const { order } = await placeOrder(await perfumeAt(1000));
    const shippingAddress = {
      province: 'Khyber Pakhtunkhwa',
      landmark: 'Behind the GPO',
      deliveryNotes: 'Hand it to the guard',
    };
    const { status, body } = await edit(order._id, { version: 0, shippingAddress });
    expect(status).toBe(200);
    expect(body.order.shippingAddress).toMatchObject({ ...shippingAddress, city: 'Murree' });
    expect(body.order.timeline!.at(-1)).toMatchObject({ kind: 'edit', address: Object.keys(shippingAddress) });
  });

  it("gives a new city its own province, or none for a town the shop does not list, never the old city's", async () => {
    const { order } = await placeOrder(await perfumeAt(1000));
    expect((await asAdmin(order._id)).shippingAddress).toMatchObject({ city: 'Murree', province: 'Punjab' });
    const toKarachi = await edit(order._id, { version: 0, shippingAddress: { city: 'Karachi' } });
    expect(toKarachi.body.order.shippingAddress).toMatchObject({ city: 'Karachi', province: 'Sindh' });
    expect(toKarachi.body.order.timeline!.at(-1)).toMatchObject({ address: ['city', 'province'] });
    const toATown = await edit(order._id, { version: 1, shippingAddress: { city: 'Chak 45 Janubi' } });
    expect(toATown.body.order.shippingAddress).toMatchObject({ city: 'Chak 45 Janubi', province: null });
    // A province sent with the city is the one kept.
    const both = { city: 'Quetta', province: 'Balochistan' };
    expect((await edit(order._id, { version: 2, shippingAddress: both })).body.order.shippingAddress).toMatchObject(
      both,
    );
  });

  it('refuses a bad phone (400, on its field), changing nothing', async () => {
    const { order } = await placeOrder(await perfumeAt(1000));
    expect(await edit(order._id, { version: 0, shippingAddress: { phone: '12345' } })).toMatchObject({
      status: 400,
      body: { field: 'shippingAddress.phone' },
    });
    expect((await asAdmin(order._id)).shippingAddress.phone).toBe('03211234567');
  });
});

describe('PATCH /api/orders/:id: the confirmation of a changed total', () => {
  const confirm = (id: string, confirmation: string) =>
    request(ORDERS.changeConfirmation, { params: { id }, body: { confirmation }, token: admin.token });

  it('asks a confirmed customer again once the total changes: not contacted, in the history and the timeline', async () => {
    const khas = await perfumeAt(1600);
    const { order } = await placeOrder(khas, 1);
    expect((await confirm(order._id, 'confirmed')).status).toBe(200);
    const { status, body } = await edit(order._id, { version: 0, lines: [{ productId: khas, quantity: 2 }] });
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ confirmation: 'not-contacted', totalPrice: 3400 });
    expect(body.order.confirmationHistory.map((entry) => entry.confirmation)).toEqual(['confirmed', 'not-contacted']);
    expect(body.order.timeline!.slice(-2)).toEqual([
      {
        kind: 'confirmation',
        confirmation: 'not-contacted',
        at: expect.any(String),
        by: { role: 'owner', name: 'Owner' },
      },
      expect.objectContaining({ kind: 'edit', total: { from: 1800, to: 3400 }, confirmAgain: true }),
    ]);
    // The confirmation link asks for the new amount, and the customer's yes is recorded as before.
    const link = await request(CONFIRM.read, { params: { token: tokenOf(order) } });
    expect(link.body.order).toMatchObject({ confirmation: 'not-contacted', total: 3400 });
    const yes = await request(CONFIRM.answer, { params: { token: tokenOf(order) }, body: { answer: 'confirmed' } });
    expect(yes.status).toBe(200);
    expect((await asAdmin(order._id)).confirmation).toBe('confirmed');
  });

  it('keeps the confirmation when the total stays: delivery details, or lines that cost the same', async () => {
    const khas = await perfumeAt(1600);
    const { order } = await placeOrder(khas, 1);
    await confirm(order._id, 'confirmed');
    const { body } = await edit(order._id, { version: 0, shippingAddress: { address: '7 Mall Road' } });
    expect(body.order.confirmation).toBe('confirmed');
    expect(body.order.confirmationHistory).toHaveLength(1);
    expect(body.order.timeline!.at(-1)).not.toHaveProperty('confirmAgain');
  });

  it('leaves an unanswered or refused confirmation as it was', async () => {
    const khas = await perfumeAt(1600);
    for (const confirmation of ['no-answer', 'refused', 'not-contacted']) {
      const { order } = await placeOrder(khas, 1);
      if (confirmation !== 'not-contacted') await confirm(order._id, confirmation);
      const { body } = await edit(order._id, { version: 0, lines: [{ productId: khas, quantity: 3 }] });
      expect(body.order.confirmation, confirmation).toBe(confirmation);
      expect(body.order.confirmationHistory.at(-1)?.confirmation, confirmation).not.toBe('not-contacted');
      expect(body.order.timeline!.at(-1), confirmation).not.toHaveProperty('confirmAgain');
    }
  });
});

describe('PATCH /api/orders/:id: who and when', () => {
  it('refuses a stale version with 409 stale_version, changing nothing', async () => {
    const id = await perfumeAt(1000);
    const { order } = await placeOrder(id);
    await edit(order._id, { version: 0, shippingAddress: { city: 'Lahore' } });
    const stock = await stockAndLedger(id);
    expect(await edit(order._id, { version: 0, lines: [{ productId: id, quantity: 3 }] })).toMatchObject({
      status: 409,
      body: { success: false, code: 'stale_version' },
    });
    expect(await stockAndLedger(id)).toEqual(stock);
    expect((await asAdmin(order._id)).products[0]!.quantity).toBe(1);
  });

  it('lets one of two edits made from the same version win; the stock follows the winner', async () => {
    const id = await perfumeAt(1000, 20);
    const { order } = await placeOrder(id);
    const answers = await Promise.all(
      [3, 5].map((quantity) => edit(order._id, { version: 0, lines: [{ productId: id, quantity }] })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const kept = (await asAdmin(order._id)).products[0]!.quantity;
    expect((await stockAndLedger(id)).stock).toBe(20 - kept);
    expect(await stockOffLedger(env.DB)).toEqual([]);
  });

  it.each<OrderStatus>(['shipped', 'delivered', 'cancelled'])(
    'refuses with 409 once the order is %s',
    async (status) => {
      const id = await perfumeAt(1000);
      const { order } = await placeOrder(id);
      await setStatus(order._id, status);
      expect(await edit(order._id, { version: 0, lines: [{ productId: id, quantity: 2 }] })).toMatchObject({
        status: 409,
        body: { code: 'order_not_editable' },
      });
    },
  );

  it('may change a processing order', async () => {
    const id = await perfumeAt(1000);
    const { order } = await placeOrder(id);
    await setStatus(order._id, 'processing');
    expect((await edit(order._id, { version: 0, lines: [{ productId: id, quantity: 2 }] })).status).toBe(200);
  });

  it('is for the admin only (403) and 404 for an unknown order', async () => {
    const id = await perfumeAt(1000);
    const { shopper, order } = await placeOrder(id);
    expect((await edit(order._id, { version: 0, shippingAddress: { city: 'Quetta' } }, shopper.token)).status).toBe(
      403,
    );
    expect((await edit('no-such-order', { version: 0, shippingAddress: { city: 'Quetta' } })).status).toBe(404);
  });
});

describe('stock is the sum of the ledger', () => {
  it('after concurrent orders, edits and cancellations (from the console, the link and My orders)', async () => {
    const id = await perfumeAt(1000, 60);
    const placed = await Promise.all(Array.from({ length: 6 }, () => placeOrder(id, 2)));
    const [a, b, c, d, e, f] = placed.map((p) => p.order);
    await Promise.all([
      edit(a!._id, { version: 0, lines: [{ productId: id, quantity: 5 }] }),
      edit(b!._id, { version: 0, lines: [{ productId: id, quantity: 1 }] }),
      request(CONFIRM.answer, { params: { token: tokenOf(c!) }, body: { answer: 'cancelled' } }),
      request(ORDERS.cancel, { params: { id: d!._id }, token: placed[3]!.shopper.token, body: {} }),
      request(ORDERS.changeStatus, { params: { id: e!._id }, body: { status: 'cancelled' }, token: admin.token }),
      // Racing its own cancellation: one of the two wins, and the stock follows it.
      edit(f!._id, { version: 0, lines: [{ productId: id, quantity: 4 }] }),
      request(CONFIRM.answer, { params: { token: tokenOf(f!) }, body: { answer: 'cancelled' } }),
      placeOrder(id, 3),
      placeOrder(id, 1),
    ]);
    expect(await stockOffLedger(env.DB)).toEqual([]);
    const held = await env.DB.prepare(
      `SELECT coalesce(sum(i.quantity), 0) AS n FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE i.product_id = ? AND o.status <> 'cancelled'`,
    )
      .bind(id)
      .first<{ n: number }>();
    expect((await stockAndLedger(id)).stock).toBe(60 - held!.n);
  });
});

describe('POST /api/orders/:id/notes', () => {
  const note = (id: string, text: unknown, token = admin.token) =>
    request(ORDERS.addNote, { params: { id }, body: { text }, token });

  it("keeps the owner's note in the timeline, hidden from the shopper", async () => {
    const { shopper, order } = await placeOrder(await perfumeAt(1000));
    const { status, body } = await note(order._id, '  Customer asked for delivery after 5 pm  ');
    expect(status).toBe(201);
    expect(body.order.timeline!.at(-1)).toEqual({
      kind: 'note',
      text: 'Customer asked for delivery after 5 pm',
      at: expect.any(String),
      by: { role: 'owner', name: 'Owner' },
    });
    const own = await request(ORDERS.read, { params: { id: order._id }, token: shopper.token });
    expect(own.body.order.timeline).toBeUndefined();
    expect(JSON.stringify(own.body)).not.toContain('after 5 pm');
  });

  it('refuses an empty or long note (400), a shopper (403) and an unknown order (404)', async () => {
    const { shopper, order } = await placeOrder(await perfumeAt(1000));
    expect(await note(order._id, '   ')).toMatchObject({ status: 400, body: { field: 'text' } });
    expect((await note(order._id, 'x'.repeat(501))).status).toBe(400);
    expect((await note(order._id, 'Hello', shopper.token)).status).toBe(403);
    expect((await note('no-such-order', 'Hello')).status).toBe(404);
    expect((await asAdmin(order._id)).timeline!.filter((entry) => entry.kind === 'note')).toEqual([]);
  });
});

describe('POST /api/orders/:id/messages', () => {
  const send = (id: string, message: string, token = admin.token) =>
    request(ORDERS.recordMessage, { params: { id }, body: { message }, token });

  it.each<[string, OrderStatus]>([
    ['confirmation', 'pending'],
    ['tracking', 'shipped'],
    ['thanks', 'delivered'],
  ])('records the %s message on a %s order', async (message, status) => {
    const { order } = await placeOrder(await perfumeAt(1000));
    await setStatus(order._id, status);
    const { status: code, body } = await send(order._id, message);
    expect(code).toBe(201);
    expect(body.order.timeline!.at(-1)).toEqual({
      kind: 'message',
      message,
      at: expect.any(String),
      by: { role: 'owner', name: 'Owner' },
    });
  });

  it('refuses a message that does not fit the order (409), an unknown one (400) and a shopper (403)', async () => {
    const { shopper, order } = await placeOrder(await perfumeAt(1000));
    expect(await send(order._id, 'tracking')).toMatchObject({ status: 409, body: { code: 'message_not_now' } });
    expect(await send(order._id, 'thanks')).toMatchObject({ status: 409, body: { code: 'message_not_now' } });
    expect(await send(order._id, 'hello')).toMatchObject({ status: 400, body: { field: 'message' } });
    expect((await send(order._id, 'confirmation', shopper.token)).status).toBe(403);
    expect((await asAdmin(order._id)).timeline!.filter((entry) => entry.kind === 'message')).toEqual([]);
  });
});
