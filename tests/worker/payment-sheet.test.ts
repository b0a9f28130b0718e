/**
 * A courier's payment sheet, brought in as the courier's portal saves it (quoted fields, a byte order mark, CRLF):
 * its rows are matched to the shop's orders by tracking number; the rows paid right become one payout, the ones the
 * shop does not know and the ones paid short or not payable are answered apart and change nothing.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS, REMITTANCES } from '#schema/api';
import { insertOrder } from './admin-fixtures';
import { call, makeUser, request } from './client';

let owner: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
});

/** An order shipped by hand with `courier` under `trackingNumber` and delivered; its cash is then with the courier. */
async function delivered(courier: string, trackingNumber: string) {
  const order = await insertOrder({ userId: owner.id, status: 'processing' });
  for (const body of [{ status: 'shipped', courier, trackingNumber }, { status: 'delivered' }]) {
    expect((await request(ORDERS.changeStatus, { params: { id: order.id }, body, token: owner.token })).status).toBe(
      200,
    );
  }
  const row = await env.DB.prepare('SELECT total FROM orders WHERE id = ?').bind(order.id).first<{ total: number }>();
  return { ...order, total: row!.total };
}

const bringIn = (body: Record<string, unknown>, token = owner.token) => request(REMITTANCES.import, { token, body });

const cashOf = async (id: string) =>
  env.DB.prepare('SELECT cash FROM orders WHERE id = ?').bind(id).first<{ cash: string }>();

