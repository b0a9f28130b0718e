/**
 * A named courier's tracking number ships one order of either kind: typed by hand on a second order it is refused
 * beside its field, naming the order that holds it, so a payment sheet never credits the wrong order and no shopper
 * follows another's parcel. The shop's own rider may reuse a word. A database that already holds a number twice has
 * its payment sheet row credited to the order delivered with its cash with that courier.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { OILS_ORDERS, ORDERS, REMITTANCES } from '#schema/api';
import { insertOilsOrders, insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';

let owner: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  shopper = await makeUser();
});

const ship = (id: string, courier: string, trackingNumber: string) =>
  request(ORDERS.changeStatus, {
    params: { id },
    body: { status: 'shipped', courier, trackingNumber },
    token: owner.token,
  });
const shipOils = (id: string, courier: string, trackingNumber: string) =>
  request(OILS_ORDERS.changeStatus, {
    params: { id },
    body: { status: 'shipped', courier, trackingNumber },
    token: owner.token,
  });
const statusOf = async (id: string) =>
  (await env.DB.prepare('SELECT status, tracking_number FROM orders WHERE id = ?').bind(id).first())!;

describe('a tracking number typed by hand', () => {
  it('is refused on a second order with the same courier, beside its field, naming the order that holds it', async () => {
    const first = await insertOrder({ userId: shopper.id, status: 'processing' });
    const second = await insertOrder({ userId: shopper.id, status: 'processing' });
    expect((await ship(first.id, 'PostEx', '41535063000537')).status).toBe(200);

    const refused = await ship(second.id, 'PostEx', ' 4153 5063 000537 ');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'tracking_number_taken',
      field: 'trackingNumber',
      message: `Tracking number 41535063000537 is already on order ${first.displayOrderId} (PostEx). Please check it.`,
      holder: first.displayOrderId,
    });
    expect(await statusOf(second.id)).toEqual({ status: 'processing', tracking_number: null });
  });

  it('is refused on an oils order when a perfume order ships under it, and the other way round', async () => {
    const perfume = await insertOrder({ userId: shopper.id, status: 'processing' });
    const [oils, laterOils] = await insertOilsOrders(shopper.id, 2, Date.now(), 1000, 'processing');
    expect((await ship(perfume.id, 'Leopards', 'LE7001')).status).toBe(200);
    const onOils = await shipOils(oils!, 'Leopards', 'le7001');
    expect(onOils.status).toBe(409);
    expect(onOils.body).toMatchObject({
      code: 'tracking_number_taken',
      field: 'trackingNumber',
      holder: perfume.displayOrderId,
    });
    expect(onOils.body.message).toContain(perfume.displayOrderId);

    expect((await shipOils(laterOils!, 'Leopards', 'LE7002')).status).toBe(200);
    const onPerfume = await ship(
      (await insertOrder({ userId: shopper.id, status: 'processing' })).id,
      'Leopards',
      'LE7002',
    );
    expect(onPerfume.body).toMatchObject({ code: 'tracking_number_taken', message: expect.stringMatching(/OIL-\d+/) });
  });

  it('is the same number with or without its dashes, with the same courier', async () => {
    const first = await insertOrder({ userId: shopper.id, status: 'processing' });
    expect((await ship(first.id, 'Leopards', 'LE12345678')).status).toBe(200);
    const second = await insertOrder({ userId: shopper.id, status: 'processing' });
    const refused = await ship(second.id, 'Leopards', 'LE-1234-5678');
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'tracking_number_taken', field: 'trackingNumber', holder: first.displayOrderId },
    });
    expect(await statusOf(second.id)).toEqual({ status: 'processing', tracking_number: null });

    const dashedFirst = await insertOrder({ userId: shopper.id, status: 'processing' });
    expect((await ship(dashedFirst.id, 'TCS', 'tc-5566-7788')).status).toBe(200);
    expect(await statusOf(dashedFirst.id)).toEqual({ status: 'shipped', tracking_number: 'TC-5566-7788' });
    const undashed = await ship(second.id, 'TCS', 'TC55667788');
    expect(undashed.body).toMatchObject({ code: 'tracking_number_taken', holder: dashedFirst.displayOrderId });
  });

  it('is a small-letter number kept before numbers were kept in capitals', async () => {
    const old = await insertOrder({ userId: shopper.id, status: 'shipped' });
    await env.DB.prepare("UPDATE orders SET courier = 'TCS', tracking_number = 'tcs88aa' WHERE id = ?")
      .bind(old.id)
      .run();
    const order = await insertOrder({ userId: shopper.id, status: 'processing' });
    expect((await ship(order.id, 'TCS', 'TCS88AA')).body).toMatchObject({ code: 'tracking_number_taken' });
  });

  it('is taken with another courier, and by the shop’s own rider on many orders', async () => {
    const processing = () => insertOrder({ userId: shopper.id, status: 'processing' });
    const [a, b, c] = [await processing(), await processing(), await processing()];
    expect((await ship(a.id, 'TCS', 'SAME123')).status).toBe(200);
    expect((await ship(b.id, 'Trax', 'SAME123')).status).toBe(200);
    expect((await ship(c.id, 'other', 'RIDER')).status).toBe(200);
    const d = await insertOrder({ userId: shopper.id, status: 'processing' });
    expect((await ship(d.id, 'other', 'RIDER')).status).toBe(200);
  });

  it('ships one of two orders given one number at the same moment', async () => {
    const a = await insertOrder({ userId: shopper.id, status: 'processing' });
    const b = await insertOrder({ userId: shopper.id, status: 'processing' });
    const answers = await Promise.all([ship(a.id, 'BlueEx', 'BX123456'), ship(b.id, 'BlueEx', 'BX123456')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe('a payment sheet that writes a number with dashes its order keeps without', () => {
  it('credits the order holding the number, dashes aside', async () => {
    const delivered = await insertOrder({ userId: shopper.id, status: 'processing' });
    expect((await ship(delivered.id, 'Leopards', 'LE90011223')).status).toBe(200);
    const body = { status: 'delivered' };
    expect(
      (await request(ORDERS.changeStatus, { params: { id: delivered.id }, body, token: owner.token })).status,
    ).toBe(200);
    const { total } = (await env.DB.prepare('SELECT total FROM orders WHERE id = ?')
      .bind(delivered.id)
      .first<{ total: number }>())!;
    const csv = `CN #,COD Amount,Net Amount\nLE-9001-1223,${total},${total}\n`;
    const imported = await request(REMITTANCES.import, {
      token: owner.token,
      body: { courier: 'Leopards', csv, dryRun: true },
    });
    expect(imported.body).toMatchObject({ matched: [{ orderId: delivered.id, trackingNumber: 'LE-9001-1223' }] });
    expect(imported.body.unmatched).toEqual([]);
  });
});

describe('a payment sheet where two orders already hold one number', () => {
  it('credits the order delivered with its cash with that courier', async () => {
    const delivered = await insertOrder({ userId: shopper.id, status: 'processing' });
    expect((await ship(delivered.id, 'PostEx', '90000000000777')).status).toBe(200);
    const body = { status: 'delivered' };
    expect(
      (await request(ORDERS.changeStatus, { params: { id: delivered.id }, body, token: owner.token })).status,
    ).toBe(200);
    // Another order typed under the same number before the shop refused it, read after the delivered one.
    const stray = await insertOrder({ userId: shopper.id, status: 'shipped' });
    await env.DB.prepare("UPDATE orders SET courier = 'PostEx', tracking_number = '90000000000777' WHERE id = ?")
      .bind(stray.id)
      .run();
    const { total } = (await env.DB.prepare('SELECT total FROM orders WHERE id = ?')
      .bind(delivered.id)
      .first<{ total: number }>())!;

    const csv = `CN #,COD Amount,Net Amount\n90000000000777,${total},${total}\n`;
    const imported = await request(REMITTANCES.import, { token: owner.token, body: { courier: 'PostEx', csv } });
    expect(imported.status).toBe(201);
    expect(imported.body.matched).toMatchObject([{ orderId: delivered.id }]);
    expect(imported.body.mismatched).toEqual([]);
  });
});
