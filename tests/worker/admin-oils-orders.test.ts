import { beforeAll, describe, expect, it } from 'vitest';
import { insertOilsOrders, pk } from './admin-fixtures';
import { json, makeUser } from './client';
import { setUser } from './fixtures';

interface OilsOrder {
  _id: string;
  items: Array<{ product: string; volume: number; price: number }>;
  totalPrice: number;
  createdAt: string;
  user: { email: string; username: string };
}
interface Page {
  success: boolean;
  orders: OilsOrder[];
  nextCursor: string | null;
  message?: string;
}

let admin: Awaited<ReturnType<typeof makeUser>>;
let imran: Awaited<ReturnType<typeof makeUser>>;
let sara: Awaited<ReturnType<typeof makeUser>>;
const made: Record<string, string[]> = {};

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  imran = await makeUser({ username: 'Imran Traders' });
  sara = await makeUser({ username: 'Sara Attar House' });
  // Written in the order they were placed, as the shop numbers them: orders at one millisecond first.
  made.bulk = [
    ...(await insertOilsOrders(sara.id, 60, pk(2025, 1, 5), 0)),
    ...(await insertOilsOrders(imran.id, 60, pk(2025, 1, 5), 0)),
  ];
  made.imranLateOn13 = await insertOilsOrders(imran.id, 1, pk(2025, 3, 13, 23, 59, 59, 999));
  made.imranOn14 = await insertOilsOrders(imran.id, 1, pk(2025, 3, 14, 0, 0));
  made.saraOn15 = await insertOilsOrders(sara.id, 1, pk(2025, 3, 15, 23, 59, 59, 999));
  made.saraOn16 = await insertOilsOrders(sara.id, 1, pk(2025, 3, 16, 0, 0));
});

const list = (query: string, token = admin.token) => json<Page>(`/api/oilsOrders${query}`, { token });
const ids = (page: Page) => page.orders.map((order) => order._id);

describe('GET /api/oilsOrders for the admin', () => {
  it('answers a page of 50, newest first, with its items, total, date and buyer', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.orders).toHaveLength(50);
    expect(body.orders[0]).toMatchObject({
      _id: made.saraOn16![0],
      items: [{ product: expect.any(String), volume: 50, price: expect.any(Number) }],
      totalPrice: expect.any(Number),
      createdAt: new Date(pk(2025, 3, 16, 0, 0)).toISOString(),
      user: { email: sara.email, username: 'Sara Attar House' },
    });
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  it('pages through every order exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const { body }: { body: Page } = await list(cursor ? `?cursor=${cursor}` : '');
      seen.push(...ids(body));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(124);
    expect(new Set(seen).size).toBe(124);
  });

  it('filters by any part of the username or email, ignoring case', async () => {
    const byName = await list('?username=attar&from=2025-03-01');
    expect(ids(byName.body)).toEqual([made.saraOn16![0], made.saraOn15![0]]);
    const byEmail = await list(`?email=${imran.email.toUpperCase()}&from=2025-03-01`);
    expect(ids(byEmail.body)).toEqual([made.imranOn14![0], made.imranLateOn13![0]]);
    expect((await list('?username=traders&email=nobody@')).body.orders).toEqual([]);
    expect((await list('?username=%25')).body.orders).toEqual([]);
  });

  it('filters by an inclusive date range, in Pakistan days', async () => {
    expect(ids((await list('?from=2025-03-14&to=2025-03-15')).body)).toEqual([made.saraOn15![0], made.imranOn14![0]]);
    expect(ids((await list('?from=2025-03-16')).body)).toEqual([made.saraOn16![0]]);
    expect(ids((await list('?from=2025-03-13&to=2025-03-13')).body)).toEqual([made.imranLateOn13![0]]);
  });

  it.each(['?from=0000-01-01', '?from=1999-12-31', '?to=9999-12-31'])(
    'refuses %s, a day outside 2000 to 2999, with 400',
    async (query) => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message: 'Please pick a real date.' });
      expect((await list(query, imran.token)).status).toBe(400);
    },
  );

  it('refuses a reversed date range', async () => {
    const { status, body } = await list('?from=2025-03-15&to=2025-03-14');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'The from date must be on or before the to date.' });
  });
});

describe('GET /api/oilsOrders for a shopper', () => {
  it('never lists another buyer’s orders, whatever the filters say', async () => {
    const { body } = await list(`?username=Sara&email=${sara.email}`, imran.token);
    expect(body.orders).toEqual([]);
    const own = await list('?from=2025-03-01', imran.token);
    expect(ids(own.body)).toEqual([made.imranOn14![0], made.imranLateOn13![0]]);
  });

  it('knows who is admin from D1, not from the token', async () => {
    await setUser(admin.id, { role: 'shopper' });
    const { body } = await list('');
    expect(body.orders).toEqual([]);
    await setUser(admin.id, { role: 'owner' });
  });
});
