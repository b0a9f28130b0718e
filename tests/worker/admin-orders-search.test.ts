/**
 * The filter text of the order lists, however long: anything the validator accepts (up to 100 characters) is
 * searched, never a 500. D1 refuses LIKE patterns over 50 bytes, which a contains-match must not depend on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOilsOrders, insertOrder, pk } from './admin-fixtures';
import { json, makeUser } from './client';

interface Page {
  success: boolean;
  orders: Array<{ _id: string }>;
  nextCursor: string | null;
}

const LONG_FIRST = 'Muhammad Abdul Rehman Saleem';
const LONG_LAST = 'Chaudhry Niazi Qureshi Siddiqui';
const LONG_NAME = `${LONG_FIRST} ${LONG_LAST}`;
const URDU_NAME = 'عائشہ فاطمہ صدیقی چوہدری قریشی';
const TRADER = 'Haji Abdul Rehman Saleem Chaudhry Attar and Oils Wholesale Traders';

let admin: Awaited<ReturnType<typeof makeUser>>;
let cara: Awaited<ReturnType<typeof makeUser>>;
let dawood: Awaited<ReturnType<typeof makeUser>>;
let trader: Awaited<ReturnType<typeof makeUser>>;
const placed: Record<string, string> = {};

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  cara = await makeUser();
  dawood = await makeUser();
  trader = await makeUser({ username: TRADER });
  placed.longName = (
    await insertOrder({ userId: cara.id, createdAt: pk(2025, 4, 1), firstName: LONG_FIRST, lastName: LONG_LAST })
  ).id;
  placed.urdu = (
    await insertOrder({
      userId: cara.id,
      createdAt: pk(2025, 4, 2),
      firstName: 'عائشہ فاطمہ',
      lastName: 'صدیقی چوہدری قریشی',
    })
  ).id;
  placed.wildcards = (
    await insertOrder({ userId: dawood.id, createdAt: pk(2025, 4, 3), firstName: 'Sale', lastName: '100%_off' })
  ).id;
  placed.umlaut = (
    await insertOrder({ userId: dawood.id, createdAt: pk(2025, 4, 3), firstName: 'Ärzte', lastName: 'Haus' })
  ).id;
  placed.oils = (await insertOilsOrders(trader.id, 1, pk(2025, 4, 4)))[0]!;
  await insertOilsOrders(dawood.id, 1, pk(2025, 4, 5));
});

const list = (path: string, q: string, token = admin.token) => json<Page>(`${path}${encodeURIComponent(q)}`, { token });
const ids = (page: Page) => page.orders.map((order) => order._id);

describe('GET /api/orders?q= with long text', () => {
  it('searches text longer than a LIKE pattern may be', async () => {
    expect(LONG_NAME.length).toBeGreaterThan(55);
    const { status, body } = await list('/api/orders?q=', LONG_NAME);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([placed.longName]);
    expect(ids((await list('/api/orders?q=', LONG_NAME.toUpperCase())).body)).toEqual([placed.longName]);
  });

  it('answers an empty list for up to 100 characters that match nothing', async () => {
    for (const q of [
      'x'.repeat(49),
      'x'.repeat(100),
      '%'.repeat(25),
      '_'.repeat(60),
      'ب'.repeat(25),
      'ب'.repeat(100),
    ]) {
      const { status, body } = await list('/api/orders?q=', q);
      expect(status, q).toBe(200);
      expect(body.orders, q).toEqual([]);
    }
  });

  it('searches Urdu text, which takes two bytes a letter', async () => {
    expect(new TextEncoder().encode(URDU_NAME).length).toBeGreaterThan(50);
    expect(ids((await list('/api/orders?q=', URDU_NAME)).body)).toEqual([placed.urdu]);
  });

  it('ignores the case of ASCII letters only, as SQLite does, in names and order numbers alike', async () => {
    expect(ids((await list('/api/orders?q=', 'ÄRZTE')).body)).toEqual([placed.umlaut]);
    expect(ids((await list('/api/orders?q=', 'fs-1000')).body)).toHaveLength(4);
    expect(ids((await list('/api/orders?q=', 'FS-1000')).body)).toHaveLength(4);
  });

  it('takes % and _ as themselves', async () => {
    expect(ids((await list('/api/orders?q=', '100%_off')).body)).toEqual([placed.wildcards]);
    expect((await list('/api/orders?q=', '100%%off')).body.orders).toEqual([]);
    expect((await list('/api/orders?q=', '100__off')).body.orders).toEqual([]);
  });

  it("searches a shopper's own list the same way, and only their own", async () => {
    const own = await list('/api/orders?q=', 'x'.repeat(49), cara.token);
    expect(own.status).toBe(200);
    expect(own.body.orders).toEqual([]);
    expect(ids((await list('/api/orders?q=', LONG_NAME, cara.token)).body)).toEqual([placed.longName]);
    expect(ids((await list('/api/orders?q=', URDU_NAME, cara.token)).body)).toEqual([placed.urdu]);
    const other = await list('/api/orders?q=', LONG_NAME, dawood.token);
    expect(other.status).toBe(200);
    expect(other.body.orders).toEqual([]);
  });
});

describe('GET /api/oilsOrders with a long username or email', () => {
  it('finds a buyer by 60 characters of their username, ignoring case', async () => {
    const part = TRADER.slice(5, 65);
    expect(part).toHaveLength(60);
    const { status, body } = await list('/api/oilsOrders?username=', part.toLowerCase());
    expect(status).toBe(200);
    expect(ids(body)).toEqual([placed.oils]);
  });

  it('answers an empty list for 60 characters that match nobody', async () => {
    for (const path of ['/api/oilsOrders?username=', '/api/oilsOrders?email=']) {
      const { status, body } = await list(path, `${'x'.repeat(50)}@example.pk`.padEnd(60, 'k'));
      expect(status, path).toBe(200);
      expect(body.orders, path).toEqual([]);
    }
  });
});
