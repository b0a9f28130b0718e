/**
 * The courier's cash: a delivered order's cash is with its courier until the owner records the courier's payout,
 * which covers delivered orders of that courier only; one wrong order refuses the whole payout and changes nothing.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS, REMITTANCES } from '#schema/api';
import { drizzle } from 'drizzle-orm/d1';
import { insertOrder } from './admin-fixtures';
import { recordRemittance } from '../../worker/remittances/record';
import { makeUser, request } from './client';

let admin: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner', username: 'Owner' });
  shopper = await makeUser();
});

const setStatus = (id: string, body: Record<string, unknown>) =>
  request(ORDERS.changeStatus, { params: { id }, body, token: admin.token });

/** An order shipped with `courier` and, unless `deliver` is false, delivered: its cash is then with the courier. */
async function delivered(courier: string, deliver = true) {
  const order = await insertOrder({ userId: shopper.id, status: 'processing' });
  expect(
    (await setStatus(order.id, { status: 'shipped', courier, trackingNumber: `CN ${crypto.randomUUID().slice(0, 8)}` }))
      .status,
  ).toBe(200);
  if (deliver) expect((await setStatus(order.id, { status: 'delivered' })).body.order.cash).toBe('with-courier');
  return order;
}

const record = (body: Record<string, unknown>, token = admin.token) => request(REMITTANCES.record, { token, body });

const cashOf = async (ids: string[]) =>
  (
    await env.DB.prepare(
      `SELECT cash, remittance_id AS remittanceId FROM orders WHERE id IN (SELECT value FROM json_each(?)) ORDER BY seq`,
    )
      .bind(JSON.stringify(ids))
      .all()
  ).results;

