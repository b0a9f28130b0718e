import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#schema/answers/orders';
import { insertManyOrders, insertOrder, pk } from './admin-fixtures';
import { ORDERS } from '#schema/api';
import { json, makeUser, request } from './client';

interface Page {
  success: boolean;
  orders: Order[];
  nextCursor: string | null;
  message?: string;
}

let admin: Awaited<ReturnType<typeof makeUser>>;
let ann: Awaited<ReturnType<typeof makeUser>>;
let bob: Awaited<ReturnType<typeof makeUser>>;
const placed: Record<string, { id: string; displayOrderId: string }> = {};
const BULK = 130;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  ann = await makeUser();
  bob = await makeUser();
  // Around the 14-15 March 2025 range, to the millisecond, in Pakistan time.
  placed.lateOn13 = await insertOrder({
    userId: ann.id,
    createdAt: pk(2025, 3, 13, 23, 59, 59, 999),
    firstName: 'Zainab',
    lastName: 'Ali',
    phone: '03211234567',
    city: 'Karachi',
  });
  placed.startOf14 = await insertOrder({
    userId: ann.id,
    createdAt: pk(2025, 3, 14, 0, 0),
    status: 'shipped',
    firstName: 'Bilal',
    lastName: 'Ahmed',
  });
  placed.endOf15 = await insertOrder({
    userId: ann.id,
    createdAt: pk(2025, 3, 15, 23, 59, 59, 999),
    status: 'delivered',
    firstName: 'Sana',
    lastName: 'Tariq',
  });
  placed.startOf16 = await insertOrder({
    userId: ann.id,
    createdAt: pk(2025, 3, 16, 0, 0),
    status: 'processing',
    firstName: 'Hina',
    lastName: 'Raza',
  });
  // Bob's orders come in threes at the same millisecond, so paging has ties to break.
  await insertManyOrders(bob.id, BULK, pk(2025, 1, 10), 0);
  await insertManyOrders(bob.id, BULK, pk(2025, 1, 11), 1000);
});

const list = (query: string, token = admin.token) => json<Page>(`/api/orders${query}`, { token });
const ids = (page: Page) => page.orders.map((order) => order._id);

async function everyPage(query: string, token = admin.token): Promise<Order[]> {
  const all: Order[] = [];
  let cursor: string | null = null;
  do {
    const separator: string = query ? '&' : '?';
    const { status, body }: { status: number; body: Page } = await list(
      cursor ? `${query}${separator}cursor=${cursor}` : query,
      token,
    );
    expect(status).toBe(200);
    expect(body.orders.length).toBeLessThanOrEqual(50);
    all.push(...body.orders);
    cursor = body.nextCursor;
  } while (cursor);
  return all;
}

