/**
 * A courier's booking answered with a tracking number another order already has: refused as the courier's mistake
 * (422 courier_refused, saying which order has it), the order unchanged, the other order's parcel left alone at the
 * courier, and the attempt left unsure rather than locked, so booking again asks the courier at once and the sync
 * leaves it for the courier to correct.
 */
import { env } from 'cloudflare:test';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_BOOKINGS, ADMIN_COURIERS, ORDERS } from '#schema/api';
import { insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';
import { connectedAccount, nextNumber, parcelsOf, type MerchantAccount } from './courier-stand-ins';

let owner: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;
let postex: MerchantAccount;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  shopper = await makeUser();
  postex = await connectedAccount('postex', owner.token);
});

const book = (id: string) =>
  request(ADMIN_BOOKINGS.book, { params: { id }, body: { courier: 'postex' }, token: owner.token });
const read = async (id: string) => (await request(ORDERS.read, { params: { id }, token: owner.token })).body.order!;
const attemptOf = async (id: string) =>
  env.DB.prepare('SELECT state, tracking_number, attempt_at FROM courier_bookings WHERE order_id = ?').bind(id).first();

/** An order shipped by hand with PostEx under `trackingNumber`. */
async function shippedByHand(trackingNumber: string) {
  const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
  const body = { status: 'shipped', courier: 'PostEx', trackingNumber };
  expect((await request(ORDERS.changeStatus, { params: { id: order.id }, body, token: owner.token })).status).toBe(200);
  return order;
}

it('refuses a booking PostEx answers with a number another order ships under, leaving both orders as they were', async () => {
  const holder = await shippedByHand('41535063000537');
  const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Lahore' });
  await nextNumber('postex', postex, '41535063000537');

  const refused = await book(order.id);
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({
    code: 'courier_refused',
    message: `PostEx booked the parcel under tracking number 41535063000537, which order ${holder.displayOrderId} already has: ask PostEx to correct it, then book again.`,
    courier: {
      courier: 'PostEx',
      why: 'tracking_number_taken',
      trackingNumber: '41535063000537',
      order: holder.displayOrderId,
    },
  });
  expect(await read(order.id)).toMatchObject({ status: 'processing', trackingNumber: null });
  expect(await read(holder.id)).toMatchObject({ status: 'shipped', trackingNumber: '41535063000537' });
  // PostEx holds a parcel under this order's reference: the attempt stays, unsure, and nothing is cancelled there.
  expect(await attemptOf(order.id)).toEqual({ state: 'booking', tracking_number: null, attempt_at: 0 });
  const [parcel] = (await parcelsOf('postex', postex)).filter((held) => held.reference === order.displayOrderId);
  expect(parcel!.status).not.toMatch(/cancel/i);

  // Booking again asks PostEx at once (no lock to wait out), which still names that number.
  const again = await book(order.id);
  expect(again.status).toBe(422);
  expect(again.body).toMatchObject({ code: 'courier_refused', courier: { why: 'tracking_number_taken' } });

  // The sync asks too, and leaves it for PostEx to correct.
  const synced = await request(ADMIN_COURIERS.sync, { body: {}, token: owner.token });
  expect(synced.status).toBe(200);
  expect(synced.body.synced.find((one) => one.courier === 'postex')).toMatchObject({ error: null });
  expect(await attemptOf(order.id)).toMatchObject({ state: 'booking', tracking_number: null });
  expect(await read(order.id)).toMatchObject({ status: 'processing', trackingNumber: null });
});

it('refuses a number PostEx gave another order it booked, as one of a bulk booking', async () => {
  const first = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
  const booked = await book(first.id);
  expect(booked.status).toBe(201);
  const { trackingNumber } = booked.body.booking!;
  const second = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
  await nextNumber('postex', postex, trackingNumber);

  const bulk = await request(ADMIN_BOOKINGS.bookMany, {
    body: { courier: 'postex', orderIds: [second.id] },
    token: owner.token,
  });
  expect(bulk.status).toBe(200);
  expect(bulk.body.results).toMatchObject([
    {
      orderId: second.id,
      outcome: 'refused',
      courier: { why: 'tracking_number_taken', trackingNumber, order: first.displayOrderId },
    },
  ]);
  expect(await read(second.id)).toMatchObject({ status: 'processing', trackingNumber: null });
  expect(await read(first.id)).toMatchObject({ status: 'shipped', trackingNumber });
  expect(await attemptOf(first.id)).toMatchObject({ state: 'booked', tracking_number: trackingNumber });
});
