import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { OILS_ORDERS, ORDERS } from '#schema/api';
import { insertOilsOrders, insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';
import type { OrderStatus } from '#schema/order-status';

let admin: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  shopper = await makeUser();
});

const confirm = (id: string, confirmation: string, token = admin.token) =>
  request(ORDERS.changeConfirmation, { params: { id }, body: { confirmation }, token });

const confirmOils = (id: string, confirmation: string, token = admin.token) =>
  request(OILS_ORDERS.changeConfirmation, { params: { id }, body: { confirmation }, token });

describe('PATCH /api/orders/:id/confirmation', () => {
  it("records the customer's answer, shown on the order with every answer and its time", async () => {
    const { id } = await insertOrder({ userId: shopper.id });
    const before = Date.now();
    expect((await confirm(id, 'no-answer')).status).toBe(200);
    const { status, body } = await confirm(id, 'confirmed');
    expect(status).toBe(200);
    expect(body.order.confirmation).toBe('confirmed');
    expect(body.order.confirmationHistory.map((entry) => entry.confirmation)).toEqual(['no-answer', 'confirmed']);
    for (const entry of body.order.confirmationHistory) {
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now());
    }
    // The receipt's timeline is statuses only.
    expect(body.order.statusHistory.map((entry) => entry.status)).toEqual(['pending']);
  });

  it.each<OrderStatus>(['pending', 'processing', 'shipped'])(
    'may be set while the order is %s',
    async (orderStatus) => {
      const { id } = await insertOrder({ userId: shopper.id, status: orderStatus });
      expect((await confirm(id, 'refused')).body.order).toMatchObject({ status: orderStatus, confirmation: 'refused' });
    },
  );

  it.each<OrderStatus>(['cancelled', 'delivered', 'returned'])(
    'refuses with 409 once the order is %s, and records nothing',
    async (orderStatus) => {
      const { id } = await insertOrder({ userId: shopper.id, status: orderStatus });
      const answer = await confirm(id, 'confirmed');
      expect(answer).toMatchObject({
        status: 409,
        body: { success: false, code: 'confirmation_closed', message: expect.stringContaining(orderStatus) },
      });
      const row = await env.DB.prepare('SELECT confirmation FROM orders WHERE id = ?').bind(id).first();
      expect(row).toEqual({ confirmation: 'not-contacted' });
      const history = await env.DB.prepare('SELECT count(*) AS n FROM order_confirmation_history WHERE order_id = ?')
        .bind(id)
        .first();
      expect(history).toEqual({ n: 0 });
    },
  );

  it('refuses an unknown confirmation with 400 and an unknown order with 404', async () => {
    const { id } = await insertOrder({ userId: shopper.id });
    expect(await confirm(id, 'maybe')).toMatchObject({
      status: 400,
      body: { success: false, code: 'invalid', field: 'confirmation' },
    });
    expect(await confirm('no-such-order', 'confirmed')).toMatchObject({
      status: 404,
      body: { success: false, code: 'not_found' },
    });
  });

  it('is for the admin only, even on the shopper’s own order, and needs the CSRF header', async () => {
    const { id } = await insertOrder({ userId: shopper.id });
    expect(await confirm(id, 'confirmed', shopper.token)).toMatchObject({
      status: 403,
      body: { success: false, code: 'staff_only' },
    });
    const noCsrf = await request(ORDERS.changeConfirmation, {
      params: { id },
      body: { confirmation: 'confirmed' },
      token: admin.token,
      noCsrf: true,
    });
    expect(noCsrf.status).toBe(403);
    const anonymous = await request(ORDERS.changeConfirmation, { params: { id }, body: { confirmation: 'confirmed' } });
    expect(anonymous.status).toBe(401);
    const row = await env.DB.prepare('SELECT confirmation FROM orders WHERE id = ?').bind(id).first();
    expect(row).toEqual({ confirmation: 'not-contacted' });
  });

  it('filters the admin list by confirmation, with the status too', async () => {
    const refuser = await makeUser();
    const [a, b, c] = [
      await insertOrder({ userId: refuser.id }),
      await insertOrder({ userId: refuser.id }),
      await insertOrder({ userId: refuser.id, status: 'processing' }),
    ];
    await confirm(a.id, 'refused');
    await confirm(c.id, 'refused');
    const ids = (query: string) =>
      request(ORDERS.list, { token: admin.token, query }).then((answer) =>
        answer.body.orders.map((order) => order._id),
      );
    const mine = new Set([a.id, b.id, c.id]);
    const onlyMine = (list: string[]) => list.filter((id) => mine.has(id));
    expect(onlyMine(await ids('confirmation=refused'))).toEqual([c.id, a.id]);
    expect(onlyMine(await ids('confirmation=refused&status=processing'))).toEqual([c.id]);
    expect(onlyMine(await ids('confirmation=not-contacted'))).toEqual([b.id]);
    const bad = await request(ORDERS.list, { token: admin.token, query: 'confirmation=sure' });
    expect(bad).toMatchObject({ status: 400, body: { success: false, code: 'invalid', field: 'confirmation' } });
  });
});

describe('PATCH /api/oilsOrders/:id/confirmation', () => {
  it('records the answer with its time, as for perfume orders', async () => {
    const [id] = await insertOilsOrders(shopper.id, 1, Date.now());
    const { status, body } = await confirmOils(id!, 'confirmed');
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ _id: id, confirmation: 'confirmed', status: 'pending' });
    expect(body.order.confirmationHistory).toEqual([{ confirmation: 'confirmed', at: expect.any(String) }]);
  });

  it('refuses with 409 once cancelled or delivered, 404 for an unknown order, 403 for a shopper', async () => {
    const [cancelled] = await insertOilsOrders(shopper.id, 1, Date.now(), 0, 'cancelled');
    const [delivered] = await insertOilsOrders(shopper.id, 1, Date.now(), 0, 'delivered');
    expect(await confirmOils(cancelled!, 'confirmed')).toMatchObject({
      status: 409,
      body: { code: 'confirmation_closed' },
    });
    expect(await confirmOils(delivered!, 'refused')).toMatchObject({
      status: 409,
      body: { code: 'confirmation_closed' },
    });
    expect(await confirmOils('no-such-order', 'refused')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    const [own] = await insertOilsOrders(shopper.id, 1, Date.now());
    expect((await confirmOils(own!, 'confirmed', shopper.token)).status).toBe(403);
  });

  it('filters the admin oils list by confirmation', async () => {
    const trader = await makeUser({ username: `trader-${crypto.randomUUID()}` });
    const [a, b] = await insertOilsOrders(trader.id, 2, Date.now());
    await confirmOils(b!, 'no-answer');
    const list = await request(OILS_ORDERS.list, {
      token: admin.token,
      query: `username=${trader.username}&confirmation=no-answer`,
    });
    expect(list.body.orders.map((order) => order._id)).toEqual([b]);
    const rest = await request(OILS_ORDERS.list, {
      token: admin.token,
      query: `username=${trader.username}&confirmation=not-contacted`,
    });
    expect(rest.body.orders.map((order) => order._id)).toEqual([a]);
  });
});
