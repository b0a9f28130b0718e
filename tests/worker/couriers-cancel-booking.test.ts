/**
 * Cancelling a booking (DELETE /api/admin/orders/{id}/booking): while the courier still allows it, the courier
 * cancels the parcel and the order is back to processing with no courier or tracking number, ready to book again.
 * A parcel the shop has as delivered, or one the courier has already picked up, is refused and nothing changes.
 */
import { env } from 'cloudflare:test';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_BOOKINGS, ADMIN_COURIERS, OILS_ORDERS, ORDERS } from '#schema/api';
import { insertOilsOrders, insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';
import { merchantAccount, moveParcel, nextCall, parcelsOf, type MerchantAccount } from './courier-stand-ins';

let owner: Awaited<ReturnType<typeof makeUser>>;
let staff: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;
const accounts = {} as Record<'postex' | 'leopards', MerchantAccount>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  staff = await makeUser({ role: 'staff', username: 'Bilal' });
  shopper = await makeUser();
  for (const id of ['postex', 'leopards'] as const) {
    accounts[id] = await merchantAccount(id);
    const connected = await request(ADMIN_COURIERS.connect, {
      params: { id },
      body: { credentials: accounts[id].credentials },
      token: owner.token,
    });
    expect(connected.status).toBe(200);
  }
});

async function bookedOrder(courier: 'postex' | 'leopards' = 'postex') {
  const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
  const booked = await request(ADMIN_BOOKINGS.book, {
    params: { id: order.id },
    body: { courier },
    token: owner.token,
  });
  expect(booked.status).toBe(201);
  return { id: order.id, reference: order.displayOrderId, trackingNumber: booked.body.booking.trackingNumber };
}

const cancel = (id: string, token = staff.token) => request(ADMIN_BOOKINGS.cancel, { params: { id }, token });

const stateOf = async (id: string) => {
  const { status, courier, trackingNumber, statusHistory, timeline } = (
    await request(ORDERS.read, { params: { id }, token: owner.token })
  ).body.order;
  return { status, courier, trackingNumber, statusHistory, timeline };
};

const parcelOf = async (courier: 'postex' | 'leopards', trackingNumber: string) =>
  (await parcelsOf(courier, accounts[courier])).find((parcel) => parcel.trackingNumber === trackingNumber)!;

const bookingRow = (id: string) =>
  env.DB.prepare('SELECT state, tracking_number AS trackingNumber FROM courier_bookings WHERE order_id = ?')
    .bind(id)
    .first();

it('cancels a PostEx booking: the order is back to processing with no tracking number, and can be booked again', async () => {
  const order = await bookedOrder();
  // The shop's answer says the parcel is booked through the courier, so the console offers to cancel it.
  expect((await request(ORDERS.read, { params: { id: order.id }, token: staff.token })).body.order).toMatchObject({
    status: 'shipped',
    courierBooked: true,
  });
  const { status, body } = await cancel(order.id);
  expect(status).toBe(200);
  expect(body.order).toMatchObject({ status: 'processing', courier: null, trackingNumber: null, courierBooked: false });
  expect(body.order.statusHistory.map((step) => step.status).slice(-2)).toEqual(['shipped', 'processing']);
  // What happened, as data each console words in its own language, never an English sentence.
  expect(body.order.timeline?.at(-1)).toEqual({
    kind: 'booking-cancelled',
    courier: 'PostEx',
    trackingNumber: order.trackingNumber,
    at: expect.any(String),
    by: { role: 'staff', name: 'Bilal' },
  });
  expect(body.order.timeline?.filter((entry) => entry.kind === 'note')).toEqual([]);
  expect((await parcelOf('postex', order.trackingNumber)).status).toBe('cancelled');
  expect(await bookingRow(order.id)).toBeNull();

  const again = await request(ADMIN_BOOKINGS.book, {
    params: { id: order.id },
    body: { courier: 'postex' },
    token: owner.token,
  });
  expect(again.status).toBe(201);
  expect(again.body.booking.trackingNumber).not.toBe(order.trackingNumber);
});

