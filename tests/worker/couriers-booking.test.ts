/**
 * Booking an order's parcel (perfume or oils) with a connected courier: the order ships with the courier's tracking number,
 * through the usual status change; the courier's "no" (an unknown city) and a courier that does not answer leave
 * the order as it was; a retry after a timeout finds the parcel the courier made rather than booking a second one;
 * an order is booked once.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BOOKINGS, ADMIN_COURIERS, OILS_ORDERS, ORDERS, REMITTANCES, TRACK } from '#schema/api';
import { insertOilsOrders, insertOrder, type OrderFixture } from './admin-fixtures';
import { makeUser, request } from './client';
import { connectedAccount, moveParcel, nextCall, parcelsOf, type MerchantAccount } from './courier-stand-ins';

let owner: Awaited<ReturnType<typeof makeUser>>;
let staff: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;
let postex: MerchantAccount;
let leopards: MerchantAccount;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  staff = await makeUser({ role: 'staff', username: 'Bilal' });
  shopper = await makeUser();
  postex = await connectedAccount('postex', owner.token);
  leopards = await connectedAccount('leopards', owner.token);
});

const book = (id: string, body: Record<string, unknown> = { courier: 'postex' }, token = owner.token) =>
  request(ADMIN_BOOKINGS.book, { params: { id }, body, token });

const orderOf = async (id: string) => (await request(ORDERS.read, { params: { id }, token: owner.token })).body.order;

const newOrder = (fixture: Partial<OrderFixture> = {}) =>
  insertOrder({ userId: shopper.id, status: 'processing', ...fixture });

/** The courier's parcels under one order's reference. */
const parcelsFor = async (account: MerchantAccount, courier: 'postex' | 'leopards', reference: string) =>
  (await parcelsOf(courier, account)).filter((parcel) => parcel.reference === reference);

/** What the order looks like to the console, for comparing before and after a refused booking. */
const stateOf = async (id: string) => {
  const { status, courier, trackingNumber, statusHistory, version } = await orderOf(id);
  return { status, courier, trackingNumber, statusHistory, version };
};

