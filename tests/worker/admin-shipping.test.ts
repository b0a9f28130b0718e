import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '#schema/api';
import { COURIER_REQUIRED, TRACKING_REQUIRED } from '#schema/payloads/order-changes';
import { insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';

let admin: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  shopper = await makeUser();
});

const ship = (id: string, body: Record<string, unknown>) =>
  request(ORDERS.changeStatus, { params: { id }, body: { status: 'shipped', ...body }, token: admin.token });

const processing = async () => (await insertOrder({ userId: shopper.id, status: 'processing' })).id;

async function rowOf(id: string) {
  return env.DB.prepare('SELECT status, courier, tracking_number FROM orders WHERE id = ?').bind(id).first();
}

describe('marking an order shipped', () => {
  it('keeps the courier and tracking number, and the shopper reads them on the receipt and in My orders', async () => {
    const id = await processing();
    const { status, body } = await ship(id, { courier: 'PostEx', trackingNumber: ' 2012 3456 789 ' });
    expect(status).toBe(200);
    // Kept without its spaces, so the order filter finds it however it is typed.
    expect(body.order).toMatchObject({ status: 'shipped', courier: 'PostEx', trackingNumber: '20123456789' });
    expect(await rowOf(id)).toEqual({ status: 'shipped', courier: 'PostEx', tracking_number: '20123456789' });
    const receipt = await request(ORDERS.read, { params: { id }, token: shopper.token });
    expect(receipt.body.order).toMatchObject({ courier: 'PostEx', trackingNumber: '20123456789' });
    const mine = await request(ORDERS.list, { token: shopper.token });
    expect(mine.body.orders.find((order) => order._id === id)).toMatchObject({
      courier: 'PostEx',
      trackingNumber: '20123456789',
    });
  });

  it.each([
    [{ trackingNumber: '779404029990' }, COURIER_REQUIRED],
    [{ courier: 'TCS' }, TRACKING_REQUIRED],
    [{ courier: 'TCS', trackingNumber: '   ' }, TRACKING_REQUIRED],
    [{}, COURIER_REQUIRED],
  ])('refuses shipped without both with 400 (%j)', async (sent, message) => {
    const id = await processing();
    const { status, body } = await ship(id, sent);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    expect(await rowOf(id)).toEqual({ status: 'processing', courier: null, tracking_number: null });
  });

  it('refuses a courier that is not on the list, and a tracking number with other characters', async () => {
    const id = await processing();
    expect((await ship(id, { courier: 'DHL', trackingNumber: '1' })).body.message).toBe(
      'Please pick one of the couriers listed.',
    );
    expect((await ship(id, { courier: 'TCS', trackingNumber: '<b>1</b>' })).body.message).toBe(
      'A tracking number has only letters, digits, spaces and dashes.',
    );
    expect((await ship(id, { courier: 'TCS', trackingNumber: '1'.repeat(41) })).status).toBe(400);
  });

  it('refuses a courier sent with any other status', async () => {
    const { id } = await insertOrder({ userId: shopper.id });
    const body = { status: 'processing', courier: 'TCS', trackingNumber: '779404029990' };
    const answer = await request(ORDERS.changeStatus, { params: { id }, body, token: admin.token });
    expect(answer).toMatchObject({
      status: 400,
      body: { success: false, message: 'A courier and tracking number go only with the shipped status.' },
    });
  });

  it('still refuses shipped from pending with 409, courier or not', async () => {
    const { id } = await insertOrder({ userId: shopper.id });
    const { status, body } = await ship(id, { courier: 'TCS', trackingNumber: '779404029990' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'status_change_refused' });
    expect(await rowOf(id)).toEqual({ status: 'pending', courier: null, tracking_number: null });
  });

  it('keeps the courier once delivered', async () => {
    const id = await processing();
    await ship(id, { courier: 'M&P', trackingNumber: 'MP-88' });
    const { body } = await request(ORDERS.changeStatus, {
      params: { id },
      body: { status: 'delivered' },
      token: admin.token,
    });
    expect(body.order).toMatchObject({ status: 'delivered', courier: 'M&P', trackingNumber: 'MP-88' });
  });

  it('is for the admin only, and needs the CSRF header', async () => {
    const id = await processing();
    const body = { status: 'shipped', courier: 'TCS', trackingNumber: '1' };
    const asShopper = await request(ORDERS.changeStatus, { params: { id }, body, token: shopper.token });
    expect(asShopper).toMatchObject({
      status: 403,
      body: { success: false, code: 'staff_only' },
    });
    const noCsrf = await request(ORDERS.changeStatus, { params: { id }, body, token: admin.token, noCsrf: true });
    expect(noCsrf).toMatchObject({ status: 403, body: { success: false, code: 'csrf' } });
    expect(await rowOf(id)).toEqual({ status: 'processing', courier: null, tracking_number: null });
  });
});
