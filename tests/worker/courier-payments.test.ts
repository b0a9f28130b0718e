/**
 * The sync asks each connected courier what it paid for the delivered parcels whose cash it holds, keeps each report
 * on the parcel's booking, and records the parcels it reports paid with their amounts as one payout per payment
 * reference, by the courier; never a second payout for an order whose payout the owner already entered, and none
 * the courier reports without an amount (PostEx), which the owner records from what reached the bank.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_BOOKINGS, ADMIN_COURIERS, ORDERS, REMITTANCES } from '#schema/api';
import type { CourierApiId } from '#schema/courier-apis';
import { courierBookings } from '#schema/tables';
import { makeUser, request } from './client';
import { merchantAccount, moveParcel, payParcel, type MerchantAccount } from './courier-stand-ins';
import { placeOrder } from './placed-orders';

let owner: Awaited<ReturnType<typeof makeUser>>;
const accounts = {} as Record<CourierApiId, MerchantAccount>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner' });
  for (const courier of ['postex', 'leopards'] as const) {
    accounts[courier] = await merchantAccount(courier);
    const connected = await request(ADMIN_COURIERS.connect, {
      params: { id: courier },
      body: { credentials: accounts[courier].credentials },
      token: owner.token,
    });
    expect(connected.status).toBe(200);
  }
});

/** An order placed at checkout, booked with `courier` from the console and delivered by the courier's sync. */
async function deliveredParcel(courier: CourierApiId) {
  const { order } = await placeOrder('rawayat', 1);
  const moved = await request(ORDERS.change, {
    params: { id: order._id },
    body: { version: order.version, shippingAddress: { city: 'Karachi' } },
    token: owner.token,
  });
  expect(moved.status).toBe(200);
  const booked = await request(ADMIN_BOOKINGS.book, {
    params: { id: order._id },
    body: { courier },
    token: owner.token,
  });
  expect(booked.status).toBe(201);
  const trackingNumber: string = booked.body.booking.trackingNumber;
  await moveParcel(courier, accounts[courier], trackingNumber, courier === 'postex' ? '0005' : 'Delivered');
  return { id: order._id, total: booked.body.order.totalPrice, trackingNumber };
}

const sync = async () => (await request(ADMIN_COURIERS.sync, { body: {}, token: owner.token })).body.synced;
const bookingOf = async (orderId: string) =>
  (await drizzle(env.DB).select().from(courierBookings).where(eq(courierBookings.orderId, orderId)))[0]!;
const cashOf = async (id: string) =>
  (await request(ORDERS.read, { params: { id }, token: owner.token })).body.order.cash;