describe('booking with PostEx', () => {
  it('books the order’s parcel and ships the order with PostEx’s tracking number', async () => {
    const order = await newOrder({ address: 'House 12, Street 4', landmark: 'Near the mosque' });
    const booked = await book(order.id, { courier: 'postex', weightGrams: 700, pieces: 1 }, staff.token);
    expect(booked.status).toBe(201);
    const [parcel] = await parcelsFor(postex, 'postex', order.displayOrderId);
    expect(parcel).toBeDefined();
    expect(booked.body.booking).toEqual({
      courier: 'postex',
      trackingNumber: parcel!.trackingNumber,
      bookedAt: expect.any(String),
      by: 'Bilal',
    });
    // The order carries its booking too, in this answer and whenever it is read again.
    expect(booked.body.order.booking).toEqual(booked.body.booking);
    expect((await orderOf(order.id)).booking).toEqual(booked.body.booking);
    expect(booked.body.order).toMatchObject({
      status: 'shipped',
      courier: 'PostEx',
      trackingNumber: parcel!.trackingNumber,
    });
    // What PostEx was sent: the order's address, phone, cash on delivery and display number.
    expect(parcel!.codAmount).toBe(booked.body.order.totalPrice);
    expect(parcel!.fields).toMatchObject({
      orderRefNumber: order.displayOrderId,
      customerName: 'Ayesha Khan',
      customerPhone: '03001234567',
      deliveryAddress: 'House 12, Street 4, Near the mosque',
      cityName: 'Lahore',
      items: 1,
    });
    const stored = await env.DB.prepare('SELECT by, state FROM courier_bookings WHERE order_id = ?')
      .bind(order.id)
      .first();
    expect(stored).toEqual({ by: staff.id, state: 'booked' });
  });

  it('ships a pending order through processing, as the console would', async () => {
    const order = await newOrder({ status: 'pending' });
    const booked = await book(order.id);
    expect(booked.status).toBe(201);
    expect(booked.body.order.statusHistory.map((step) => step.status)).toEqual(['pending', 'processing', 'shipped']);
  });

  it('refuses to book an order twice, and the courier holds one parcel', async () => {
    const order = await newOrder();
    expect((await book(order.id)).status).toBe(201);
    const again = await book(order.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_booked' });
    const other = await book(order.id, { courier: 'leopards' });
    expect(other.body).toMatchObject({ code: 'already_booked' });
    expect(await parcelsFor(postex, 'postex', order.displayOrderId)).toHaveLength(1);
    expect(await parcelsFor(leopards, 'leopards', order.displayOrderId)).toHaveLength(0);
  });

  it.each([
    ['leopards', 'Leopards', 'Faisalabad'],
    ['postex', 'PostEx', 'FAISALABAD'],
  ] as const)(
    'offers the nearest cities of %s’s own list, as it spells them, for a city it lacks',
    async (id, name, listed) => {
      const order = await newOrder({ city: 'Faislabad' });
      const refused = await book(order.id, { courier: id });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        code: 'courier_refused',
        message: `${name} has no Faislabad in its list of cities. Nearest in its list: ${listed}.`,
        courier: { courier: name, why: 'unknown_city', city: 'Faislabad', nearest: [listed] },
      });
      expect((await orderOf(order.id)).status).toBe('processing');
    },
  );

  it('says which city Leopards’ own list lacks, apart from any language, and books nothing', async () => {
    const order = await newOrder({ city: 'Atlantis' });
    const refused = await book(order.id, { courier: 'leopards' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'courier_refused',
      message: 'Leopards has no Atlantis in its list of cities.',
      courier: { courier: 'Leopards', why: 'unknown_city', city: 'Atlantis', nearest: [] },
    });
    expect(await parcelsFor(leopards, 'leopards', order.displayOrderId)).toEqual([]);
  });

  it('says PostEx’s refusal of a city it does not list as that city, and leaves the order as it was', async () => {
    const order = await newOrder({ city: 'Atlantis' });
    const before = await stateOf(order.id);
    const refused = await book(order.id);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'courier_refused',
      message: 'PostEx has no Atlantis in its list of cities.',
      courier: { courier: 'PostEx', why: 'unknown_city', city: 'Atlantis', nearest: [] },
    });
    expect(await stateOf(order.id)).toEqual(before);
    expect(await parcelsFor(postex, 'postex', order.displayOrderId)).toEqual([]);
    const left = await env.DB.prepare('SELECT count(*) AS n FROM courier_bookings WHERE order_id = ?')
      .bind(order.id)
      .first();
    expect(left).toEqual({ n: 0 });
  });

  it('keeps PostEx’s own words when it refuses a booking to a city its list has', async () => {
    const order = await newOrder({ city: 'Lahore' });
    await nextCall('postex', postex, 'busy', undefined, 'create-order');
    const refused = await book(order.id);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'courier_refused',
      courier: { courier: 'PostEx', why: 'said', words: 'TOO MANY REQUESTS, PLEASE TRY AGAIN LATER' },
    });
    expect(await parcelsFor(postex, 'postex', order.displayOrderId)).toEqual([]);
  });

  it('after a timeout, the retry finds the parcel PostEx made instead of booking a second one', async () => {
    const order = await newOrder();
    const before = await stateOf(order.id);
    await nextCall('postex', postex, 'timeout', 4000);
    const late = await book(order.id);
    expect(late.status).toBe(502);
    expect(late.body).toMatchObject({ code: 'courier_unreachable' });
    // Never "nothing changed": the parcel may exist, and the message says how the retry treats it.
    expect(late.body.message).toMatch(/PostEx may have booked the parcel: book it again with PostEx/);
    expect(await stateOf(order.id)).toEqual(before);
    // PostEx did book it; only its answer never came.
    const [made] = await parcelsFor(postex, 'postex', order.displayOrderId);
    expect(made).toBeDefined();
    const retried = await book(order.id);
    expect(retried.status).toBe(201);
    expect(retried.body.booking.trackingNumber).toBe(made!.trackingNumber);
    expect(await parcelsFor(postex, 'postex', order.displayOrderId)).toHaveLength(1);
  });

  it('after a booking was cancelled and the next attempt timed out, the retry books a new parcel, not the cancelled one', async () => {
    const order = await newOrder();
    const first = await book(order.id);
    expect(first.status).toBe(201);
    const cancelled = await request(ADMIN_BOOKINGS.cancel, { params: { id: order.id }, token: owner.token });
    expect(cancelled.status).toBe(200);

    await nextCall('postex', postex, 'down');
    expect((await book(order.id)).status).toBe(502);
    const retried = await book(order.id);
    expect(retried.status).toBe(201);
    expect(retried.body.booking.trackingNumber).not.toBe(first.body.booking.trackingNumber);
    const parcels = await parcelsFor(postex, 'postex', order.displayOrderId);
    expect(parcels.map((parcel) => parcel.status)).toEqual(['cancelled', '0001']);
  });

  it('after PostEx failed on its side, the retry books the parcel once', async () => {
    const order = await newOrder();
    await nextCall('postex', postex, 'down');
    const down = await book(order.id);
    expect(down.status).toBe(502);
    expect(down.body).toMatchObject({ code: 'courier_unreachable' });
    expect((await orderOf(order.id)).status).toBe('processing');
    expect((await book(order.id)).status).toBe(201);
    expect(await parcelsFor(postex, 'postex', order.displayOrderId)).toHaveLength(1);
  });

  it('waits for a slow answer', async () => {
    const order = await newOrder();
    await nextCall('postex', postex, 'slow', 500);
    expect((await book(order.id)).status).toBe(201);
  });
});

