import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM, OILS_CART, OILS_ORDERS, ORDERS } from '#schema/api';
import { OILS } from '#schema/catalog/oils';
import { createPerfume, stockAndLedger } from './catalog-fixtures';
import { call, makeUser, request } from './client';
import { placeOrder, tokenOf, type TestUser } from './placed-orders';
import { setOrder } from './fixtures';
import type { OrderStatus } from '#schema/order-status';

let admin: TestUser;
let perfume: string;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
  perfume = (await createPerfume(admin.token, { stock: 40, price: 2100 }))._id;
});

const read = (token: string) => request(CONFIRM.read, { params: { token } });
const answer = (token: string, body: unknown) => request(CONFIRM.answer, { params: { token }, body });
const asAdmin = async (id: string) => (await request(ORDERS.read, { params: { id }, token: admin.token })).body.order;
const setStatus = (id: string, status: OrderStatus) => setOrder(id, { status });

describe('the confirmation link on every order', () => {
  it('is /confirm/ and 128 bits in hex, its own on each order', async () => {
    const first = await placeOrder(perfume);
    const second = await placeOrder(perfume);
    expect(first.order.confirmUrl).toMatch(/^\/confirm\/[0-9a-f]{32}$/);
    expect(second.order.confirmUrl).not.toBe(first.order.confirmUrl);
    const { body } = await request(ORDERS.read, { params: { id: first.order._id }, token: first.shopper.token });
    expect(body.order.confirmUrl).toBe(first.order.confirmUrl);
  });
});

