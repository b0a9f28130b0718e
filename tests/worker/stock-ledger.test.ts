import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS, CART, ORDERS } from '#schema/api';
import { createPerfume, stockAndLedger } from './catalog-fixtures';
import { checkoutBody } from './checkout-body';
import { makeUser, request } from './client';

let admin: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
});

const adjust = (id: string, body: Record<string, unknown>, token = admin.token) =>
  request(ADMIN_PRODUCTS.adjustStock, { token, params: { id }, body });
const entries = (id: string, query = '') =>
  request(ADMIN_PRODUCTS.stock, { token: admin.token, params: { id }, query });

/** A shopper who has `quantity` of the product in the cart, and the checkout body that orders it. */
async function shopperReady(productId: string, price: number, quantity: number, username?: string) {
  const shopper = await makeUser({ username });
  expect((await request(CART.add, { token: shopper.token, body: { productId, quantity } })).status).toBe(200);
  const body = checkoutBody(productId, price, quantity);
  return { shopper, place: () => request(ORDERS.place, { token: shopper.token, body }) };
}

describe('POST /api/admin/products/{id}/stock', () => {
  it('adjusts the stock with a reason and note, answering the product, and records the entry and the audit', async () => {
    const made = await createPerfume(admin.token, { stock: 10 });
    const { status, body } = await adjust(made._id, { change: 24, reason: 'restock', note: 'Carton from Lahore' });
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ _id: made._id, stock: 34, version: 1 });
    const { body: ledger } = await entries(made._id);
    expect(ledger.entries[0]).toEqual({
      change: 24,
      reason: 'restock',
      note: 'Carton from Lahore',
      stockAfter: 34,
      at: expect.any(String),
      by: 'Owner',
      orderId: null,
      returnReason: null,
      writtenOff: null,
    });
    expect(ledger.entries[1]).toMatchObject({ change: 10, reason: 'restock', note: 'Opening stock', stockAfter: 10 });
    const audit = await env.DB.prepare(
      "SELECT before, after FROM audit_log WHERE action = 'stock.adjust' AND target_id = ?",
    )
      .bind(made._id)
      .first();
    expect(audit).toEqual({
      before: '{"stock":10}',
      after: '{"stock":34,"change":24,"reason":"restock","note":"Carton from Lahore"}',
    });
  });

  it.each(['damaged', 'correction', 'return'])('takes %s as a reason, in its direction', async (reason) => {
    const made = await createPerfume(admin.token, { stock: 10 });
    expect((await adjust(made._id, { change: reason === 'return' ? 1 : -2, reason })).status).toBe(200);
  });

  it('refuses to take the stock below 0 (409), writing nothing', async () => {
    const made = await createPerfume(admin.token, { stock: 3 });
    const { status, body } = await adjust(made._id, { change: -4, reason: 'damaged' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'stock_below_zero', field: 'change' });
    expect(await stockAndLedger(made._id)).toEqual({ stock: 3, ledger: 3, entries: 1 });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'stock.adjust' AND target_id = ?")
        .bind(made._id)
        .first(),
    ).toEqual({ n: 0 });
  });

  it('refuses to take the stock above 100,000 (409), as a new perfume is refused, writing nothing', async () => {
    const made = await createPerfume(admin.token, { stock: 1 });
    expect((await adjust(made._id, { change: 99_999, reason: 'restock' })).body.product).toMatchObject({
      stock: 100_000,
    });
    const { status, body } = await adjust(made._id, { change: 1, reason: 'restock' });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'stock_over_limit',
      field: 'change',
      product: made.name,
      left: 100_000,
      message: `Stock cannot go above 100,000: ${made.name} has 100,000 in stock, so at most 0 more can be added.`,
    });
    expect(await stockAndLedger(made._id)).toEqual({ stock: 100_000, ledger: 100_000, entries: 2 });
    // Taking some out still works at the top.
    expect((await adjust(made._id, { change: -5, reason: 'damaged' })).status).toBe(200);
  });

  it('lets only one of two restocks at once take the stock past 100,000: the check is in the write itself', async () => {
    const made = await createPerfume(admin.token, { stock: 1 });
    const answers = await Promise.all([
      adjust(made._id, { change: 100_000, reason: 'restock' }),
      adjust(made._id, { change: 60_000, reason: 'restock' }),
      adjust(made._id, { change: 60_000, reason: 'restock' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const { stock, ledger } = await stockAndLedger(made._id);
    expect(stock).toBe(60_001);
    expect(ledger).toBe(stock);
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'stock.adjust' AND target_id = ?")
        .bind(made._id)
        .first(),
    ).toEqual({ n: 1 });
  });

  it.each([
    [{ change: 0, reason: 'restock' }, 'Change cannot be 0'],
    [{ change: 1.5, reason: 'restock' }, 'Change must be a whole number'],
    [{ change: 2, reason: 'order' }, 'Reason must be one of: restock, damaged, correction, return.'],
    [{ change: 2, reason: 'gift' }, 'Reason must be one of: restock, damaged, correction, return.'],
    [{ change: 2, reason: 'restock', note: 'x'.repeat(201) }, 'Note must be at most 200 characters'],
  ])('refuses %j with 400', async (adjustment, message) => {
    const { status, body } = await adjust('rawayat', adjustment);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it.each([
    [{ change: 5, reason: 'damaged' }, 'Damaged stock goes out: the change must be below 0.'],
    [{ change: -5, reason: 'restock' }, 'A restock adds stock: the change must be above 0.'],
    [{ change: -1, reason: 'return' }, 'A return adds stock: the change must be above 0.'],
  ])('refuses %j, whose sign contradicts its reason, and leaves the stock', async (adjustment, message) => {
    const made = await createPerfume(admin.token, { stock: 10 });
    expect(await adjust(made._id, adjustment)).toMatchObject({ status: 400, body: { message, field: 'change' } });
    expect(await stockAndLedger(made._id)).toEqual({ stock: 10, ledger: 10, entries: 1 });
  });

  it('takes a correction either way', async () => {
    const made = await createPerfume(admin.token, { stock: 10 });
    expect((await adjust(made._id, { change: 3, reason: 'correction' })).status).toBe(200);
    expect((await adjust(made._id, { change: -3, reason: 'correction' })).status).toBe(200);
  });

  it('answers 404 for an unknown product, and is for the admin only', async () => {
    expect((await adjust('no-such-id', { change: 1, reason: 'restock' })).status).toBe(404);
    const shopper = await makeUser();
    expect((await adjust('rawayat', { change: 1, reason: 'restock' }, shopper.token)).status).toBe(403);
    expect((await request(ADMIN_PRODUCTS.stock, { token: shopper.token, params: { id: 'rawayat' } })).status).toBe(403);
  });
});

describe('the stock ledger', () => {
  it("records each order's take and each cancellation's return, with who and the order", async () => {
    const made = await createPerfume(admin.token, { stock: 10, price: 2000 });
    const { shopper, place } = await shopperReady(made._id, 2000, 3, 'Sana');
    const order = (await place()).body.order;
    expect(
      (
        await request(ORDERS.changeStatus, {
          token: admin.token,
          params: { id: order._id },
          body: { status: 'cancelled' },
        })
      ).status,
    ).toBe(200);
    const { body } = await entries(made._id);
    expect(body.entries.slice(0, 2)).toEqual([
      {
        change: 3,
        reason: 'cancel',
        note: null,
        stockAfter: 10,
        at: expect.any(String),
        by: 'Owner',
        orderId: order._id,
        returnReason: null,
        writtenOff: null,
      },
      {
        change: -3,
        reason: 'order',
        note: null,
        stockAfter: 7,
        at: expect.any(String),
        by: 'Sana',
        orderId: order._id,
        returnReason: null,
        writtenOff: null,
      },
    ]);
    expect(shopper.username).toBe('Sana');
    expect(await stockAndLedger(made._id)).toEqual({ stock: 10, ledger: 10, entries: 3 });
  });

  it('records a bulk cancellation once per order, and a repeated one not at all', async () => {
    const made = await createPerfume(admin.token, { stock: 10, price: 2000 });
    const { place } = await shopperReady(made._id, 2000, 2);
    const order = (await place()).body.order;
    const cancel = () =>
      request(ORDERS.bulkStatus, { token: admin.token, body: { ids: [order._id], status: 'cancelled' } });
    await Promise.all([cancel(), cancel()]);
    expect(await stockAndLedger(made._id)).toEqual({ stock: 10, ledger: 10, entries: 3 });
  });

  it('pages back through a long history, newest first', async () => {
    const made = await createPerfume(admin.token, { stock: 1 });
    for (let i = 1; i <= 5; i++) await adjust(made._id, { change: i, reason: 'restock' });
    const first = await entries(made._id, 'limit=4');
    expect(first.body.entries.map((e) => e.change)).toEqual([5, 4, 3, 2]);
    const second = await entries(made._id, `limit=4&cursor=${first.body.nextCursor}`);
    expect(second.body.entries.map((e) => e.change)).toEqual([1, 1]);
    expect(second.body.nextCursor).toBeNull();
    expect((await entries(made._id, 'cursor=abc')).status).toBe(400);
  });

  it('always sums to the stock, after concurrent orders and adjustments, refused ones included', async () => {
    const made = await createPerfume(admin.token, { stock: 20, price: 1500 });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => shopperReady(made._id, 1500, 2)));
    const results = await Promise.all([
      ...shoppers.map((s) => s.place()),
      adjust(made._id, { change: 5, reason: 'restock' }),
      adjust(made._id, { change: -3, reason: 'damaged' }),
      adjust(made._id, { change: -30, reason: 'correction' }),
      adjust(made._id, { change: 1, reason: 'return' }),
    ]);
    const placed = results.slice(0, 8).filter((r) => r.status === 201).length;
    expect(results.slice(8).map((r) => r.status)).toEqual([200, 200, 409, 200]);
    const { stock, ledger, entries: count } = await stockAndLedger(made._id);
    expect(stock).toBe(20 + 5 - 3 + 1 - placed * 2);
    expect(ledger).toBe(stock);
    expect(count).toBe(1 + 3 + placed);
    // Each entry's stock after is the stock it left: replaying the ledger in order gives the same figures.
    const { results: rows } = await env.DB.prepare(
      'SELECT change, stock_after FROM stock_entries WHERE product_id = ? ORDER BY seq',
    )
      .bind(made._id)
      .all<{ change: number; stock_after: number }>();
    let running = 0;
    for (const row of rows) expect(row.stock_after).toBe((running += row.change));
  });
});
