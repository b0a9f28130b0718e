/**
 * A courier's answer the shop cannot read (a proxy in its way passed the booking on, then answered HTTP 200 with the
 * courier's JSON cut short, or its own maintenance page) says no "no": the courier may hold the parcel, so the
 * booking is 502 `courier_unreachable`, its attempt is kept, and the retry finds that parcel rather than booking a
 * second one. The same holds for the retry's look-up by the order's number: only the courier's own "no such parcel"
 * means it holds none.
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

const statusOf = async (id: string) =>
  (await request(ORDERS.read, { params: { id }, token: owner.token })).body.order.status;

const parcelsFor = async (courier: CourierApiId, reference: string) =>
  (await parcelsOf(courier, accounts[courier])).filter((parcel) => parcel.reference === reference);

describe.each(['postex', 'leopards'] as const)('%s booking answered unreadably', (courier) => {
  it.each(['cut-off', 'maintenance'] as const)(
    'a booking answered with %s is no refusal: 502, and the retry finds the parcel made',
    async (unreadable) => {
      const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
      await nextCall(courier, accounts[courier], unreadable, undefined, STAND_IN_CALLS[courier].book);
      const first = await book(order.id, courier);
      expect(first.status).toBe(502);
      expect(first.body).toMatchObject({
        code: 'courier_unreachable',
        silence: { courier: STAND_IN_CALLS[courier].name, step: 'book' },
      });
      expect(await statusOf(order.id)).toBe('processing');
      // The courier did book it; the shop keeps the attempt, since the parcel may be there.
      const [made] = await parcelsFor(courier, order.displayOrderId);
      expect(made).toBeDefined();
      expect(await attemptOf(order.id)).toEqual({ state: 'booking' });

      const retried = await book(order.id, courier);
      expect(retried.status).toBe(201);
      expect(retried.body.booking.trackingNumber).toBe(made!.trackingNumber);
      expect(await parcelsFor(courier, order.displayOrderId)).toHaveLength(1);
    },
  );
});

describe.each(['postex', 'leopards'] as const)('%s look-up after a timeout', (courier) => {
  it.each(['cut-off', 'maintenance', 'busy'] as const)(
    'a look-up answered %s is no "no such parcel": 502, and the next retry ships the one parcel',
    async (answer) => {
      const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
      await nextCall(courier, accounts[courier], 'timeout', 4000, STAND_IN_CALLS[courier].book);
      expect((await book(order.id, courier)).status).toBe(502);
      const [made] = await parcelsFor(courier, order.displayOrderId);
      expect(made).toBeDefined();

      await nextCall(courier, accounts[courier], answer, undefined, STAND_IN_CALLS[courier].lookUp);
      const unsure = await book(order.id, courier);
      expect(unsure.status).toBe(502);
      expect(unsure.body).toMatchObject({
        code: 'courier_unreachable',
        silence: { courier: STAND_IN_CALLS[courier].name, step: 'book' },
      });
      expect(await statusOf(order.id)).toBe('processing');
      expect(await attemptOf(order.id)).toEqual({ state: 'booking' });
      expect(await parcelsFor(courier, order.displayOrderId)).toHaveLength(1);

      const retried = await book(order.id, courier);
      expect(retried.status).toBe(201);
      expect(retried.body.booking.trackingNumber).toBe(made!.trackingNumber);
      expect(await parcelsFor(courier, order.displayOrderId)).toHaveLength(1);
    },
  );

  it('the courier’s own "no such parcel" lets the retry book', async () => {
    const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
    await nextCall(courier, accounts[courier], 'down', undefined, STAND_IN_CALLS[courier].book);
    expect((await book(order.id, courier)).status).toBe(502);
    expect(await parcelsFor(courier, order.displayOrderId)).toEqual([]);
    expect((await book(order.id, courier)).status).toBe(201);
    expect(await parcelsFor(courier, order.displayOrderId)).toHaveLength(1);
  });
});

it('the sync keeps an attempt whose look-up Leopards would not answer, and ships it once Leopards says', async () => {
  const order = await insertOrder({ userId: shopper.id, status: 'processing', city: 'Karachi' });
  await nextCall('leopards', accounts.leopards, 'timeout', 4000, STAND_IN_CALLS.leopards.book);
  expect((await book(order.id, 'leopards')).status).toBe(502);
  const [made] = await parcelsFor('leopards', order.displayOrderId);
  const sync = () => request(ADMIN_COURIERS.sync, { body: {}, token: owner.token });

  await nextCall('leopards', accounts.leopards, 'busy', undefined, STAND_IN_CALLS.leopards.lookUp);
  expect((await sync()).status).toBe(200);
  expect(await attemptOf(order.id)).toEqual({ state: 'booking' });
  expect(await statusOf(order.id)).toBe('processing');

  expect((await sync()).status).toBe(200);
  expect(await attemptOf(order.id)).toEqual({ state: 'booked' });
  const shipped = (await request(ORDERS.read, { params: { id: order.id }, token: owner.token })).body.order;
  expect(shipped).toMatchObject({ status: 'shipped', trackingNumber: made!.trackingNumber });
});