it('cancels an oils order’s booking, answering the oils order back to processing', async () => {
  const [id] = (await insertOilsOrders(shopper.id, 1, Date.now(), 0, 'processing')) as [string];
  const booked = await request(ADMIN_BOOKINGS.book, {
    params: { id },
    body: { courier: 'postex', deliverTo: { name: 'Ayesha', address: 'House 3, Street 9' } },
    token: owner.token,
  });
  expect(booked.status).toBe(201);
  // The shop's list says the oils order's parcel is booked by API, so its card offers to cancel it.
  const listed = await request(OILS_ORDERS.list, { token: owner.token });
  expect(listed.body.orders.find((order) => order._id === id)).toMatchObject({
    courierBooked: true,
    courierPaid: null,
  });
  const { status, body } = await cancel(id);
  expect(status).toBe(200);
  expect(body.order).toMatchObject({ _id: id, displayOrderId: expect.stringMatching(/^OIL-/), status: 'processing' });
  expect((await parcelOf('postex', booked.body.booking.trackingNumber)).status).toBe('cancelled');
  expect(await bookingRow(id)).toBeNull();
});

it('cancels a Leopards booking', async () => {
  const order = await bookedOrder('leopards');
  expect((await cancel(order.id)).body.order).toMatchObject({ status: 'processing', trackingNumber: null });
  expect((await parcelOf('leopards', order.trackingNumber)).status).toBe('Cancelled');
});

it('refuses to cancel a parcel the shop has as delivered, and nothing changes', async () => {
  const order = await bookedOrder();
  await moveParcel('postex', accounts.postex, order.trackingNumber, '0005');
  expect((await request(ADMIN_COURIERS.sync, { body: {}, token: owner.token })).status).toBe(200);
  const before = await stateOf(order.id);
  expect(before.status).toBe('delivered');
  const refused = await cancel(order.id);
  expect(refused).toMatchObject({ status: 409, body: { code: 'not_cancellable' } });
  expect(await stateOf(order.id)).toEqual(before);
  expect(await bookingRow(order.id)).toEqual({ state: 'booked', trackingNumber: order.trackingNumber });
  expect((await parcelOf('postex', order.trackingNumber)).status).toBe('0005');
});

it('passes on the courier’s refusal of a parcel already on its way, and nothing changes', async () => {
  const order = await bookedOrder();
  await moveParcel('postex', accounts.postex, order.trackingNumber, '0005');
  const before = await stateOf(order.id);
  const refused = await cancel(order.id);
  expect(refused).toMatchObject({ status: 409, body: { code: 'courier_refused' } });
  expect(await stateOf(order.id)).toEqual(before);
  expect(await bookingRow(order.id)).toEqual({ state: 'booked', trackingNumber: order.trackingNumber });
});

it('changes nothing when the courier does not answer, and the retry cancels', async () => {
  const order = await bookedOrder();
  const before = await stateOf(order.id);
  await nextCall('postex', accounts.postex, 'down');
  expect((await cancel(order.id)).body).toMatchObject({
    code: 'courier_unreachable',
    silence: { courier: 'PostEx', step: 'cancel' },
  });
  expect(await stateOf(order.id)).toEqual(before);
  expect((await cancel(order.id)).status).toBe(200);
});

it.each(['postex', 'leopards'] as const)(
  'after %s timed out on a cancel it did make, the retry finds the parcel cancelled and puts the order back',
  async (courier) => {
    const order = await bookedOrder(courier);
    await nextCall(courier, accounts[courier], 'timeout', 4000);
    const late = (await cancel(order.id)).body;
    expect(late).toMatchObject({ code: 'courier_unreachable' });
    expect(late.message).toMatch(/may have cancelled the parcel/);
    expect((await parcelOf(courier, order.trackingNumber)).status).toMatch(/cancel/i);

    const retried = await cancel(order.id);
    expect(retried.status).toBe(200);
    expect(retried.body.order).toMatchObject({ status: 'processing', courier: null, trackingNumber: null });
    expect(await bookingRow(order.id)).toBeNull();
  },
);

it('refuses an order with no booking, a shopper, and an unknown order', async () => {
  const byHand = await insertOrder({ userId: shopper.id, status: 'shipped' });
  expect((await request(ORDERS.read, { params: { id: byHand.id }, token: staff.token })).body.order.courierBooked).toBe(
    false,
  );
  expect(await cancel(byHand.id)).toMatchObject({ status: 409, body: { code: 'not_booked' } });
  const order = await bookedOrder();
  expect((await cancel(order.id, shopper.token)).status).toBe(403);
  expect((await cancel('no-such-order')).status).toBe(404);
  expect((await stateOf(order.id)).status).toBe('shipped');
});