it('books with Leopards in grams, with its city id', async () => {
  const order = await newOrder({ city: 'Karachi' });
  const booked = await book(order.id, { courier: 'leopards', weightGrams: 650, pieces: 2 });
  expect(booked.status).toBe(201);
  const [parcel] = await parcelsFor(leopards, 'leopards', order.displayOrderId);
  expect(booked.body.order).toMatchObject({ courier: 'Leopards', trackingNumber: parcel!.trackingNumber });
  expect(parcel!.fields).toMatchObject({
    booked_packet_weight: 650,
    booked_packet_no_piece: 2,
    destination_city: expect.any(Number),
  });
  expect(parcel!.city).toBe('Karachi');
});

it('refuses orders that are not waiting to ship, and couriers not connected', async () => {
  const shipped = await newOrder({ status: 'shipped' });
  expect(await book(shipped.id)).toMatchObject({ status: 409, body: { code: 'not_bookable' } });
  const order = await newOrder();
  await request(ADMIN_COURIERS.disconnect, { params: { id: 'leopards' }, token: owner.token });
  const unconnected = await book(order.id, { courier: 'leopards' });
  expect(unconnected.status).toBe(409);
  expect(unconnected.body).toMatchObject({ code: 'courier_not_connected', field: 'courier' });
  expect(await book('no-such-order')).toMatchObject({ status: 404, body: { code: 'not_found' } });
  expect((await book(order.id, { courier: 'postex' }, shopper.token)).status).toBe(403);
  expect((await orderOf(order.id)).status).toBe('processing');
});

it('tells the owner and staff which couriers they can book with, and nothing of their credentials', async () => {
  const both = [
    { id: 'postex', name: 'PostEx', defaultWeightGrams: null },
    { id: 'leopards', name: 'Leopards', defaultWeightGrams: null },
  ];
  await connectedAccount('leopards', owner.token);
  for (const token of [owner.token, staff.token]) {
    const listed = await request(ADMIN_BOOKINGS.couriers, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.couriers).toEqual(both);
  }
  await request(ADMIN_COURIERS.disconnect, { params: { id: 'leopards' }, token: owner.token });
  expect((await request(ADMIN_BOOKINGS.couriers, { token: staff.token })).body.couriers).toEqual([both[0]]);
  expect((await request(ADMIN_BOOKINGS.couriers, { token: shopper.token })).status).toBe(403);
  expect((await request(ADMIN_BOOKINGS.couriers)).status).toBe(401);
});