describe("the sync's payments", () => {
  it("records Leopards' paid parcels as its payout, keeps each report, and never doubles the owner's", async () => {
    const paidA = await deliveredParcel('leopards');
    const paidB = await deliveredParcel('leopards');
    const ownersOwn = await deliveredParcel('leopards');
    const unpaid = await deliveredParcel('leopards');
    // The first sync delivers them; nothing is paid yet, and each report says so.
    const first = await sync();
    expect(first.find((s) => s.courier === 'leopards')).toMatchObject({ delivered: 4, paid: 0, error: null });
    expect(await bookingOf(unpaid.id)).toMatchObject({ paymentSettled: false, paymentReference: null });

    // The owner records one payout by hand; then Leopards pays three parcels under one cheque, one short.
    const typed = await request(REMITTANCES.record, {
      token: owner.token,
      body: { courier: 'Leopards', reference: 'CHQ-77', orderIds: [ownersOwn.id] },
    });
    expect(typed.status).toBe(201);
    for (const [parcel, amount] of [
      [paidA, paidA.total],
      [paidB, paidB.total - 300],
      [ownersOwn, ownersOwn.total],
    ] as const) {
      await payParcel('leopards', accounts.leopards, parcel.trackingNumber, {
        reference: 'CHQ-77',
        amount,
        date: '2026-11-20',
      });
    }

    const second = await sync();
    expect(second.find((s) => s.courier === 'leopards')).toMatchObject({ paid: 2, error: null });
    expect(await bookingOf(paidB.id)).toMatchObject({
      paymentSettled: true,
      paymentReference: 'CHQ-77',
      paymentAmount: paidB.total - 300,
      paymentDate: '2026-11-20',
    });
    expect(await cashOf(paidA.id)).toBe('remitted');
    expect(await cashOf(unpaid.id)).toBe('with-courier');
    const { remittances } = (await request(REMITTANCES.list, { token: owner.token })).body;
    const leopards = remittances.filter((r) => r.courier === 'Leopards');
    expect(leopards).toHaveLength(2);
    expect(leopards[0]).toMatchObject({
      reference: 'CHQ-77',
      by: 'Courier (Leopards)',
      fromCourier: true,
      total: paidA.total + paidB.total,
      amountReceived: paidA.total + paidB.total - 300,
      short: 300,
    });
    expect(leopards[0]!.orderIds.sort()).toEqual([paidA.id, paidB.id].sort());
    expect(leopards[1]).toMatchObject({ by: 'Owner', fromCourier: false, orderIds: [ownersOwn.id] });

    // Asked again, nothing more is recorded.
    expect((await sync()).find((s) => s.courier === 'leopards')).toMatchObject({ paid: 0 });
    expect(
      (await request(REMITTANCES.list, { token: owner.token })).body.remittances.filter(
        (r) => r.courier === 'Leopards',
      ),
    ).toHaveLength(2);
  });

  it('does not record again a payout from the courier that the owner undid, and shows its report for the owner to record', async () => {
    const parcel = await deliveredParcel('leopards');
    await sync();
    await payParcel('leopards', accounts.leopards, parcel.trackingNumber, {
      reference: 'CHQ-5512',
      amount: parcel.total - 199,
      date: '2026-11-21',
    });
    expect((await sync()).find((s) => s.courier === 'leopards')).toMatchObject({ paid: 1 });
    const ofParcel = async () =>
      (await request(REMITTANCES.list, { token: owner.token })).body.remittances.filter((r) =>
        r.orderIds.includes(parcel.id),
      );
    const [recorded] = await ofParcel();
    expect(recorded).toMatchObject({ reference: 'CHQ-5512', fromCourier: true });

    const undone = await request(REMITTANCES.undo, { params: { id: recorded!._id }, token: owner.token });
    expect(undone.status).toBe(200);
    expect(await cashOf(parcel.id)).toBe('with-courier');
    expect((await sync()).find((s) => s.courier === 'leopards')).toMatchObject({ paid: 0 });
    expect(await ofParcel()).toEqual([]);
    // Its card still says what Leopards reported, for the owner to record as it should have been.
    const order = (await request(ORDERS.read, { params: { id: parcel.id }, token: owner.token })).body.order;
    expect(order.courierPaid).toEqual({ reference: 'CHQ-5512', on: '2026-11-21' });
  });

  it('records no payout from a report of an impossible amount, and leaves it to the owner', async () => {
    const parcel = await deliveredParcel('leopards');
    await sync();
    await payParcel('leopards', accounts.leopards, parcel.trackingNumber, {
      reference: 'CHQ-BAD',
      amount: -5_000_000_000_000,
      date: '2026-11-22',
    });
    expect((await sync()).find((s) => s.courier === 'leopards')).toMatchObject({ paid: 0, error: null });
    expect(await bookingOf(parcel.id)).toMatchObject({ paymentSettled: true, paymentAmount: null });
    expect(await cashOf(parcel.id)).toBe('with-courier');
    const order = (await request(ORDERS.read, { params: { id: parcel.id }, token: owner.token })).body.order;
    expect(order.courierPaid).toEqual({ reference: 'CHQ-BAD', on: '2026-11-22' });
  });

  it("keeps PostEx's report of a paid parcel on its booking and leaves its payout to the owner", async () => {
    const parcel = await deliveredParcel('postex');
    await sync();
    await payParcel('postex', accounts.postex, parcel.trackingNumber, {
      reference: 'CPR-1200',
      amount: parcel.total,
      date: '2026-11-21',
    });
    expect((await sync()).find((s) => s.courier === 'postex')).toMatchObject({ paid: 0, error: null });
    expect(await bookingOf(parcel.id)).toMatchObject({
      paymentSettled: true,
      paymentReference: 'CPR-1200',
      paymentAmount: null,
      paymentDate: '2026-11-21',
    });
    expect(await cashOf(parcel.id)).toBe('with-courier');

    // The owner is shown the report on the order, to record its payout from what reached the bank; once recorded,
    // the report is done with.
    const paidOf = async () =>
      (await request(ORDERS.read, { params: { id: parcel.id }, token: owner.token })).body.order.courierPaid;
    expect(await paidOf()).toEqual({ reference: 'CPR-1200', on: '2026-11-21' });
    const recorded = await request(REMITTANCES.record, {
      body: { courier: 'PostEx', reference: 'CPR-1200', orderIds: [parcel.id], amountReceived: parcel.total - 150 },
      token: owner.token,
    });
    expect(recorded.status).toBe(201);
    expect(await paidOf()).toBeNull();
  });
});
