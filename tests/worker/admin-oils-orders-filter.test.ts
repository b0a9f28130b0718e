/**
 * The owner finds an oils order as a perfume order is found (one list query for both): by its OIL- number, its phone
 * in any form, its tracking number, its city, its courier, where its cash stands, or its buyer's name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OILS_ORDERS } from '#schema/api';
import { insertOilsOrders, insertOrder, pk } from './admin-fixtures';
import { makeUser, request } from './client';
import { setOrder } from './fixtures';

let owner: Awaited<ReturnType<typeof makeUser>>;
const ids: Record<string, string> = {};
const numbers: Record<string, string> = {};

beforeAll(async () => {
  owner = await makeUser({ role: 'owner' });
  const nadia = await makeUser({ username: 'Nadia Khushboo Traders' });
  const bilal = await makeUser({ username: 'Bilal Attar' });
  ids.booked = (await insertOilsOrders(nadia.id, 1, pk(2025, 5, 2), 0, 'shipped', '03217654321'))[0]!;
  ids.delivered = (await insertOilsOrders(bilal.id, 1, pk(2025, 5, 3), 0, 'delivered', '03009876543'))[0]!;
  ids.waiting = (await insertOilsOrders(bilal.id, 1, pk(2025, 5, 4), 0, 'pending', '03331112222'))[0]!;
  await setOrder(ids.booked!, { city: 'Lahore', courier: 'Trax', trackingNumber: 'TRX55501234' });
  await setOrder(ids.delivered!, {
    city: 'Karachi',
    courier: 'PostEx',
    trackingNumber: 'PX77001',
    cash: 'with-courier',
  });
  // A perfume order with the same phone and tracking number's city: the oils list never shows it.
  await insertOrder({ userId: nadia.id, phone: '03217654321', city: 'Lahore', createdAt: pk(2025, 5, 5) });
  const { body } = await request(OILS_ORDERS.list, { token: owner.token });
  for (const order of body.orders) {
    const name = Object.keys(ids).find((key) => ids[key] === order._id);
    if (name) numbers[name] = order.displayOrderId;
  }
});

async function listed(query: string): Promise<string[]> {
  const { status, body } = await request(OILS_ORDERS.list, { token: owner.token, query });
  expect(status, query).toBe(200);
  return body.orders.map((order) => order._id);
}

describe('GET /api/oilsOrders finds an oils order', () => {
  it('by its order number, however it is typed', async () => {
    expect(numbers.booked).toMatch(/^OIL-\d{5,}$/);
    expect(await listed(`q=${numbers.booked}`)).toEqual([ids.booked]);
    expect(await listed(`q=${encodeURIComponent(` ${numbers.booked!.toLowerCase().replace('-', '')} `)}`)).toEqual([
      ids.booked,
    ]);
    expect(await listed(`q=${numbers.booked!.replace('OIL', 'FS')}`)).toEqual([]);
  });

  it.each(['03217654321', '+92 321 7654321', '0321-7654321'])('by its phone written %s', async (phone) => {
    expect(await listed(`q=${encodeURIComponent(phone)}`)).toEqual([ids.booked]);
  });

  it('by its tracking number, with spaces or in small letters too', async () => {
    expect(await listed('q=TRX55501234')).toEqual([ids.booked]);
    expect(await listed(`q=${encodeURIComponent('trx 5550 1234')}`)).toEqual([ids.booked]);
  });

  it('by its city, whatever its case, in the city filter or the filter text', async () => {
    expect(await listed('city=lahore')).toEqual([ids.booked]);
    expect(await listed('city=KARACHI')).toEqual([ids.delivered]);
    expect(await listed('q=karachi')).toEqual([ids.delivered]);
  });

  it('by its city named in Urdu, as the Urdu console shows it', async () => {
    expect(await listed(`city=${encodeURIComponent('لاہور')}`)).toEqual([ids.booked]);
    expect(await listed(`q=${encodeURIComponent('کراچی')}`)).toEqual([ids.delivered]);
  });

  it('by its courier', async () => {
    expect(await listed('courier=Trax')).toEqual([ids.booked]);
    expect(await listed('courier=PostEx')).toEqual([ids.delivered]);
    expect(await listed('courier=Leopards')).toEqual([]);
  });

  it('by where its cash stands', async () => {
    expect(await listed('cash=with-courier')).toEqual([ids.delivered]);
    expect(await listed('cash=none')).toEqual([ids.waiting, ids.booked]);
  });

  it("by its buyer's name, and by a part of its phone", async () => {
    expect(await listed('q=khushboo')).toEqual([ids.booked]);
    expect(await listed('q=bilal%20attar')).toEqual([ids.waiting, ids.delivered]);
    expect(await listed('q=0333-111')).toEqual([ids.waiting]);
  });

  it('refuses a courier it does not know', async () => {
    const { status, body } = await request(OILS_ORDERS.list, { token: owner.token, query: 'courier=Nobody' });
    expect(status).toBe(400);
    expect(body.message).toBe('Please pick one of the couriers listed.');
  });
});
