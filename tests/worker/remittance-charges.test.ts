/**
 * A courier pays net of what it keeps back: the payout records what reached the shop and the charges beside the
 * orders' cash, keeps any gap as a short payment, lists them back, and the dashboard sums the 30 days' charges.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD, ORDERS, REMITTANCES } from '#schema/api';
import { DAY_MS } from '../../worker/dashboard/figures';
import { insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';
import { db } from './fixtures';
import { remittances } from '#schema/tables';

let owner: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  shopper = await makeUser();
});

async function delivered(courier: string) {
  const order = await insertOrder({ userId: shopper.id, status: 'processing' });
  const ship = { status: 'shipped', courier, trackingNumber: `CN${order.id.slice(0, 8)}` };
  expect(
    (await request(ORDERS.changeStatus, { params: { id: order.id }, body: ship, token: owner.token })).status,
  ).toBe(200);
  const done = { status: 'delivered' };
  expect(
    (await request(ORDERS.changeStatus, { params: { id: order.id }, body: done, token: owner.token })).status,
  ).toBe(200);
  const row = await env.DB.prepare('SELECT total FROM orders WHERE id = ?').bind(order.id).first<{ total: number }>();
  return { id: order.id, total: row!.total };
}

const record = (body: Record<string, unknown>, token = owner.token) => request(REMITTANCES.record, { token, body });

describe('a payout with what reached the shop and what the courier kept back', () => {
  it('records the amount received and the charges; when they add up to the cash, nothing is short', async () => {
    const a = await delivered('PostEx');
    const b = await delivered('PostEx');
    const cash = a.total + b.total;
    const charges = [
      { kind: 'delivery', amount: 300 },
      { kind: 'cod-fee', amount: 80 },
    ];
    const { status, body } = await record({
      courier: 'PostEx',
      reference: 'CPR-1',
      orderIds: [a.id, b.id],
      amountReceived: cash - 380,
      charges,
    });
    expect(status).toBe(201);
    expect(body.remittance).toMatchObject({ total: cash, amountReceived: cash - 380, charges, short: 0 });
    const listed = (await request(REMITTANCES.list, { token: owner.token })).body.remittances;
    expect(listed.find((r) => r._id === body.remittance._id)).toMatchObject({
      total: cash,
      amountReceived: cash - 380,
      charges,
      short: 0,
    });
  });

  it('keeps a payout that does not add up, and says how much it is short', async () => {
    const a = await delivered('Leopards');
    const { status, body } = await record({
      courier: 'Leopards',
      reference: 'LP-7',
      orderIds: [a.id],
      amountReceived: a.total - 500,
      charges: [{ kind: 'delivery', amount: 200 }],
    });
    expect(status).toBe(201);
    expect(body.remittance).toMatchObject({ total: a.total, amountReceived: a.total - 500, short: 300 });
    expect(
      await env.DB.prepare('SELECT amount_received AS received, charges FROM remittances WHERE id = ?')
        .bind(body.remittance._id)
        .first(),
    ).toEqual({ received: a.total - 500, charges: '[{"kind":"delivery","amount":200}]' });
  });

  it('takes a payout from a client that sends neither as paid in full', async () => {
    const a = await delivered('TCS');
    const { body } = await record({ courier: 'TCS', reference: 'TCS-1', orderIds: [a.id] });
    expect(body.remittance).toMatchObject({ total: a.total, amountReceived: a.total, charges: [], short: 0 });
  });

  it.each([
    [{ amountReceived: -1 }, 'amountReceived'],
    [{ amountReceived: 10.5 }, 'amountReceived'],
    [{ charges: [{ kind: 'tax', amount: 5 }] }, 'charges'],
    [{ charges: [{ kind: 'delivery', amount: -5 }] }, 'charges'],
  ])('refuses figures that cannot be money (400 on %j)', async (extra, field) => {
    expect(await record({ courier: 'TCS', reference: 'X', orderIds: ['a'], ...extra })).toMatchObject({
      status: 400,
      body: { success: false, field: expect.stringMatching(new RegExp(`^${field}`)) },
    });
  });
});

describe("the dashboard's charges", () => {
  it("sums the 30 days' charges by kind and the short payments, for the owner only", async () => {
    // A payout recorded straight in the table 40 days ago: out of the 30 days.
    await db.insert(remittances).values({
      id: 'r-40',
      courier: 'TCS',
      reference: 'TCS-40',
      total: 7000,
      amountReceived: 6000,
      charges: [{ kind: 'return', amount: 1000 }],
      at: Date.now() - 40 * DAY_MS,
      by: owner.id,
    });
    const a = await delivered('BlueEx');
    await record({
      courier: 'BlueEx',
      reference: 'BX-1',
      orderIds: [a.id],
      amountReceived: a.total - 450,
      charges: [
        { kind: 'return', amount: 150 },
        { kind: 'delivery', amount: 100 },
      ],
    });
    const { body } = await request(DASHBOARD.read, { token: owner.token });
    // The payouts above: 380 (delivery 300, COD fee 80), 200 short by 300, nothing, and 250 short by 200.
    expect(body.cod.charges30Days).toEqual({
      amount: 830,
      byKind: [
        { kind: 'delivery', amount: 600 },
        { kind: 'cod-fee', amount: 80 },
        { kind: 'return', amount: 150 },
        { kind: 'other', amount: 0 },
      ],
      short: 500,
      over: 0,
    });
    const staff = await makeUser({ role: 'staff' });
    const staffView = (await request(DASHBOARD.read, { token: staff.token })).body;
    expect(staffView.cod).not.toHaveProperty('charges30Days');
  });

  it('sums what one courier paid short and another paid over apart, never one against the other', async () => {
    const before = (await request(DASHBOARD.read, { token: owner.token })).body.cod.charges30Days!;
    const short = await delivered('M&P');
    const over = await delivered('Trax');
    await record({ courier: 'M&P', reference: 'MP-1', orderIds: [short.id], amountReceived: short.total - 199 });
    await record({ courier: 'Trax', reference: 'TX-1', orderIds: [over.id], amountReceived: over.total + 199 });
    const after = (await request(DASHBOARD.read, { token: owner.token })).body.cod.charges30Days!;
    expect({ short: after.short - before.short, over: after.over - before.over }).toEqual({ short: 199, over: 199 });
  });
});
