/**
 * Booking many orders at once (POST /api/admin/bookings): one result per order, in the order sent; each order is
 * booked whole or left as it was; a courier that does not answer leaves every order unchanged and the retry books
 * each parcel once.
 */
import { env } from 'cloudflare:test';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_BOOKINGS, ADMIN_COURIERS, ORDERS } from '#schema/api';
import { insertOrder, type OrderFixture } from './admin-fixtures';
import { makeUser, request } from './client';
import { connectedAccount, nextCall, parcelsOf, STAND_IN_CALLS, type MerchantAccount } from './courier-stand-ins';

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

const bookMany = (body: Record<string, unknown>, token = staff.token) =>
  request(ADMIN_BOOKINGS.bookMany, { body, token });

const newOrder = (fixture: Partial<OrderFixture> = {}) =>
  insertOrder({ userId: shopper.id, status: 'processing', ...fixture });

const stateOf = async (id: string) => {
  const { status, courier, trackingNumber, statusHistory } = (
    await request(ORDERS.read, { params: { id }, token: owner.token })
  ).body.order;
  return { status, courier, trackingNumber, statusHistory };
};

const bookingRows = async (id: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM courier_bookings WHERE order_id = ?').bind(id).first())!.n;

const parcelsFor = async (account: MerchantAccount, courier: 'postex' | 'leopards', reference: string) =>
  (await parcelsOf(courier, account)).filter((parcel) => parcel.reference === reference);

it('books each order it can with PostEx and says why not for each of the others, in the order sent', async () => {
  const first = await newOrder();
  const atlantis = await newOrder({ city: 'Atlantis' });
  const booked = await newOrder();
  const delivered = await newOrder({ status: 'delivered' });
  const pending = await newOrder({ status: 'pending', city: 'Karachi' });
  expect(
    (await request(ADMIN_BOOKINGS.book, { params: { id: booked.id }, body: { courier: 'postex' }, token: owner.token }))
      .status,
  ).toBe(201);
  const before = await stateOf(atlantis.id);

  const ids = [first.id, atlantis.id, booked.id, delivered.id, 'no-such-order', pending.id];
  const { status, body } = await bookMany({ courier: 'postex', orderIds: ids, weightGrams: 500 });
  expect(status).toBe(200);
  expect(body.results.map((result) => [result.orderId, result.outcome])).toEqual([
    [first.id, 'booked'],
    [atlantis.id, 'refused'],
    [booked.id, 'already_booked'],
    [delivered.id, 'skipped'],
    ['no-such-order', 'skipped'],
    [pending.id, 'booked'],
  ]);
  const refused = body.results[1]!;
  expect(refused.outcome !== 'booked' && refused.message).toContain('Atlantis');
  expect(refused).toMatchObject({
    courier: { courier: 'PostEx', why: 'unknown_city', city: 'Atlantis', nearest: [] },
  });
  expect(body.results[2]).not.toHaveProperty('courier');

  for (const [i, order] of [[0, first] as const, [5, pending] as const]) {
    const result = body.results[i]!;
    const [parcel] = await parcelsFor(postex, 'postex', order.displayOrderId);
    expect(result).toMatchObject({ outcome: 'booked', booking: { courier: 'postex', by: 'Bilal' } });
    expect(result.outcome === 'booked' && result.booking.trackingNumber).toBe(parcel!.trackingNumber);
    expect(parcel!.fields).toMatchObject({ orderRefNumber: order.displayOrderId });
    expect(await stateOf(order.id)).toMatchObject({
      status: 'shipped',
      courier: 'PostEx',
      trackingNumber: parcel!.trackingNumber,
    });
  }
  expect((await stateOf(pending.id)).statusHistory.map((step) => step.status)).toEqual([
    'pending',
    'processing',
    'shipped',
  ]);
  // The refused order is as it was, with no booking left behind.
  expect(await stateOf(atlantis.id)).toEqual(before);
  expect(await bookingRows(atlantis.id)).toBe(0);
  expect(await parcelsFor(postex, 'postex', booked.displayOrderId)).toHaveLength(1);
  expect((await stateOf(delivered.id)).status).toBe('delivered');
});

it('books with Leopards, whose refusal of an unknown city is in its words', async () => {
  const karachi = await newOrder({ city: 'Karachi' });
  const nowhere = await newOrder({ city: 'Nowhere' });
  const { body } = await bookMany({ courier: 'leopards', orderIds: [karachi.id, nowhere.id] });
  expect(body.results.map((result) => result.outcome)).toEqual(['booked', 'refused']);
  expect((await parcelsFor(leopards, 'leopards', karachi.displayOrderId))[0]!.city).toBe('Karachi');
  expect((await stateOf(nowhere.id)).status).toBe('processing');
  expect(await bookingRows(nowhere.id)).toBe(0);
});

it('after PostEx timed out, changes no order, and the retry books each parcel once', async () => {
  const orders = [await newOrder(), await newOrder(), await newOrder()];
  const ids = orders.map((order) => order.id);
  await nextCall('postex', postex, 'timeout', 4000);
  const late = await bookMany({ courier: 'postex', orderIds: ids });
  expect(late.status).toBe(200);
  expect(late.body.results.map((result) => result.outcome)).toEqual(['unreachable', 'unreachable', 'unreachable']);
  for (const order of orders) expect((await stateOf(order.id)).status).toBe('processing');
  // PostEx made the first parcel; the others were never sent.
  expect(await parcelsFor(postex, 'postex', orders[0]!.displayOrderId)).toHaveLength(1);
  expect(await parcelsFor(postex, 'postex', orders[1]!.displayOrderId)).toHaveLength(0);

  const retried = await bookMany({ courier: 'postex', orderIds: ids });
  expect(retried.body.results.map((result) => result.outcome)).toEqual(['booked', 'booked', 'booked']);
  for (const order of orders) {
    const parcels = await parcelsFor(postex, 'postex', order.displayOrderId);
    expect(parcels).toHaveLength(1);
    expect((await stateOf(order.id)).trackingNumber).toBe(parcels[0]!.trackingNumber);
  }
});

it('refuses a shopper, an empty or oversized list, and a courier not connected', async () => {
  const order = await newOrder();
  expect((await bookMany({ courier: 'postex', orderIds: [order.id] }, shopper.token)).status).toBe(403);
  const empty = await bookMany({ courier: 'postex', orderIds: [] });
  expect(empty).toMatchObject({ status: 400, body: { field: 'orderIds' } });
  const many = await bookMany({ courier: 'postex', orderIds: Array.from({ length: 51 }, (_, i) => `o${i}`) });
  expect(many).toMatchObject({ status: 400, body: { field: 'orderIds' } });
  await request(ADMIN_COURIERS.disconnect, { params: { id: 'leopards' }, token: owner.token });
  const unconnected = await bookMany({ courier: 'leopards', orderIds: [order.id] });
  expect(unconnected).toMatchObject({ status: 409, body: { code: 'courier_not_connected', field: 'courier' } });
  expect((await stateOf(order.id)).status).toBe('processing');
});

it('after PostEx took a booking without a tracking number, says so for that order and books the rest', async () => {
  const orders = [await newOrder(), await newOrder(), await newOrder()];
  const ids = orders.map((order) => order.id);
  await nextCall('postex', postex, 'untracked', undefined, STAND_IN_CALLS.postex.book);
  const first = await bookMany({ courier: 'postex', orderIds: ids });
  expect(first.status).toBe(200);
  expect(first.body.results.map((result) => result.outcome)).toEqual(['unreachable', 'booked', 'booked']);
  expect(first.body.results[0]).toMatchObject({ untracked: true });
  expect(first.body.results[1]).not.toHaveProperty('untracked');
  expect((await stateOf(orders[0]!.id)).status).toBe('processing');

  // Booked again, the parcel PostEx holds ships the order: one parcel.
  const retried = await bookMany({ courier: 'postex', orderIds: [orders[0]!.id] });
  expect(retried.body.results.map((result) => result.outcome)).toEqual(['booked']);
  const parcels = await parcelsFor(postex, 'postex', orders[0]!.displayOrderId);
  expect(parcels).toHaveLength(1);
  expect((await stateOf(orders[0]!.id)).trackingNumber).toBe(parcels[0]!.trackingNumber);
});
