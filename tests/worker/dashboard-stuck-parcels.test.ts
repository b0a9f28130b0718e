/**
 * The dashboard lists the parcels booked by API that no courier event has moved for 5 days, the longest silent
 * first, with the courier's last words: a booking the courier has said nothing about counts from its booking; a
 * parcel its courier says is lost is listed at once.
 */
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_BOOKINGS, ADMIN_COURIERS, DASHBOARD } from '#schema/api';
import { insertOrder } from './admin-fixtures';
import { makeUser, request } from './client';
import { connectedAccount, moveParcel } from './courier-stand-ins';
import { db, setOrder } from './fixtures';
import { eq } from 'drizzle-orm';
import { courierBookings } from '#schema/tables';

const DAY = 24 * 60 * 60 * 1000;
let owner: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner' });
  shopper = await makeUser();
  await connectedAccount('postex', owner.token);
});

/** A PostEx booking whose booking and last courier event are moved back by the days given. */
async function booked(bookedDaysAgo: number, event?: { daysAgo: number; status: string }) {
  const order = await insertOrder({ userId: shopper.id, status: 'processing' });
  const made = await request(ADMIN_BOOKINGS.book, {
    params: { id: order.id },
    body: { courier: 'postex' },
    token: owner.token,
  });
  expect(made.status).toBe(201);
  await db
    .update(courierBookings)
    .set({
      bookedAt: Date.now() - bookedDaysAgo * DAY,
      eventAt: event ? Date.now() - event.daysAgo * DAY : null,
      courierStatus: event?.status ?? null,
    })
    .where(eq(courierBookings.orderId, order.id));
  return { ...order, trackingNumber: made.body.booking.trackingNumber };
}

it('lists the parcels with no courier event for 5 days, the longest silent first', async () => {
  const silent = await booked(6);
  const stale = await booked(9, { daysAgo: 7, status: 'Package on Route' });
  await booked(9, { daysAgo: 2, status: 'Attempt Made' });
  await booked(1);
  const delivered = await booked(8);
  await setOrder(delivered.id, { status: 'delivered' });

  const { status, body } = await request(DASHBOARD.read, { token: owner.token });
  expect(status).toBe(200);
  expect(body.stuckParcels).toEqual({
    count: 2,
    parcels: [
      {
        orderId: stale.id,
        displayOrderId: stale.displayOrderId,
        courier: 'postex',
        trackingNumber: stale.trackingNumber,
        courierStatus: 'Package on Route',
        daysSince: 7,
      },
      {
        orderId: silent.id,
        displayOrderId: silent.displayOrderId,
        courier: 'postex',
        trackingNumber: silent.trackingNumber,
        courierStatus: null,
        daysSince: 6,
      },
    ],
  });
  const staff = await makeUser({ role: 'staff' });
  expect((await request(DASHBOARD.read, { token: staff.token })).body.stuckParcels.count).toBe(2);
});

it('lists a parcel its courier says is lost at once, however lately it said so', async () => {
  const account = await connectedAccount('leopards', owner.token);
  const order = await insertOrder({ userId: shopper.id, status: 'processing' });
  const made = await request(ADMIN_BOOKINGS.book, {
    params: { id: order.id },
    body: { courier: 'leopards' },
    token: owner.token,
  });
  expect(made.status).toBe(201);
  const { trackingNumber } = made.body.booking;
  await moveParcel('leopards', account, trackingNumber, 'Lost');
  expect((await request(ADMIN_COURIERS.sync, { body: {}, token: owner.token })).status).toBe(200);

  const { body } = await request(DASHBOARD.read, { token: owner.token });
  expect(body.stuckParcels.parcels).toContainEqual({
    orderId: order.id,
    displayOrderId: order.displayOrderId,
    courier: 'leopards',
    trackingNumber,
    courierStatus: 'Lost',
    daysSince: 0,
  });
});
