/**
 * Perfume and oils orders share one table: each API still sees only its own kind, and each kind numbers its orders
 * on its own (FS-10001 and OIL-10001 side by side).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OILS_ORDERS, ORDERS, TRACK } from '#schema/api';
import { insertOilsOrders, insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';

let admin: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;
let perfumeId: string;
let oilsId: string;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  shopper = await makeUser();
  perfumeId = (await insertOrder({ userId: shopper.id, phone: '03004445556' })).id;
  [oilsId] = (await insertOilsOrders(shopper.id, 1, Date.now(), 0, 'pending', '03004445556')) as [string];
});

describe('one orders table, two APIs', () => {
  it("keeps oils orders out of the perfume order endpoints but a shopper's own cancel (404, as an order that does not exist)", async () => {
    const params = { id: oilsId };
    const token = admin.token;
    expect((await request(ORDERS.read, { params, token })).status).toBe(404);
    expect((await request(ORDERS.read, { params, token: shopper.token })).status).toBe(404);
    expect((await request(ORDERS.changeStatus, { params, token, body: { status: 'processing' } })).status).toBe(404);
    expect(
      (await request(ORDERS.changeConfirmation, { params, token, body: { confirmation: 'confirmed' } })).status,
    ).toBe(404);
    expect((await request(ORDERS.addNote, { params, token, body: { text: 'Call first' } })).status).toBe(404);
    const bulk = await request(ORDERS.bulkStatus, { token, body: { ids: [oilsId], status: 'processing' } });
    expect(bulk.body).toMatchObject({ changed: [], skipped: [{ id: oilsId }] });
    const mine = await request(ORDERS.list, { token: shopper.token });
    expect(mine.body.orders.map((order) => order._id)).toEqual([perfumeId]);
    const all = await request(ORDERS.list, { token, query: 'q=03004445556' });
    expect(all.body.orders.map((order) => order._id)).toEqual([perfumeId]);
    // Nothing moved either.
    const [oils] = (await request(OILS_ORDERS.list, { token: shopper.token })).body.orders;
    expect(oils).toMatchObject({ status: 'pending', confirmation: 'not-contacted', statusHistory: [{}] });
  });

  it('keeps perfume orders out of the oils order endpoints', async () => {
    const params = { id: perfumeId };
    const token = admin.token;
    expect((await request(OILS_ORDERS.changeStatus, { params, token, body: { status: 'processing' } })).status).toBe(
      404,
    );
    expect(
      (await request(OILS_ORDERS.changeConfirmation, { params, token, body: { confirmation: 'confirmed' } })).status,
    ).toBe(404);
    // Nothing moved either.
    expect((await request(ORDERS.read, { params, token })).body.order).toMatchObject({
      status: 'pending',
      confirmation: 'not-contacted',
    });
    const mine = await request(OILS_ORDERS.list, { token: shopper.token });
    expect(mine.body.orders.map((order) => order._id)).toEqual([oilsId]);
    // Both kinds' orders from the phone count in each one's risk.
    const all = await request(OILS_ORDERS.list, { token, query: `username=${shopper.username}` });
    expect(all.body.orders[0]!.risk).toMatchObject({ phoneOrders: 2 });
  });

  it('numbers each kind on its own, and tracks each by its own number', async () => {
    const trader = await makeUser();
    const perfume = await insertOrder({ userId: trader.id, phone: '03005556667' });
    await insertOilsOrders(trader.id, 1, Date.now(), 0, 'pending', '03005556667');
    const [oils] = (await request(OILS_ORDERS.list, { token: trader.token })).body.orders;
    const perfumeNumber = Number(perfume.displayOrderId.slice(3));
    const oilsNumber = Number(oils!.displayOrderId.slice(4));
    expect(perfume.displayOrderId).toMatch(/^FS-1\d{4}$/);
    expect(oils!.displayOrderId).toMatch(/^OIL-1\d{4}$/);
    // This file's orders are the database's only ones: two of each kind, numbered 1 and 2 within it.
    expect([perfumeNumber, oilsNumber]).toEqual([10002, 10002]);
    const tracked = (orderNumber: string) =>
      request(TRACK.find, {
        body: { orderNumber, phone: '03005556667' },
        headers: { 'cf-connecting-ip': '198.51.99.1' },
      });
    expect((await tracked(perfume.displayOrderId)).body.order.displayOrderId).toBe(perfume.displayOrderId);
    expect((await tracked(oils!.displayOrderId)).body.order.displayOrderId).toBe(oils!.displayOrderId);
  });
});