describe('GET /api/orders for the admin', () => {
  it('answers a page of 50, newest first, with the next cursor', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.orders).toHaveLength(50);
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.orders[0]!._id).toBe(placed.startOf16!.id);
    const times = body.orders.map((order) => Date.parse(order.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages through every order exactly once, ties included', async () => {
    const all = await everyPage('');
    expect(all).toHaveLength(2 * BULK + 4);
    expect(new Set(all.map((order) => order._id)).size).toBe(all.length);
  });

  it('filters by an inclusive date range, in Pakistan days', async () => {
    const { body } = await list('?from=2025-03-14&to=2025-03-15');
    expect(ids(body)).toEqual([placed.endOf15!.id, placed.startOf14!.id]);
    expect(ids((await list('?from=2025-03-16')).body)).toEqual([placed.startOf16!.id]);
    expect(ids((await list('?from=2025-03-13&to=2025-03-13')).body)).toEqual([placed.lateOn13!.id]);
    const untilJanuary = await everyPage('?to=2025-01-31');
    expect(untilJanuary).toHaveLength(2 * BULK);
  });

  it('filters by status', async () => {
    const { body } = await list('?status=shipped');
    expect(ids(body)).toEqual([placed.startOf14!.id]);
    expect(body.nextCursor).toBeNull();
  });

  it('finds an order by its number', async () => {
    const { body } = await list(`?q=${placed.endOf15!.displayOrderId.toLowerCase()}`);
    expect(ids(body)).toEqual([placed.endOf15!.id]);
  });

  it('finds orders by a status word, a date or a month in the filter text', async () => {
    expect(ids((await list('?q=Delivered')).body)).toEqual([placed.endOf15!.id]);
    // The words the Urdu console shows for a status find it too.
    expect(ids((await list(`?q=${encodeURIComponent('پہنچ گیا')}`)).body)).toEqual([placed.endOf15!.id]);
    expect(ids((await list(`?q=${encodeURIComponent('تیاری میں')}`)).body)).toEqual([placed.startOf16!.id]);
    expect(ids((await list('?q=14/03/2025')).body)).toEqual([placed.startOf14!.id]);
    expect(ids((await list('?q=2025-03-13')).body)).toEqual([placed.lateOn13!.id]);
    expect((await list('?q=Mar 2025')).body.orders).toHaveLength(4);
  });

  it('matches any part of the order id, status, customer name, phone or city, ignoring case', async () => {
    expect(ids((await list('?q=zainab ali')).body)).toEqual([placed.lateOn13!.id]);
    expect(ids((await list('?q=0321123')).body)).toEqual([placed.lateOn13!.id]);
    expect(ids((await list('?q=KARACH')).body)).toEqual([placed.lateOn13!.id]);
    expect(ids((await list('?q=ocess')).body)).toEqual([placed.startOf16!.id]);
    const digits = placed.endOf15!.displayOrderId.slice(3);
    expect(ids((await list(`?q=${digits}`)).body)).toContain(placed.endOf15!.id);
  });

  it('takes LIKE wildcards in the filter text literally', async () => {
    expect((await list('?q=%25')).body.orders).toEqual([]);
    expect((await list('?q=_')).body.orders).toEqual([]);
  });

  it('combines filters', async () => {
    const { body } = await list('?q=Bulk&from=2025-01-11&to=2025-01-11');
    expect(body.orders).toHaveLength(50);
    const all = await everyPage('?q=Bulk&from=2025-01-11&to=2025-01-11&status=pending');
    expect(all).toHaveLength(BULK);
    expect((await list('?q=Zainab&status=shipped')).body.orders).toEqual([]);
  });

  it('takes any day from 2000 to 2999', async () => {
    const all = await everyPage('?from=2000-01-01&to=2999-12-31');
    expect(all).toHaveLength(2 * BULK + 4);
  });

  it('treats blank fields as no filter', async () => {
    const { body } = await list('?q=&status=&from=&to=');
    expect(body.orders).toHaveLength(50);
  });

  it.each([
    ['?from=2025-13-01', 'Please pick a real date.'],
    ['?from=0000-01-01', 'Please pick a real date.'],
    ['?from=1999-12-31', 'Please pick a real date.'],
    ['?from=9999-12-31', 'Please pick a real date.'],
    ['?to=0001-01-01', 'Please pick a real date.'],
    ['?to=3000-01-01', 'Please pick a real date.'],
    ['?from=14-03-2025', 'Please pick dates as YYYY-MM-DD.'],
    ['?from=2025-03-15&to=2025-03-14', 'The from date must be on or before the to date.'],
    ['?status=lost', 'Please pick a known order status.'],
    [`?q=${'x'.repeat(101)}`, 'Please search with at most 100 characters.'],
  ])('refuses %s with 400', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });

  it.each(['page-2', 'abc', '1741946700000.abc', '1741946700000.1.2'])(
    'answers a cursor that names no page (%s) as every list does, 400 no_such_page',
    async (cursor) => {
      expect(await list(`?cursor=${cursor}`)).toMatchObject({
        status: 400,
        body: { success: false, code: 'no_such_page', message: 'That page of the list does not exist.' },
      });
    },
  );
});

describe('GET /api/orders for a shopper', () => {
  it('lists only their own orders, newest first', async () => {
    const { status, body } = await list('', ann.token);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([placed.startOf16!.id, placed.endOf15!.id, placed.startOf14!.id, placed.lateOn13!.id]);
    expect(body.nextCursor).toBeNull();
  });

  it('pages through their own orders only', async () => {
    const all = await everyPage('', bob.token);
    expect(all).toHaveLength(2 * BULK);
    expect(all.every((order) => order.shippingAddress.firstName === 'Bulk')).toBe(true);
  });

  it('never finds another shopper’s order, even by its number', async () => {
    const { body } = await list(`?q=${placed.startOf14!.displayOrderId}`, bob.token);
    expect(body.orders).toEqual([]);
  });

  it('gives the admin only their own orders with mine=1, for My orders', async () => {
    const { body } = await list('?mine=1');
    expect(body.orders).toEqual([]);
    expect(ids((await list('?mine=1', ann.token)).body)).toHaveLength(4);
    expect((await list('?mine=yes')).status).toBe(400);
  });

  it('refuses a day outside 2000 to 2999 on their own list too', async () => {
    for (const query of ['?from=0000-01-01', '?to=9999-12-31']) {
      const { status, body } = await list(query, ann.token);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ success: false, message: 'Please pick a real date.' });
    }
  });

  it('needs a login', async () => {
    const { status } = await request(ORDERS.list);
    expect(status).toBe(401);
  });
});
