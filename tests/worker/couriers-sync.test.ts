/**
 * The courier sync brings in what PostEx's own system knows: a parcel it delivered makes its order delivered, one
 * refused at the door comes back as returned with that reason and its bottles on the shelf, one still moving keeps
 * the courier's last words and their time, one lost stays shipped and is listed to chase; each move is in the
 * order's history by the courier. A courier that cannot be reached is kept as the connection's last error and
 * changes nothing.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_BOOKINGS, ADMIN_COURIERS, ADMIN_SETTINGS, DASHBOARD, ORDERS, REMITTANCES } from '#schema/api';
import type { Order } from '#schema/answers/orders';
import { courierBookings } from '#schema/tables';
import { stockOf } from './admin-fixtures';
import { makeUser, request } from './client';
import { merchantAccount, moveParcel, nextCall, type MerchantAccount } from './courier-stand-ins';
import { placeOrder } from './placed-orders';

/** A seed perfume with stock enough for every parcel here. */
const PERFUME = 'rawayat';

let owner: Awaited<ReturnType<typeof makeUser>>;
let account: MerchantAccount;

beforeEach(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  account = await merchantAccount('postex');
  const connected = await request(ADMIN_COURIERS.connect, {
    params: { id: 'postex' },
    body: { credentials: account.credentials },
    token: owner.token,
  });
  expect(connected.status).toBe(200);
});

/** An order placed at checkout, to a city PostEx delivers to, booked with PostEx (its stand-in) from the console. */
async function bookedOrder(productId: string): Promise<{ order: Order; trackingNumber: string }> {
  const { order } = await placeOrder(productId, 2);
  const moved = await request(ORDERS.change, {
    params: { id: order._id },
    body: { version: order.version, shippingAddress: { city: 'Lahore' } },
    token: owner.token,
  });
  expect(moved.status).toBe(200);
  const booked = await request(ADMIN_BOOKINGS.book, {
    params: { id: order._id },
    body: { courier: 'postex' },
    token: owner.token,
  });
  expect(booked.status).toBe(201);
  return { order, trackingNumber: booked.body.booking.trackingNumber };
}

const sync = () => request(ADMIN_COURIERS.sync, { body: {}, token: owner.token });
const read = async (id: string) => (await request(ORDERS.read, { params: { id }, token: owner.token })).body.order;
const bookingOf = async (orderId: string) =>
  (await drizzle(env.DB).select().from(courierBookings).where(eq(courierBookings.orderId, orderId)))[0]!;

