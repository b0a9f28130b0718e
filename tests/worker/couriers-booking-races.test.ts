/**
 * What lands while a courier is booking an order's parcel: an edit is refused, so the parcel carries the order as it
 * ships; a cancellation is not (the shopper's link does not wait), and the parcel it leaves at the courier is
 * cancelled there, at once or by the next sync.
 */
import { env } from 'cloudflare:test';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_BOOKINGS, ADMIN_COURIERS, ORDERS } from '#schema/api';
import { BOOKING_IN_PROGRESS } from '../../worker/couriers/booking';
import { insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';
import { connectedAccount, nextCall, parcelsOf, type MerchantAccount } from './courier-stand-ins';

let owner: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;
let postex: MerchantAccount;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  shopper = await makeUser();
  postex = await connectedAccount('postex', owner.token);
  await connectedAccount('leopards', owner.token);
});

/** The courier takes this long to answer a booking; what the test does meanwhile lands while it books. */
const BOOKING_MS = 1500;
const whileBooking = () => new Promise((done) => setTimeout(done, 400));

const read = async (id: string) => (await request(ORDERS.read, { params: { id }, token: owner.token })).body.order!;
const attempts = async (id: string) =>
  (await env.DB.prepare('SELECT state FROM courier_bookings WHERE order_id = ?').bind(id).all()).results;
const parcelFor = async (reference: string) =>
  (await parcelsOf('postex', postex)).filter((held) => held.reference === reference);

/** A booking with PostEx, which answers slowly, started and left running. */
async function slowBooking(id: string) {
  await nextCall('postex', postex, 'slow', BOOKING_MS);
  const booking = request(ADMIN_BOOKINGS.book, { params: { id }, body: { courier: 'postex' }, token: owner.token });
  await whileBooking();
  // In an object: an async function returning the promise itself would wait for it.
  return { booking };
}

it('refuses an edit while the courier books, so the parcel carries the amount and address the order ships with', async () => {
  const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Lahore' });
  const before = await read(order.id);
  const { booking } = await slowBooking(order.id);
  const edit = await request(ORDERS.change, {
    params: { id: order.id },
    body: {
      version: before.version,
      shippingAddress: { address: 'New House 99', city: 'Karachi' },
      lines: [{ productId: 'rawayat', quantity: 3 }],
    },
    token: owner.token,
  });
  expect(edit.status).toBe(409);
  expect(edit.body).toMatchObject({ code: 'booking_in_progress' });

  expect((await booking).status).toBe(201);
  const shipped = await read(order.id);
  const [parcel] = await parcelFor(order.displayOrderId);
  expect(shipped).toMatchObject({
    status: 'shipped',
    shippingAddress: { city: 'Lahore' },
    totalPrice: before.totalPrice,
  });
  expect(parcel).toMatchObject({ city: 'Lahore', codAmount: before.totalPrice });
});

it('asks a second admin booking with another courier to wait while the first courier is still answering', async () => {
  const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Lahore' });
  const { booking } = await slowBooking(order.id);
  const second = await request(ADMIN_BOOKINGS.book, {
    params: { id: order.id },
    body: { courier: 'leopards' },
    token: owner.token,
  });
  expect(second.status).toBe(409);
  expect(second.body).toMatchObject({ code: 'booking_in_progress', message: BOOKING_IN_PROGRESS });

  expect((await booking).status).toBe(201);
  expect(await read(order.id)).toMatchObject({ status: 'shipped', courier: 'PostEx' });
});

it('refuses an edit while a booking the courier never answered may have left a parcel, until the sync settles it', async () => {
  const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Lahore' });
  const before = await read(order.id);
  await nextCall('postex', postex, 'down');
  await request(ADMIN_BOOKINGS.book, { params: { id: order.id }, body: { courier: 'postex' }, token: owner.token });
  const edit = () =>
    request(ORDERS.change, {
      params: { id: order.id },
      body: { version: before.version, shippingAddress: { city: 'Karachi' } },
      token: owner.token,
    });
  // Taken for dead once the attempt's lease has run out, as one the courier left unanswered a minute ago.
  await env.DB.prepare('UPDATE courier_bookings SET attempt_at = 0 WHERE order_id = ?').bind(order.id).run();
  const refused = await edit();
  expect(refused.body).toMatchObject({ code: 'booking_unanswered', silence: { courier: 'PostEx', step: 'change' } });
  expect(refused.body.message).toMatch(/Sync now/);

  expect((await request(ADMIN_COURIERS.sync, { body: {}, token: owner.token })).status).toBe(200);
  expect((await edit()).status).toBe(200);
  expect((await read(order.id)).shippingAddress.city).toBe('Karachi');
});

it('cancels at the courier the parcel of an order the shopper cancelled while it was being booked', async () => {
  const order = await insertOrder({ userId: shopper.id, status: 'pending' });
  const { booking } = await slowBooking(order.id);
  const cancelled = await request(ORDERS.cancel, { params: { id: order.id }, body: {}, token: shopper.token });
  expect(cancelled.status).toBe(200);

  const refused = await booking;
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ code: 'booking_withdrawn' });
  const [parcel] = await parcelFor(order.displayOrderId);
  expect(refused.body.message).toBe(
    `This order was cancelled while PostEx was booking it, so PostEx has cancelled its parcel ${parcel!.trackingNumber}.`,
  );
  expect(parcel!.status).toMatch(/cancel/i);
  expect(await attempts(order.id)).toEqual([]);
  expect(await read(order.id)).toMatchObject({ status: 'cancelled', trackingNumber: null });
});

it('leaves the parcel to the sync to cancel when the courier cannot cancel it at once', async () => {
  const order = await insertOrder({ userId: shopper.id, status: 'pending' });
  const { booking } = await slowBooking(order.id);
  // The courier is down by the time the shop asks it to cancel.
  await nextCall('postex', postex, 'down');
  expect((await request(ORDERS.cancel, { params: { id: order.id }, body: {}, token: shopper.token })).status).toBe(200);

  const refused = await booking;
  expect(refused.body).toMatchObject({ code: 'booking_withdrawn' });
  expect(refused.body.message).toMatch(/could not cancel its parcel \d+ now: the next sync cancels it\.$/);
  const [parcel] = await parcelFor(order.displayOrderId);
  expect(parcel!.status).not.toMatch(/cancel/i);
  expect(await attempts(order.id)).toEqual([{ state: 'booking' }]);

  expect((await request(ADMIN_COURIERS.sync, { body: {}, token: owner.token })).status).toBe(200);
  expect((await parcelFor(order.displayOrderId))[0]!.status).toMatch(/cancel/i);
  expect(await attempts(order.id)).toEqual([]);
  expect((await read(order.id)).status).toBe('cancelled');
});