describe('POST /api/admin/remittances/import', () => {
  it('records the rows paid right as one payout and answers the unknown and short-paid ones apart', async () => {
    const right = await delivered('PostEx', 'PX5001');
    const short = await delivered('PostEx', 'PX5002');
    const csv =
      '\uFEFF"CN #",Customer,COD Amount,Delivery Charges,COD Fee,Net Amount,CPR Number\r\n' +
      `PX 5001,"Khan, Ayesha",${right.total},200,50,"${(right.total - 250).toLocaleString('en-US')}",CPR-9\r\n` +
      `PX5002,Bilal,${short.total},200,50,${short.total - 350},CPR-9\r\n` +
      `PX9999,Stranger,1000,200,50,750,CPR-9\r\n` +
      ',Total,,,,,\r\n';
    const { status, body } = await bringIn({ courier: 'PostEx', csv });
    expect(status).toBe(201);
    const charges = [
      { kind: 'delivery', amount: 200 },
      { kind: 'cod-fee', amount: 50 },
    ];
    expect(body.matched).toEqual([
      {
        line: 2,
        trackingNumber: 'PX5001',
        paid: right.total - 250,
        charges,
        orderId: right.id,
        displayOrderId: right.displayOrderId,
        expected: right.total - 250,
      },
    ]);
    expect(body.unmatched).toEqual([{ line: 4, trackingNumber: 'PX9999', paid: 750, charges }]);
    expect(body.mismatched).toEqual([
      {
        line: 3,
        trackingNumber: 'PX5002',
        paid: short.total - 350,
        charges,
        orderId: short.id,
        displayOrderId: short.displayOrderId,
        expected: short.total - 250,
        problem: 'amount',
      },
    ]);
    expect(body.remittance).toMatchObject({
      courier: 'PostEx',
      reference: 'CPR-9',
      total: right.total,
      amountReceived: right.total - 250,
      charges,
      short: 0,
      orderIds: [right.id],
      by: 'Owner',
    });
    expect(await cashOf(right.id)).toEqual({ cash: 'remitted' });
    expect(await cashOf(short.id)).toEqual({ cash: 'with-courier' });

    // The same sheet again records nothing: its paid row is already remitted.
    const again = await bringIn({ courier: 'PostEx', csv });
    expect(again.status).toBe(200);
    expect(again.body.remittance).toBeNull();
    expect(again.body.matched).toEqual([]);
    expect(again.body.mismatched.map((row) => [row.trackingNumber, row.problem])).toEqual([
      ['PX5001', 'already-remitted'],
      ['PX5002', 'amount'],
    ]);
  });

  it("reads Leopards' field names, working out what was paid from the cash collected less the charges", async () => {
    const paid = await delivered('Leopards', 'LE7001');
    const notYet = await insertOrder({ userId: owner.id, status: 'processing' });
    const ship = { status: 'shipped', courier: 'Leopards', trackingNumber: 'LE7002' };
    await request(ORDERS.changeStatus, { params: { id: notYet.id }, body: ship, token: owner.token });
    const other = await delivered('PostEx', 'PX7003');
    const csv =
      'booked_packet_cn,collect_amount,Return Charges,invoice_cheque_no\n' +
      `le7001,Rs ${paid.total}.00,,CHQ-1\n` +
      'LE7002,1500,,CHQ-1\n' +
      'PX7003,1500,,CHQ-1\n';
    const { status, body } = await bringIn({ courier: 'Leopards', csv, reference: 'Leopards week 48' });
    expect(status).toBe(201);
    expect(body.matched.map((row) => row.orderId)).toEqual([paid.id]);
    expect(body.mismatched.map((row) => [row.orderId, row.problem])).toEqual([
      [notYet.id, 'not-delivered'],
      [other.id, 'other-courier'],
    ]);
    expect(body.remittance).toMatchObject({ reference: 'Leopards week 48', amountReceived: paid.total, charges: [] });
  });

  it('says a row for a parcel that came back to the shop is returned, not undelivered yet', async () => {
    const back = await delivered('Leopards', 'LE7101');
    const refused = { status: 'returned', returnReason: 'customer-return', restock: true };
    expect(
      (await request(ORDERS.changeStatus, { params: { id: back.id }, body: refused, token: owner.token })).status,
    ).toBe(200);
    const { body } = await bringIn({
      courier: 'Leopards',
      csv: `booked_packet_cn,collect_amount\nLE7101,${back.total}\n`,
    });
    expect(body.mismatched.map((row) => [row.orderId, row.problem])).toEqual([[back.id, 'returned']]);
    expect(body.remittance).toBeNull();
  });

  it('never records a negative or impossible amount: such a row is unreadable, and a reference is kept on one line', async () => {
    const negative = await delivered('PostEx', 'PX8101');
    const enormous = await delivered('PostEx', 'PX8102');
    const right = await delivered('PostEx', 'PX8103');
    const csv =
      'CN #,Net Amount,Delivery Charges,CPR Number\n' +
      `PX8101,-4700,5000,"CPR-1\r\nX\u202e\u200b"\n` +
      `PX8102,-1e20,1e20,"CPR-1\r\nX\u202e\u200b"\n` +
      `PX8103,${right.total - 200},200,"CPR-1\r\nX\u202e\u200b"\n`;
    const { status, body } = await bringIn({ courier: 'PostEx', csv });
    expect(status).toBe(201);
    expect(body.mismatched.map((row) => [row.orderId, row.problem])).toEqual([
      [negative.id, 'unreadable-amount'],
      [enormous.id, 'unreadable-amount'],
    ]);
    expect(body.matched.map((row) => row.orderId)).toEqual([right.id]);
    expect(body.remittance).toMatchObject({ reference: 'CPR-1 X', amountReceived: right.total - 200 });
    expect(await cashOf(negative.id)).toEqual({ cash: 'with-courier' });
    expect(await cashOf(enormous.id)).toEqual({ cash: 'with-courier' });
  });

  it('answers a dry run without recording anything', async () => {
    const order = await delivered('PostEx', 'PX8001');
    const csv = `Tracking Number,Amount\nPX8001,${order.total}\n`;
    const { status, body } = await bringIn({ courier: 'PostEx', csv, dryRun: true });
    expect(status).toBe(200);
    expect(body.remittance).toBeNull();
    expect(body.matched.map((row) => row.orderId)).toEqual([order.id]);
    expect(await cashOf(order.id)).toEqual({ cash: 'with-courier' });
  });

  it('takes a sheet larger than the API’s 16 KB of JSON', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => `ZZ${100000 + i},1000\r\n`).join('');
    const { status, body } = await bringIn({ courier: 'PostEx', csv: `CN,Amount\r\n${rows}`, dryRun: true });
    expect(status).toBe(200);
    expect(body.unmatched).toHaveLength(1500);
  });

  it.each([
    ['Customer,Amount\nA,100\n', 'sheet_no_tracking_column'],
    ['CN,Customer\nPX1,A\n', 'sheet_no_amount_column'],
    ['CN,Amount\n', 'sheet_no_parcels'],
  ])('refuses a sheet it cannot read (400 on csv: %j, %s)', async (csv, code) => {
    expect(await bringIn({ courier: 'PostEx', csv })).toMatchObject({
      status: 400,
      body: { success: false, code, field: 'csv' },
    });
  });

  it("is JSON only, and the owner's only", async () => {
    const path = '/api/admin/remittances/import';
    const asText = await call(path, {
      method: 'POST',
      token: owner.token,
      body: 'CN,Amount\nPX1,100\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(asText.status).toBe(415);
    const staff = await makeUser({ role: 'staff' });
    expect((await bringIn({ courier: 'PostEx', csv: 'CN,Amount\nPX1,1\n' }, staff.token)).status).toBe(403);
  });
});