describe('the courier sync', () => {
  it('delivers one, returns one refused with its stock back, and keeps the last event of one on the road', async () => {
    const before = await stockOf(PERFUME);
    const delivered = await bookedOrder(PERFUME);
    const refused = await bookedOrder(PERFUME);
    const moving = await bookedOrder(PERFUME);
    expect(await stockOf(PERFUME)).toBe(before - 6);
    const movedAt = Date.now();
    await moveParcel('postex', account, delivered.trackingNumber, '0005');
    await moveParcel('postex', account, refused.trackingNumber, '0006', 'Refused by customer');
    await moveParcel('postex', account, moving.trackingNumber, '0013', 'Customer not available');

    const { status, body } = await sync();
    expect(status).toBe(200);
    expect(body.synced).toEqual([
      {
        courier: 'postex',
        checked: 3,
        delivered: 1,
        returned: 1,
        cancelled: 0,
        updated: 3,
        paid: 0,
        error: null,
        failure: null,
      },
    ]);

    const done = await read(delivered.order._id);
    expect(done).toMatchObject({ status: 'delivered', cash: 'with-courier' });
    expect(done.timeline?.at(-1)).toMatchObject({
      kind: 'status',
      status: 'delivered',
      by: { role: 'courier', name: 'PostEx' },
    });

    const back = await read(refused.order._id);
    expect(back.status).toBe('returned');
    expect(back.timeline?.at(-1)).toMatchObject({
      kind: 'status',
      status: 'returned',
      reason: 'refused',
      restock: true,
      by: { role: 'courier', name: 'PostEx' },
    });
    expect(await stockOf(PERFUME)).toBe(before - 4);

    expect((await read(moving.order._id)).status).toBe('shipped');
    expect(await bookingOf(moving.order._id)).toMatchObject({ courierStatus: expect.stringMatching(/Attempt Made/) });
    // PostEx writes its event in Pakistan's time without a zone: read as such, it is the moment the parcel moved.
    expect(Math.abs((await bookingOf(moving.order._id)).eventAt! - movedAt)).toBeLessThan(60_000);
    // The shop's answer carries the courier's last event, for the order's card; a booked parcel no sync has seen
    // move yet has none.
    expect(await read(moving.order._id)).toMatchObject({
      courierStatus: expect.stringMatching(/Attempt Made/),
      courierStatusAt: new Date((await bookingOf(moving.order._id)).eventAt!).toISOString(),
    });

    // Nothing new: a second sync moves nothing and keeps what it kept.
    const again = await sync();
    expect(again.body.synced).toEqual([
      {
        courier: 'postex',
        checked: 1,
        delivered: 0,
        returned: 0,
        cancelled: 0,
        updated: 0,
        paid: 0,
        error: null,
        failure: null,
      },
    ]);
    expect(await stockOf(PERFUME)).toBe(before - 4);
  });

  it('still tracks a parcel marked delivered by hand: refused at the door it comes back returned, with no cash owed', async () => {
    const before = await stockOf(PERFUME);
    const tappedTooSoon = await bookedOrder(PERFUME);
    const reallyDelivered = await bookedOrder(PERFUME);
    for (const { order } of [tappedTooSoon, reallyDelivered]) {
      const byHand = await request(ORDERS.changeStatus, {
        params: { id: order._id },
        body: { status: 'delivered' },
        token: owner.token,
      });
      expect(byHand.status).toBe(200);
      expect(byHand.body.order.cash).toBe('with-courier');
    }
    await moveParcel('postex', account, tappedTooSoon.trackingNumber, '0006', 'Refused by customer');
    await moveParcel('postex', account, reallyDelivered.trackingNumber, '0005');

    expect((await sync()).body.synced[0]).toMatchObject({ checked: 2, delivered: 0, returned: 1 });
    const back = await read(tappedTooSoon.order._id);
    expect(back).toMatchObject({ status: 'returned', returnReason: 'refused', cash: 'none' });
    expect(back.timeline?.at(-1)).toMatchObject({ status: 'returned', by: { role: 'courier', name: 'PostEx' } });
    expect(await stockOf(PERFUME)).toBe(before - 2);
    expect(await read(reallyDelivered.order._id)).toMatchObject({ status: 'delivered', cash: 'with-courier' });

    // The courier has said where both parcels are: neither is asked about again.
    expect((await sync()).body.synced[0]).toMatchObject({ checked: 0 });
  });

  it('keeps on the card, and never moves over a recorded payout, a courier saying a parcel paid for came back', async () => {
    const parcel = await bookedOrder(PERFUME);
    const id = parcel.order._id;
    const byHand = { params: { id }, body: { status: 'delivered' }, token: owner.token };
    expect((await request(ORDERS.changeStatus, byHand)).status).toBe(200);
    const payout = { courier: 'PostEx', reference: 'HAND-1', orderIds: [id] };
    expect((await request(REMITTANCES.record, { body: payout, token: owner.token })).status).toBe(201);
    await moveParcel('postex', account, parcel.trackingNumber, '0006', 'Refused by customer');

    expect((await sync()).body.synced[0]).toMatchObject({ checked: 1, returned: 0, updated: 1 });
    expect(await read(id)).toMatchObject({
      status: 'delivered',
      cash: 'remitted',
      courierStatus: expect.stringMatching(/Refused by customer/),
    });
    // Said once: the courier is not asked about it again.
    expect((await sync()).body.synced[0]).toMatchObject({ checked: 0 });
  });

  it('puts an order whose parcel the courier cancelled back to processing, ready to book again', async () => {
    const parcel = await bookedOrder(PERFUME);
    await moveParcel('postex', account, parcel.trackingNumber, 'cancelled');

    expect((await sync()).body.synced[0]).toMatchObject({ checked: 1, cancelled: 1, delivered: 0, returned: 0 });
    const back = await read(parcel.order._id);
    expect(back).toMatchObject({ status: 'processing', courier: null, trackingNumber: null, courierBooked: false });
    expect(back.timeline?.at(-1)).toMatchObject({
      kind: 'status',
      status: 'processing',
      by: { role: 'courier', name: 'PostEx' },
    });
    const again = await request(ADMIN_BOOKINGS.book, {
      params: { id: parcel.order._id },
      body: { courier: 'postex' },
      token: owner.token,
    });
    expect(again.status).toBe(201);
    expect(again.body.booking.trackingNumber).not.toBe(parcel.trackingNumber);
  });

  it('puts an order marked delivered by hand too soon back to processing when the courier cancelled its parcel', async () => {
    const parcel = await bookedOrder(PERFUME);
    const id = parcel.order._id;
    const byHand = { params: { id }, body: { status: 'delivered' }, token: owner.token };
    expect((await request(ORDERS.changeStatus, byHand)).body.order).toMatchObject({ cash: 'with-courier' });
    await moveParcel('postex', account, parcel.trackingNumber, 'cancelled');

    // PostEx collected nothing for a parcel it cancelled: it owes nothing for it.
    expect((await sync()).body.synced[0]).toMatchObject({ checked: 1, cancelled: 1 });
    expect(await read(id)).toMatchObject({ status: 'processing', cash: 'none', courier: null, trackingNumber: null });
    expect((await sync()).body.synced[0]).toMatchObject({ checked: 0 });
  });

  it('keeps a parcel PostEx says is lost shipped, in its words, and lists it on the dashboard at once', async () => {
    // PostEx says "Lost" in the order's status alone (no event code of its list means lost): straight after
    // booking, at its merchant's warehouse, and after its last event put it on the road.
    const atWarehouse = await bookedOrder(PERFUME);
    const onRoute = await bookedOrder(PERFUME);
    await moveParcel('postex', account, onRoute.trackingNumber, '0004');
    for (const { trackingNumber } of [atWarehouse, onRoute])
      await moveParcel('postex', account, trackingNumber, 'Lost');

    expect((await sync()).body.synced[0]).toMatchObject({
      checked: 2,
      delivered: 0,
      returned: 0,
      cancelled: 0,
      updated: 2,
    });
    const stuck = (await request(DASHBOARD.read, { token: owner.token })).body.stuckParcels.parcels;
    for (const { order, trackingNumber } of [atWarehouse, onRoute]) {
      expect(await read(order._id)).toMatchObject({ status: 'shipped', cash: 'none', courierStatus: 'Lost' });
      expect(await bookingOf(order._id)).toMatchObject({ parcelState: 'lost', courierStatus: 'Lost' });
      expect(stuck).toContainEqual(expect.objectContaining({ orderId: order._id, trackingNumber, daysSince: 0 }));
    }
  });

  it('keeps an unreachable courier as the connection’s last error and changes no order', async () => {
    const parcel = await bookedOrder(PERFUME);
    await moveParcel('postex', account, parcel.trackingNumber, '0005');
    await nextCall('postex', account, 'down');

    const { body } = await sync();
    // Its silence apart from any language too, for the Urdu console to word.
    const failure = { code: 'courier_unreachable', unheard: { courier: 'PostEx', why: 'failed', status: 503 } };
    expect(body.synced[0]).toMatchObject({
      courier: 'postex',
      checked: 0,
      error: 'PostEx could not be reached: it answered 503',
      failure,
    });
    expect((await read(parcel.order._id)).status).toBe('shipped');
    const listed = await request(ADMIN_COURIERS.list, { token: owner.token });
    expect(listed.body.couriers.find((c) => c.id === 'postex')).toMatchObject({
      lastSyncAt: expect.any(String),
      lastError: 'PostEx could not be reached: it answered 503',
      lastFailure: failure,
    });

    // Back up: the next sync delivers it and clears the error.
    expect((await sync()).body.synced[0]).toMatchObject({ delivered: 1, error: null, failure: null });
    const cleared = await request(ADMIN_COURIERS.list, { token: owner.token });
    expect(cleared.body.couriers.find((c) => c.id === 'postex')).toMatchObject({ lastError: null, lastFailure: null });
  });

  it('keeps the courier’s refusal with its own words, and an answer it cannot read, apart from any language', async () => {
    const parcel = await bookedOrder(PERFUME);
    await nextCall('postex', account, 'busy', undefined, 'track-bulk-order');
    const refused = (await sync()).body.synced[0];
    expect(refused).toMatchObject({
      error: 'PostEx says: TOO MANY REQUESTS, PLEASE TRY AGAIN LATER',
      failure: {
        code: 'courier_refused',
        courier: { courier: 'PostEx', why: 'said', words: 'TOO MANY REQUESTS, PLEASE TRY AGAIN LATER' },
      },
    });

    await nextCall('postex', account, 'maintenance', undefined, 'track-bulk-order');
    const unread = (await sync()).body.synced[0];
    expect(unread).toMatchObject({
      error: 'PostEx could not be reached: it answered 200 with nothing the shop can read',
      failure: { code: 'courier_unreachable', unheard: { courier: 'PostEx', why: 'unreadable', status: 200 } },
    });
    expect((await read(parcel.order._id)).status).toBe('shipped');
  });

  it('restocks returned parcels as the owner set it for the shop', async () => {
    const before = await stockOf(PERFUME);
    const changed = await request(ADMIN_SETTINGS.change, { body: { courierRestock: 'never' }, token: owner.token });
    expect(changed.body.settings).toEqual({ courierRestock: 'never' });
    const refused = await bookedOrder(PERFUME);
    await moveParcel('postex', account, refused.trackingNumber, '0006', 'Refused by customer');
    expect((await sync()).body.synced[0]).toMatchObject({ returned: 1, error: null });
    expect((await read(refused.order._id)).timeline?.at(-1)).toMatchObject({
      status: 'returned',
      reason: 'refused',
      restock: false,
    });
    expect(await stockOf(PERFUME)).toBe(before - 2);

    // 'always' puts even a damaged parcel's bottles back.
    await request(ADMIN_SETTINGS.change, { body: { courierRestock: 'always' }, token: owner.token });
    const damaged = await bookedOrder(PERFUME);
    await moveParcel('postex', account, damaged.trackingNumber, '0007', 'Parcel damaged');
    expect((await sync()).body.synced[0]).toMatchObject({ returned: 1, error: null });
    expect((await read(damaged.order._id)).timeline?.at(-1)).toMatchObject({ reason: 'damaged', restock: true });
    expect(await stockOf(PERFUME)).toBe(before - 2);
  });

  it('is the owner’s alone', async () => {
    const staff = await makeUser({ role: 'staff' });
    expect((await request(ADMIN_COURIERS.sync, { body: {}, token: staff.token })).status).toBe(403);
  });
});