describe('POST /api/admin/remittances', () => {
  it("records a courier's payout: its orders become remitted, and the payout carries their total", async () => {
    const a = await delivered('Leopards');
    const b = await delivered('Leopards');
    const totals = await env.DB.prepare('SELECT sum(total) AS total FROM orders WHERE id IN (?, ?)')
      .bind(a.id, b.id)
      .first<{ total: number }>();
    const { status, body } = await record({ courier: 'Leopards', reference: ' LP-INV-2231 ', orderIds: [a.id, b.id] });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      remittance: {
        courier: 'Leopards',
        reference: 'LP-INV-2231',
        total: totals!.total,
        orderIds: [a.id, b.id],
        by: 'Owner',
      },
    });
    expect(await cashOf([a.id, b.id])).toEqual([
      { cash: 'remitted', remittanceId: body.remittance._id },
      { cash: 'remitted', remittanceId: body.remittance._id },
    ]);
    const read = await request(ORDERS.read, { params: { id: a.id }, token: admin.token });
    expect(read.body.order.cash).toBe('remitted');
  });

  it('refuses (409) a payout naming an order not delivered, of another courier or already remitted, changing nothing', async () => {
    const good = await delivered('TCS');
    const onTheRoad = await delivered('TCS', false);
    const otherCourier = await delivered('PostEx');
    const paid = await delivered('TCS');
    expect((await record({ courier: 'TCS', reference: 'TCS-1', orderIds: [paid.id] })).status).toBe(201);
    const before = await env.DB.prepare('SELECT count(*) AS n FROM remittances').first<{ n: number }>();

    const { status, body } = await record({
      courier: 'TCS',
      reference: 'TCS-2',
      orderIds: [good.id, onTheRoad.id, otherCourier.id, paid.id, 'no-such-order'],
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      success: false,
      code: 'payout_refused',
      field: 'orderIds',
      // The refusal's words are what names each order that cannot be paid out, and why.
      message:
        `This payout cannot be recorded: ${onTheRoad.displayOrderId} is shipped, not delivered; ` +
        `${otherCourier.displayOrderId} went with PostEx, not TCS; ${paid.displayOrderId} is already remitted; ` +
        'order no-such-order does not exist.',
    });
    expect(await cashOf([good.id, onTheRoad.id, otherCourier.id])).toEqual([
      { cash: 'with-courier', remittanceId: null },
      { cash: 'none', remittanceId: null },
      { cash: 'with-courier', remittanceId: null },
    ]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM remittances').first()).toEqual(before);
  });

  it('names an order delivered with no courier as such, where it said it went with null', async () => {
    // Oils orders were once marked shipped without their courier; their cash was with no one the shop could name.
    const order = await delivered('TCS');
    await env.DB.prepare('UPDATE orders SET courier = NULL WHERE id = ?').bind(order.id).run();
    expect(await record({ courier: 'TCS', reference: 'TCS-9', orderIds: [order.id] })).toMatchObject({
      status: 409,
      body: {
        message: `This payout cannot be recorded: ${order.displayOrderId} was marked shipped with no courier named.`,
      },
    });
  });

  it('records one of two payouts racing for the same order', async () => {
    const order = await delivered('Trax');
    const answers = await Promise.all([
      record({ courier: 'Trax', reference: 'TRX-1', orderIds: [order.id] }),
      record({ courier: 'Trax', reference: 'TRX-2', orderIds: [order.id] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM remittances WHERE courier = 'Trax'").first();
    expect(count).toEqual({ n: 1 });
  });

  it.each([
    [{ courier: 'DHL', reference: 'X', orderIds: ['a'] }, 'courier'],
    [{ courier: 'TCS', reference: '  ', orderIds: ['a'] }, 'reference'],
    [{ courier: 'TCS', reference: 'X', orderIds: [] }, 'orderIds'],
  ])('refuses a payout that breaks a rule (400 on %s)', async (body, field) => {
    expect(await record(body)).toMatchObject({ status: 400, body: { success: false, field } });
  });

  it('keeps the rules of a typed payout for one recorded from a sheet or a courier report, changing nothing', async () => {
    const order = await delivered('Trax');
    const payout = { courier: 'Trax' as const, reference: 'TRX-9', orderIds: [order.id], amountReceived: -4700 };
    await expect(recordRemittance(drizzle(env.DB), payout, { id: admin.id, username: 'Owner' })).rejects.toMatchObject({
      status: 400,
      code: 'invalid',
      field: 'amountReceived',
    });
    expect(await cashOf([order.id])).toEqual([{ cash: 'with-courier', remittanceId: null }]);
  });

  it("is the owner's only: staff and shoppers are refused", async () => {
    const staff = await makeUser({ role: 'staff' });
    const order = await delivered('BlueEx');
    expect((await record({ courier: 'BlueEx', reference: 'B', orderIds: [order.id] }, staff.token)).status).toBe(403);
    expect((await request(REMITTANCES.list, { token: staff.token })).status).toBe(403);
    expect((await record({ courier: 'BlueEx', reference: 'B', orderIds: [order.id] }, shopper.token)).status).toBe(403);
    expect((await request(REMITTANCES.list, { token: shopper.token })).status).toBe(403);
  });
});

describe('GET /api/admin/remittances', () => {
  it('lists the payouts newest first with their orders, and what each courier still owes', async () => {
    const first = await delivered('M&P');
    const second = await delivered('M&P');
    const owed = await delivered('M&P');
    await record({ courier: 'M&P', reference: 'MP-1', orderIds: [first.id] });
    await record({ courier: 'M&P', reference: 'MP-2', orderIds: [second.id] });
    const { status, body } = await request(REMITTANCES.list, { token: admin.token });
    expect(status).toBe(200);
    const mine = body.remittances.filter((r) => r.courier === 'M&P');
    expect(mine.map((r) => [r.reference, r.orderIds])).toEqual([
      ['MP-2', [second.id]],
      ['MP-1', [first.id]],
    ]);
    const total = await env.DB.prepare('SELECT total FROM orders WHERE id = ?')
      .bind(owed.id)
      .first<{ total: number }>();
    expect(body.owed.find((o) => o.courier === 'M&P')).toEqual({ courier: 'M&P', orders: 1, amount: total!.total });
  });

  it('pages back through the payouts', async () => {
    for (let i = 0; i < 3; i += 1) {
      const order = await delivered('other');
      await record({ courier: 'other', reference: `OT-${i}`, orderIds: [order.id] });
    }
    const all = (await request(REMITTANCES.list, { token: admin.token })).body.remittances;
    const at = Date.parse(all[1]!.at);
    const seq = await env.DB.prepare('SELECT seq FROM remittances WHERE id = ?')
      .bind(all[1]!._id)
      .first<{ seq: number }>();
    const next = await request(REMITTANCES.list, { token: admin.token, query: `cursor=${at}.${seq!.seq}` });
    expect(next.body.remittances[0]!._id).toBe(all[2]!._id);
    expect((await request(REMITTANCES.list, { token: admin.token, query: 'cursor=nonsense' })).status).toBe(400);
  });
});

describe('GET /api/orders?cash=with-courier', () => {
  it("lists the delivered orders whose cash the courier still holds, one courier's with courier=", async () => {
    const held = await delivered('Leopards');
    const remitted = await delivered('Leopards');
    await record({ courier: 'Leopards', reference: 'LP-9', orderIds: [remitted.id] });
    const { body } = await request(ORDERS.list, { token: admin.token, query: 'cash=with-courier&courier=Leopards' });
    const ids = body.orders.map((order) => order._id);
    expect(ids).toContain(held.id);
    expect(ids).not.toContain(remitted.id);
    expect(body.orders.every((order) => order.cash === 'with-courier' && order.courier === 'Leopards')).toBe(true);
    expect((await request(ORDERS.list, { token: admin.token, query: 'cash=owed' })).status).toBe(400);
  });
});

describe('DELETE /api/admin/remittances/:id', () => {
  const undo = (id: string, token = admin.token) => request(REMITTANCES.undo, { params: { id }, token });

  it('undoes a payout recorded by mistake: its orders are with the courier again, and it can be recorded again', async () => {
    const a = await delivered('Leopards');
    const b = await delivered('Leopards');
    const mistaken = await record({
      courier: 'Leopards',
      reference: 'LP-TYPO',
      orderIds: [a.id, b.id],
      amountReceived: 9,
    });
    const id = mistaken.body.remittance._id;

    expect(await undo(id)).toMatchObject({ status: 200, body: { success: true } });
    expect(await cashOf([a.id, b.id])).toEqual([
      { cash: 'with-courier', remittanceId: null },
      { cash: 'with-courier', remittanceId: null },
    ]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM remittances WHERE id = ?').bind(id).first()).toEqual({
      n: 0,
    });
    const audit = await env.DB.prepare(
      "SELECT target_name AS name, before FROM audit_log WHERE action = 'remittance.undo'",
    ).all<{ name: string; before: string }>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]!.name).toBe('Leopards LP-TYPO');
    expect(JSON.parse(audit.results[0]!.before)).toMatchObject({ reference: 'LP-TYPO', received: 9, orders: 2 });

    const again = await record({ courier: 'Leopards', reference: 'LP-2231', orderIds: [a.id, b.id] });
    expect(again.status).toBe(201);
    expect((await cashOf([a.id])).at(0)).toEqual({ cash: 'remitted', remittanceId: again.body.remittance._id });
  });

  it('answers 404 for a payout undone already or never recorded, and refuses staff and shoppers', async () => {
    const order = await delivered('TCS');
    const { body } = await record({ courier: 'TCS', reference: 'TCS-9', orderIds: [order.id] });
    const staff = await makeUser({ role: 'staff' });
    expect((await undo(body.remittance._id, staff.token)).status).toBe(403);
    expect((await undo(body.remittance._id, shopper.token)).status).toBe(403);
    expect(await cashOf([order.id])).toEqual([{ cash: 'remitted', remittanceId: body.remittance._id }]);
    expect((await undo(body.remittance._id)).status).toBe(200);
    expect(await undo(body.remittance._id)).toMatchObject({ status: 404, body: { success: false, code: 'not_found' } });
    expect((await undo('no-such-payout')).status).toBe(404);
  });
});