describe('booking an oils order', () => {
  it('books it with its phone, city and cash, ships it, and the sync delivers it', async () => {
    const [id] = (await insertOilsOrders(shopper.id, 1, Date.now(), 0, 'pending', '03451234567')) as [string];
    // Its page asks only a phone and a city: the owner writes who and where from the customer's chat.
    const deliverTo = { name: 'Hamid Traders', address: 'Shop 14, Hussain Agahi Bazaar' };
    const booked = await book(id, { courier: 'postex', deliverTo }, staff.token);
    expect(booked.status).toBe(201);
    const order = booked.body.order;
    expect(order).toMatchObject({ _id: id, displayOrderId: expect.stringMatching(/^OIL-/), status: 'shipped' });
    const [parcel] = await parcelsFor(postex, 'postex', order.displayOrderId);
    expect(parcel).toMatchObject({
      trackingNumber: booked.body.booking.trackingNumber,
      city: 'Multan',
      codAmount: order.totalPrice,
      fields: expect.objectContaining({
        customerName: 'Hamid Traders',
        deliveryAddress: 'Shop 14, Hussain Agahi Bazaar',
      }),
    });
    expect(order).toMatchObject({ deliverTo });
    const oils = async () =>
      (await request(OILS_ORDERS.list, { token: owner.token, query: `username=${shopper.username}` })).body.orders.find(
        (listed) => listed._id === id,
      )!;
    expect(await oils()).toMatchObject({ courier: 'PostEx', trackingNumber: parcel!.trackingNumber });
    expect((await oils()).statusHistory.map((entry) => entry.status)).toEqual(['pending', 'processing', 'shipped']);
    // The shopper follows it with its tracking number, as a perfume order.
    const tracked = await request(TRACK.find, { body: { orderNumber: order.displayOrderId, phone: '0345-1234567' } });
    expect(tracked.body.order).toMatchObject({ courier: 'PostEx', trackingNumber: parcel!.trackingNumber });
    expect((await book(id)).body).toMatchObject({ code: 'already_booked' });

    await moveParcel('postex', postex, parcel!.trackingNumber, '0005');
    expect((await request(ADMIN_COURIERS.sync, { body: {}, token: owner.token })).status).toBe(200);
    // PostEx collected its cash at the door: the shop follows it until PostEx pays, as for a perfume order.
    expect(await oils()).toMatchObject({ status: 'delivered', cash: 'with-courier' });
    const owed = await request(OILS_ORDERS.list, { token: owner.token, query: 'cash=with-courier&courier=PostEx' });
    expect(owed.body.orders.map((listed) => listed._id)).toContain(id);
    const payout = await request(REMITTANCES.record, {
      body: { courier: 'PostEx', reference: `CPR-${id.slice(0, 6)}`, orderIds: [id] },
      token: owner.token,
    });
    expect(payout.status).toBe(201);
    expect(await oils()).toMatchObject({ cash: 'remitted' });
  });

  it('is not booked without a street address, and nothing is asked of the courier', async () => {
    const [id] = (await insertOilsOrders(shopper.id, 1, Date.now(), 0, 'pending', '03451234568')) as [string];
    const refused = await book(id, { courier: 'postex' });
    expect(refused).toMatchObject({
      status: 422,
      body: { success: false, code: 'address_needed', field: 'deliverTo.address' },
    });
    const displayOrderId = (
      await request(OILS_ORDERS.list, { token: owner.token, query: 'status=pending' })
    ).body.orders.find((listed) => listed._id === id)!.displayOrderId;
    expect(await parcelsFor(postex, 'postex', displayOrderId)).toEqual([]);
    const bulk = await request(ADMIN_BOOKINGS.bookMany, {
      body: { courier: 'postex', orderIds: [id] },
      token: owner.token,
    });
    expect(JSON.stringify(bulk.body)).toMatch(/no street address yet/);
    expect(await parcelsFor(postex, 'postex', displayOrderId)).toEqual([]);
    // A blank address is refused at the door, as any field.
    const blank = await book(id, { courier: 'postex', deliverTo: { name: 'Hamid', address: '  ' } });
    expect(blank).toMatchObject({ status: 400, body: { code: 'invalid', field: 'deliverTo.address' } });
  });

  it('corrects the city with the booking where the courier does not list the customer’s spelling, and keeps it', async () => {
    const [id] = (await insertOilsOrders(shopper.id, 1, Date.now())) as [string];
    await env.DB.prepare('UPDATE orders SET city = ? WHERE id = ?').bind('Faislabad', id).run();
    const deliverTo = { name: 'Hamid Traders', address: 'Shop 3, Kutchery Bazaar' };
    const account = await connectedAccount('leopards', owner.token);
    const refused = await book(id, { courier: 'leopards', deliverTo });
    expect(refused).toMatchObject({
      status: 422,
      body: { code: 'courier_refused', courier: { why: 'unknown_city', city: 'Faislabad', nearest: ['Faisalabad'] } },
    });
    // Written as the owner types it, the city is the shop's own spelling of it.
    const booked = await book(id, { courier: 'leopards', deliverTo: { ...deliverTo, city: ' faisalabad ' } });
    expect(booked.status).toBe(201);
    expect(booked.body.order).toMatchObject({ status: 'shipped', city: 'Faisalabad', deliverTo });
    const [parcel] = await parcelsFor(account, 'leopards', booked.body.order.displayOrderId);
    expect(parcel).toMatchObject({ trackingNumber: booked.body.booking.trackingNumber, city: 'Faisalabad' });
    const blank = await book(id, { courier: 'leopards', deliverTo: { ...deliverTo, city: '  ' } });
    expect(blank).toMatchObject({ status: 400, body: { code: 'invalid', field: 'deliverTo.city' } });
  });

  it('refuses a delivery address on a perfume order, which goes to the address on the order', async () => {
    const order = await newOrder();
    const refused = await book(order.id, { courier: 'postex', deliverTo: { name: 'Someone', address: 'Elsewhere 1' } });
    expect(refused).toMatchObject({ status: 400, body: { code: 'invalid', field: 'deliverTo' } });
    expect(await parcelsFor(postex, 'postex', order.displayOrderId)).toEqual([]);
  });
});