describe('GET /api/confirm/:token', () => {
  it("answers the order's number, status, confirmation, total, city and items, and nothing more", async () => {
    const { order } = await placeOrder(perfume, 2);
    const response = await call(`/api/confirm/${tokenOf(order)}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: true,
      order: {
        displayOrderId: order.displayOrderId,
        kind: 'perfumes',
        status: 'pending',
        cancelledAt: null,
        confirmation: 'not-contacted',
        total: 2 * 2100 + 200,
        city: 'Murree',
        items: [{ name: order.products[0]!.name, ml: null, quantity: 2 }],
      },
    });
    // No name, phone, email or address travels with the link.
    for (const personal of ['Sana', 'Iqbal', '03211234567', 'sana@example.pk', 'Mall Road', order._id])
      expect(text).not.toContain(personal);
  });

  it('reads only the order the token belongs to', async () => {
    const mine = await placeOrder(perfume, 1);
    const theirs = await placeOrder(perfume, 3);
    expect((await read(tokenOf(mine.order))).body.order.displayOrderId).toBe(mine.order.displayOrderId);
    expect((await read(tokenOf(theirs.order))).body.order).toMatchObject({
      displayOrderId: theirs.order.displayOrderId,
      items: [{ quantity: 3 }],
    });
  });

  it.each([
    ['an unknown token', '0123456789abcdef0123456789abcdef'],
    ['a malformed token', 'not-a-token'],
    ['an empty-looking token', '%20'],
  ])('is 404 for %s', async (_, token) => {
    expect(await call(`/api/confirm/${token}`).then(async (r) => [r.status, await r.json()])).toEqual([
      404,
      expect.objectContaining({ success: false, code: 'not_found' }),
    ]);
  });

  it("is 404 for an order's id in place of its token", async () => {
    const { order } = await placeOrder(perfume);
    expect((await read(order._id)).status).toBe(404);
  });
});

describe('POST /api/confirm/:token', () => {
  it("records the shopper's confirmation, kept in the history and the console's timeline as theirs", async () => {
    const { shopper, order } = await placeOrder(perfume);
    const { status, body } = await answer(tokenOf(order), { answer: 'confirmed' });
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ status: 'pending', confirmation: 'confirmed' });
    const seen = await asAdmin(order._id);
    expect(seen.confirmationHistory.map((entry) => entry.confirmation)).toEqual(['confirmed']);
    expect(seen.timeline!.at(-1)).toEqual({
      kind: 'confirmation',
      confirmation: 'confirmed',
      at: expect.any(String),
      by: { role: 'shopper', name: shopper.username },
    });
    // A second press changes nothing.
    expect((await answer(tokenOf(order), { answer: 'confirmed' })).status).toBe(200);
    expect((await asAdmin(order._id)).confirmationHistory).toHaveLength(1);
  });

  it('cancels the order and puts its stock back through the ledger, shown as the shopper’s', async () => {
    const { shopper, order } = await placeOrder(perfume, 3);
    const before = await stockAndLedger(perfume);
    const { status, body } = await answer(tokenOf(order), { answer: 'cancelled' });
    expect(status).toBe(200);
    expect(body.order.status).toBe('cancelled');
    const after = await stockAndLedger(perfume);
    expect(after.stock).toBe(before.stock + 3);
    expect(after.ledger).toBe(after.stock);
    const entry = await env.DB.prepare("SELECT change, by FROM stock_entries WHERE order_id = ? AND reason = 'cancel'")
      .bind(order._id)
      .first();
    expect(entry).toEqual({ change: 3, by: shopper.id });
    expect((await asAdmin(order._id)).timeline!.at(-1)).toMatchObject({
      kind: 'status',
      status: 'cancelled',
      by: { role: 'shopper', name: shopper.username },
    });
  });

  it('answers when a cancelled order was cancelled, still on reading the spent link, by the shop or the shopper', async () => {
    const mine = await placeOrder(perfume);
    const before = Date.now();
    await answer(tokenOf(mine.order), { answer: 'cancelled' });
    const at = Date.parse((await read(tokenOf(mine.order))).body.order.cancelledAt!);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());

    const theirs = await placeOrder(perfume);
    const changed = await request(ORDERS.changeStatus, {
      params: { id: theirs.order._id },
      body: { status: 'cancelled' },
      token: admin.token,
    });
    expect(changed.status).toBe(200);
    const seen = (await read(tokenOf(theirs.order))).body.order;
    expect(seen).toMatchObject({ status: 'cancelled', kind: 'perfumes' });
    expect(seen.cancelledAt).toBe(changed.body.order.statusHistory.at(-1)!.at);
  });

  it('is allowed while the order is processing', async () => {
    const { order } = await placeOrder(perfume);
    await setStatus(order._id, 'processing');
    expect((await answer(tokenOf(order), { answer: 'cancelled' })).body.order.status).toBe('cancelled');
  });

  it.each<OrderStatus>(['shipped', 'delivered', 'cancelled'])(
    'refuses with 409 once the order is %s, changing nothing',
    async (status) => {
      const { order } = await placeOrder(perfume);
      await setStatus(order._id, status);
      const stock = await stockAndLedger(perfume);
      for (const choice of ['confirmed', 'cancelled']) {
        expect(await answer(tokenOf(order), { answer: choice })).toMatchObject({
          status: 409,
          body: { success: false, code: 'too_late_to_answer' },
        });
      }
      const seen = await asAdmin(order._id);
      expect(seen).toMatchObject({ status, confirmation: 'not-contacted', confirmationHistory: [] });
      expect(await stockAndLedger(perfume)).toEqual(stock);
    },
  );

  it('refuses an unknown answer (400), an unknown token (404) and a missing CSRF header (403)', async () => {
    const { order } = await placeOrder(perfume);
    expect(await answer(tokenOf(order), { answer: 'maybe' })).toMatchObject({
      status: 400,
      body: { success: false, field: 'answer' },
    });
    expect((await answer('0123456789abcdef0123456789abcdef', { answer: 'confirmed' })).status).toBe(404);
    const noCsrf = await call(`/api/confirm/${tokenOf(order)}`, {
      method: 'POST',
      body: { answer: 'cancelled' },
      noCsrf: true,
    });
    expect(noCsrf.status).toBe(403);
    expect((await asAdmin(order._id)).status).toBe('pending');
  });

  it('serves oils orders too: their lines by volume, confirmed or cancelled from the link', async () => {
    const shopper = await makeUser();
    const oil = OILS[0]!;
    await request(OILS_CART.add, {
      token: shopper.token,
      body: { name: oil.name, volume: 50, price: oil.price * 2 },
    });
    const placed = await request(OILS_ORDERS.place, {
      token: shopper.token,
      body: {
        phone: '03001234567',
        city: 'Multan',
        items: [{ product: oil.name, volume: 50, price: oil.price * 2 }],
        totalPrice: oil.price * 2,
      },
    });
    const token = tokenOf(placed.body.order);
    expect(placed.body.order.confirmUrl).toMatch(/^\/confirm\/[0-9a-f]{32}$/);
    expect((await read(token)).body.order).toEqual({
      displayOrderId: placed.body.order.displayOrderId,
      kind: 'oils',
      status: 'pending',
      cancelledAt: null,
      confirmation: 'not-contacted',
      total: oil.price * 2,
      city: 'Multan',
      // The volume apart from the oil's name: the page says its unit in its own language.
      items: [{ name: oil.name, ml: 50, quantity: 1 }],
    });
    expect((await answer(token, { answer: 'confirmed' })).body.order.confirmation).toBe('confirmed');
    const cancelled = (await answer(token, { answer: 'cancelled' })).body.order;
    expect(cancelled.status).toBe('cancelled');
    expect(Date.now() - Date.parse(cancelled.cancelledAt!)).toBeLessThan(60_000);
    const { body } = await request(OILS_ORDERS.list, { token: admin.token });
    const seen = body.orders.find((o) => o._id === placed.body.order._id)!;
    expect(seen.timeline!.map((entry) => [entry.kind, entry.by?.role])).toEqual([
      ['status', 'shopper'],
      ['confirmation', 'shopper'],
      ['status', 'shopper'],
    ]);
  });
});

describe('POST /api/orders/:id/cancel', () => {
  const cancel = (id: string, token: string) => request(ORDERS.cancel, { params: { id }, token, body: {} });

  it("cancels the shopper's own pending order and puts its stock back", async () => {
    const { shopper, order } = await placeOrder(perfume, 2);
    const before = await stockAndLedger(perfume);
    const { status, body } = await cancel(order._id, shopper.token);
    expect(status).toBe(200);
    expect(body.order.status).toBe('cancelled');
    expect(body.order.timeline).toBeUndefined();
    const after = await stockAndLedger(perfume);
    expect(after.stock).toBe(before.stock + 2);
    expect(after.ledger).toBe(after.stock);
    expect((await asAdmin(order._id)).timeline!.at(-1)).toMatchObject({
      status: 'cancelled',
      by: { role: 'shopper', name: shopper.username },
    });
  });

  it.each<OrderStatus>(['processing', 'shipped', 'cancelled'])(
    'refuses with 409 once the order is %s',
    async (status) => {
      const { shopper, order } = await placeOrder(perfume);
      await setStatus(order._id, status);
      expect(await cancel(order._id, shopper.token)).toMatchObject({
        status: 409,
        body: { success: false, code: 'order_not_cancellable' },
      });
      expect((await asAdmin(order._id)).status).toBe(status);
    },
  );

  it('says an order cancelled already (from another tab) is cancelled, not to ask on WhatsApp to cancel it', async () => {
    const { shopper, order } = await placeOrder(perfume);
    expect((await cancel(order._id, shopper.token)).status).toBe(200);
    const again = await cancel(order._id, shopper.token);
    expect(again).toMatchObject({ status: 409, body: { code: 'order_not_cancellable' } });
    expect(again.body.message).toBe('This order is already cancelled.');
    const shipped = await placeOrder(perfume);
    await setStatus(shipped.order._id, 'shipped');
    expect((await cancel(shipped.order._id, shipped.shopper.token)).body.message).toMatch(/message us on WhatsApp/);
  });

  it("cancels the shopper's own pending oils order too, answered in the oils order's shape", async () => {
    const shopper = await makeUser();
    const oil = OILS[0]!;
    const line = { product: oil.name, volume: 50, price: oil.price * 2 };
    const place = async () => {
      await request(OILS_CART.add, { token: shopper.token, body: { name: oil.name, volume: 50, price: line.price } });
      return request(OILS_ORDERS.place, {
        token: shopper.token,
        body: { phone: '03001234567', city: 'Multan', items: [line], totalPrice: line.price },
      });
    };
    const pending = (await place()).body.order;
    const stranger = await makeUser();
    expect((await cancel(pending._id, stranger.token)).status).toBe(404);
    const { status, body } = await cancel(pending._id, shopper.token);
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ _id: pending._id, status: 'cancelled', items: [line] });
    const [mine] = (await request(OILS_ORDERS.list, { token: shopper.token, query: 'mine=1' })).body.orders;
    expect(mine).toMatchObject({ _id: pending._id, status: 'cancelled' });
    // Once the shop has started on it, the shopper asks the shop, as for a perfume order.
    const started = (await place()).body.order;
    await setStatus(started._id, 'processing');
    expect(await cancel(started._id, shopper.token)).toMatchObject({
      status: 409,
      body: { code: 'order_not_cancellable', message: expect.stringMatching(/message us on WhatsApp/) },
    });
  });

  it("answers 404 for another shopper's order and 401 without a login, changing nothing", async () => {
    const { order } = await placeOrder(perfume);
    const stranger = await makeUser();
    expect((await cancel(order._id, stranger.token)).status).toBe(404);
    expect((await request(ORDERS.cancel, { params: { id: order._id }, body: {} })).status).toBe(401);
    expect((await asAdmin(order._id)).status).toBe('pending');
  });
});
