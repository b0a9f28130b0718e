/**
 * A courier that says yes to a booking but gives no tracking number (PostEx's `dist` or Leopards' `track_number`
 * empty) holds the parcel all the same: the booking is 502 `courier_unreachable` with `untracked` on its silence, the
 * order unchanged and its attempt kept, and booking again (or the sync) finds that parcel by the order's number rather
 * than booking a second one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BOOKINGS, ADMIN_COURIERS, ORDERS } from '#schema/api';
import type { CourierApiId } from '#schema/courier-apis';
import { insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';
import {
  attemptOf,
  connectedAccount,
  nextCall,
  parcelsOf,
  STAND_IN_CALLS,
  type MerchantAccount,
} from './courier-stand-ins';

let owner: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;
const accounts = {} as Record<CourierApiId, MerchantAccount>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  shopper = await makeUser();
  accounts.postex = await connectedAccount('postex', owner.token);
  accounts.leopards = await connectedAccount('leopards', owner.token);
});

const book = (id: string, courier: CourierApiId) =>
  request(ADMIN_BOOKINGS.book, { params: { id }, body: { courier }, token: owner.token });

const orderOf = async (id: string) => (await request(ORDERS.read, { params: { id }, token: owner.token })).body.order;

const parcelsFor = async (courier: CourierApiId, reference: string) =>
  (await parcelsOf(courier, accounts[courier])).filter((parcel) => parcel.reference === reference);

describe.each(['postex', 'leopards'] as const)('%s booking answered yes without a tracking number', (courier) => {
  const { name } = STAND_IN_CALLS[courier];

  it('keeps the attempt and says the courier holds the parcel; booking again ships that one parcel', async () => {
    const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
    await nextCall(courier, accounts[courier], 'untracked', undefined, STAND_IN_CALLS[courier].book);
    const first = await book(order.id, courier);
    expect(first.status).toBe(502);
    expect(first.body).toMatchObject({
      code: 'courier_unreachable',
      silence: { courier: name, step: 'book', untracked: true },
      message: `${name} took the booking but gave no tracking number. The order is unchanged. ${name} holds the parcel: book it again with ${name}, and the shop finds that parcel and its number rather than booking a second.`,
    });
    expect((await orderOf(order.id)).status).toBe('processing');
    const [made] = await parcelsFor(courier, order.displayOrderId);
    expect(made).toBeDefined();
    expect(await attemptOf(order.id)).toEqual({ state: 'booking' });

    const retried = await book(order.id, courier);
    expect(retried.status).toBe(201);
    expect(retried.body.booking.trackingNumber).toBe(made!.trackingNumber);
    expect(await parcelsFor(courier, order.displayOrderId)).toHaveLength(1);
  });

  it('a look-up that finds the parcel but not its number is no "no such parcel": nothing is booked again', async () => {
    const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
    await nextCall(courier, accounts[courier], 'untracked', undefined, STAND_IN_CALLS[courier].book);
    expect((await book(order.id, courier)).status).toBe(502);
    await nextCall(courier, accounts[courier], 'untracked', undefined, STAND_IN_CALLS[courier].lookUp);
    const unsure = await book(order.id, courier);
    expect(unsure.status).toBe(502);
    expect(unsure.body).toMatchObject({ silence: { courier: name, step: 'book', untracked: true } });
    expect(await attemptOf(order.id)).toEqual({ state: 'booking' });
    expect(await parcelsFor(courier, order.displayOrderId)).toHaveLength(1);
  });
});

it('the sync ships an order whose booking PostEx answered without a number, with the parcel PostEx holds', async () => {
  const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
  await nextCall('postex', accounts.postex, 'untracked', undefined, STAND_IN_CALLS.postex.book);
  expect((await book(order.id, 'postex')).status).toBe(502);
  const [made] = await parcelsFor('postex', order.displayOrderId);

  expect((await request(ADMIN_COURIERS.sync, { body: {}, token: owner.token })).status).toBe(200);
  expect(await attemptOf(order.id)).toEqual({ state: 'booked' });
  expect(await orderOf(order.id)).toMatchObject({ status: 'shipped', trackingNumber: made!.trackingNumber });
  expect(await parcelsFor('postex', order.displayOrderId)).toHaveLength(1);
});
