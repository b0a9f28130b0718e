/**
 * A booking the courier never answered, settled by the sync asking the courier: a parcel it did make ships its
 * order, or is cancelled at the courier when the order was cancelled meanwhile; none frees the order to be booked with
 * another courier.
 */
import { env } from 'cloudflare:test';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_BOOKINGS, ADMIN_COURIERS, ORDERS } from '#schema/api';
import { insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';
import { connectedAccount, nextCall, parcelsOf, type MerchantAccount } from './courier-stand-ins';

let owner: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;
let postex: MerchantAccount;
let leopards: MerchantAccount;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  shopper = await makeUser();
  postex = await connectedAccount('postex', owner.token);
  leopards = await connectedAccount('leopards', owner.token);
});

const book = (id: string, courier: 'postex' | 'leopards') =>
  request(ADMIN_BOOKINGS.book, { params: { id }, body: { courier }, token: owner.token });
const sync = () => request(ADMIN_COURIERS.sync, { body: {}, token: owner.token });
const read = async (id: string) => (await request(ORDERS.read, { params: { id }, token: owner.token })).body.order;
const attempts = async (id: string) =>
  (await env.DB.prepare('SELECT state FROM courier_bookings WHERE order_id = ?').bind(id).all()).results;

/** An order whose PostEx booking timed out: PostEx made the parcel, the shop never heard. */
async function timedOut() {
  const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
  await nextCall('postex', postex, 'timeout', 4000);
  expect((await book(order.id, 'postex')).body).toMatchObject({ code: 'courier_unreachable' });
  const [parcel] = (await parcelsOf('postex', postex)).filter((held) => held.reference === order.displayOrderId);
  expect(parcel).toBeDefined();
  return { order, parcel: parcel! };
}

it('ships an order still waiting with the parcel the courier made, by the courier', async () => {
  const { order, parcel } = await timedOut();
  expect((await sync()).status).toBe(200);
  const shipped = await read(order.id);
  expect(shipped).toMatchObject({ status: 'shipped', courier: 'PostEx', trackingNumber: parcel.trackingNumber });
  expect(shipped.timeline?.at(-1)).toMatchObject({ status: 'shipped', by: { role: 'courier', name: 'PostEx' } });
  expect(await attempts(order.id)).toEqual([{ state: 'booked' }]);
});

it('cancels at the courier the parcel of an order cancelled meanwhile, so no rider comes for it', async () => {
  const { order, parcel } = await timedOut();
  const cancelled = await request(ORDERS.changeStatus, {
    params: { id: order.id },
    body: { status: 'cancelled' },
    token: owner.token,
  });
  expect(cancelled.status).toBe(200);
  expect((await sync()).status).toBe(200);
  const held = (await parcelsOf('postex', postex)).find((one) => one.trackingNumber === parcel.trackingNumber);
  expect(held!.status).toMatch(/cancel/i);
  expect(await attempts(order.id)).toEqual([]);
  expect((await read(order.id)).status).toBe('cancelled');
});

it('forgets an attempt the courier has no parcel for, so the order can go with another courier', async () => {
  const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
  await nextCall('leopards', leopards, 'down');
  // Each names the courier that did not answer and what it was asked, for the console to say in its language.
  expect((await book(order.id, 'leopards')).body).toMatchObject({
    code: 'courier_unreachable',
    silence: { courier: 'Leopards', step: 'book' },
  });
  const locked = await book(order.id, 'postex');
  expect(locked.body).toMatchObject({ code: 'booking_unanswered', silence: { courier: 'Leopards', step: 'book' } });
  expect(locked.body.message).toMatch(/Sync now/);

  expect((await sync()).status).toBe(200);
  expect(await attempts(order.id)).toEqual([]);
  expect((await book(order.id, 'postex')).status).toBe(201);
  expect((await read(order.id)).courier).toBe('PostEx');
});
