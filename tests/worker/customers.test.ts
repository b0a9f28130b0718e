import { env } from 'cloudflare:test';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#schema/tables';
import { CUSTOMERS } from '#schema/api';
import type { Customer } from '#schema/answers/customers';
import { FULL_NAME } from '../../worker/customers/search';
import { customerPageQuery } from '../../worker/customers/list';
import { insertOilsOrders, insertOrder, pk } from './admin-fixtures';
import { json, makeUser, request } from './client';
import { batch, setOrder, setUser } from './fixtures';
import { changeInConsole } from './placed-orders';

let admin: Awaited<ReturnType<typeof makeUser>>;
const ids: Record<string, string> = {};

async function shopper(key: string, username: string, joinedAt: number) {
  const user = await makeUser({ username });
  await setUser(user.id, { createdAt: joinedAt });
  ids[key] = user.id;
  return user;
}

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  const sana = await shopper('sana', 'sana_k', pk(2025, 1, 1));
  const first = await insertOrder({
    userId: sana.id,
    createdAt: pk(2025, 2, 1),
    firstName: 'Sana',
    lastName: 'Karim',
    phone: '03211111111',
    status: 'delivered',
  });
  const refused = await insertOrder({
    userId: sana.id,
    createdAt: pk(2025, 3, 1),
    firstName: 'Sana',
    lastName: 'Qadir',
    phone: '03212222222',
    alternatePhone: '03450000001',
  });
  const refusedAtTheDoor = await insertOrder({
    userId: sana.id,
    createdAt: pk(2025, 3, 2),
    status: 'shipped',
    firstName: 'Sana',
    lastName: 'Qadir',
    phone: '03212222222',
  });
  await batch([
    setOrder(refused.id, { status: 'cancelled', confirmation: 'refused' }),
    setOrder(first.id, { confirmation: 'confirmed' }),
    // Her latest order was placed from an Urdu page: the shop writes to her in Urdu.
    setOrder(refusedAtTheDoor.id, { status: 'returned', returnReason: 'refused', lang: 'ur' }),
  ]);
  const wholesale = await shopper('wholesale', 'Attar House', pk(2025, 1, 2));
  const [delivered] = await insertOilsOrders(wholesale.id, 2, pk(2025, 4, 1));
  await setOrder(delivered!, { status: 'delivered', confirmation: 'refused', phone: '03337777777' });
  await shopper('browser', 'Just Looking', pk(2025, 1, 3));
});

const list = (query = '') => request(CUSTOMERS.list, { token: admin.token, query });
const find = (customers: Customer[], key: string) => customers.find((customer) => customer._id === ids[key]);

describe('GET /api/admin/customers', () => {
  it('is for the admin only', async () => {
    expect((await json('/api/admin/customers')).status).toBe(401);
    const shopper = await makeUser();
    expect((await request(CUSTOMERS.list, { token: shopper.token })).status).toBe(403);
  });

  it('lists the shoppers who ordered, newest account first, with their orders, spending and refusals', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.customers.map((c) => c._id)).toEqual([ids.wholesale, ids.sana]);
    const sana = find(body.customers, 'sana')!;
    const delivered = await env.DB.prepare("SELECT total FROM orders WHERE user_id = ? AND status = 'delivered'")
      .bind(ids.sana)
      .first<{ total: number }>();
    expect(sana).toEqual({
      _id: ids.sana,
      username: 'sana_k',
      email: expect.stringMatching(/@example\.pk$/),
      // The name, phone and language of the latest order.
      name: 'Sana Qadir',
      phone: '03212222222',
      lang: 'ur',
      orders: 3,
      totalSpent: delivered!.total,
      // One refused on the confirmation call (then cancelled), one at the door (then returned).
      refusals: 2,
      lastOrderAt: new Date(pk(2025, 3, 2)).toISOString(),
      joinedAt: new Date(pk(2025, 1, 1)).toISOString(),
    });
  });

  it('finds an account that never ordered by part of its name or email, as any customer, and makes its reset link', async () => {
    const newcomer = await makeUser({ username: 'naya_gahak' });
    const joined = expect.objectContaining({
      _id: newcomer.id,
      name: 'naya_gahak',
      phone: null,
      lang: 'en',
      orders: 0,
      refusals: 0,
      lastOrderAt: null,
    });
    for (const q of [` ${newcomer.email.toUpperCase()} `, newcomer.email.slice(0, -3), 'NAYA', 'ya_gah']) {
      expect((await list(`q=${encodeURIComponent(q)}`)).body.customers, q).toEqual([joined]);
    }
    // Unsearched, the list is of those who ordered.
    expect((await list()).body.customers.map((customer) => customer._id)).not.toContain(newcomer.id);
    const link = await request(CUSTOMERS.resetLink, { token: admin.token, params: { userId: newcomer.id }, body: {} });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/\/reset-password#/);
  });

  it('finds by part of an email every account holding it, ordered or not', async () => {
    const found = (await list(`q=${encodeURIComponent('@EXAMPLE.pk')}`)).body.customers.map((c) => c._id);
    expect(found).toEqual(expect.arrayContaining([ids.wholesale, ids.sana, ids.browser]));
  });

  it('counts oils orders too, and names a shopper without perfume orders by their account', async () => {
    const wholesale = find((await list()).body.customers, 'wholesale')!;
    const [oils] = await drizzle(env.DB)
      .select()
      .from(orders)
      .where(and(eq(orders.userId, ids.wholesale!), eq(orders.status, 'delivered')));
    expect(wholesale).toMatchObject({
      name: 'Attar House',
      lang: 'en',
      orders: 2,
      refusals: 1,
      totalSpent: oils!.total,
    });
    expect(wholesale.phone).toMatch(/^03\d{9}$/);
  });

  it.each([
    ['a whole phone in any form', '+92 321 1111111', ['sana']],
    ['an alternate phone', '0345-0000001', ['sana']],
    ['an oils order’s phone', '0333 7777777', ['wholesale']],
    ['the start of a phone', '0321-222', ['sana']],
    ['the start of a phone with the country code', '+92 333 77', ['wholesale']],
    ['digits inside a phone', '2222', ['sana']],
    ['the start of a name on an order, in any case', 'sana ka', ['sana']],
    ['the start of a last name on an order', 'QADIR', ['sana']],
    ['part of the account’s name', 'ttar', ['wholesale']],
    ['the inside of a name on an order (names match from their start)', 'arim', []],
    ['nothing anyone has', 'nobody-by-this-name', []],
    ['text ending in the last code point there is', 'sana\u{10ffff}', []],
    ['nothing but the last code point there is', '\u{10ffff}', []],
  ])('finds shoppers by %s', async (_case, q, keys) => {
    const { status, body } = await list(`q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(body.customers.map((c) => c._id)).toEqual(keys.map((key) => ids[key]));
  });

  it('pages through many customers without gaps or repeats', async () => {
    const many = await Promise.all(
      Array.from({ length: 55 }, (_, n) => shopper(`many${n}`, `Many ${n}`, pk(2024, 6, 1))),
    );
    await Promise.all(many.map((user) => insertOrder({ userId: user.id, firstName: 'Pager', lastName: 'Test' })));
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const { body } = await list(`q=pager${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...body.customers.map((c) => c._id));
      cursor = body.nextCursor;
    }
    expect(seen).toHaveLength(55);
    expect(new Set(seen)).toEqual(new Set(many.map((user) => user.id)));
    expect((await list()).body.customers).toHaveLength(50);
  });

  it.each([
    [`q=${'x'.repeat(101)}`, 'Please search with at most 100 characters.'],
    ['cursor=nonsense', 'That page of the list does not exist.'],
  ])('refuses %s with a 400', async (query, message) => {
    expect(await list(query)).toMatchObject({ status: 400, body: { success: false, message } });
  });
});

describe('GET /api/admin/customers?q= with a piece of a phone', () => {
  beforeAll(async () => {
    const placedWith = await shopper('placedWith', 'Placed With', pk(2025, 6, 1));
    await insertOrder({ userId: placedWith.id, phone: '03468810001' });
    const changedTo = await shopper('changedTo', 'Changed To', pk(2025, 6, 2));
    const { id } = await insertOrder({ userId: changedTo.id, phone: '03119998888' });
    await changeInConsole(admin, id, { phone: '0346-8810002' });
  });

  it.each(['0346 881', '0346-881', '+92 346 881', '+92 0346 881', '0092 346 881', '92 346 881', '346881', '۰۳۴۶ ۸۸۱'])(
    'finds by the start of a phone typed %j the shoppers with it on an order, as placed or as changed in the console',
    async (q) => {
      const { body } = await list(`q=${encodeURIComponent(q)}`);
      expect(body.customers.map((c) => c._id)).toEqual([ids.changedTo, ids.placedWith]);
    },
  );

  it.each(['881000', '۸۸۱۰۰۰'])('finds by digits inside a phone typed %j both shoppers', async (q) => {
    const { body } = await list(`q=${encodeURIComponent(q)}`);
    expect(body.customers.map((c) => c._id)).toEqual([ids.changedTo, ids.placedWith]);
  });
});

describe('the customer list in SQL', () => {
  const plan = async (sql: string, ...params: unknown[]) => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    return results.map((row) => row.detail).join('\n');
  };

  it('reads the accounts a search names by their key, ordered or not, and a whole email through its index', async () => {
    const db = drizzle(env.DB);
    const planOf = async (q: string) => {
      const query = await customerPageQuery(db, q, null, 50);
      const rows = (await db.all(sql`EXPLAIN QUERY PLAN ${query}`)) as Array<{ detail: string }>;
      return rows.map((row) => row.detail).join('\n');
    };
    const { email } = await makeUser({ username: 'Zarmina Never Ordered' });
    for (const q of ['zarmina', email.slice(0, 12)]) {
      const byName = await planOf(q);
      expect(byName, q).toMatch(/SEARCH u USING INDEX sqlite_autoindex_users_1 \(id=\?\)/);
      expect(byName, q).not.toMatch(/SCAN u/);
    }
    expect(await planOf(email)).toMatch(/SEARCH u USING INDEX users_email \(email=\?\)/);
  });

  it('pages accounts on their index and finds phones and names through theirs', async () => {
    expect(
      await plan(
        'SELECT id FROM users u WHERE (u.created_at, u.id) < (?, ?) ORDER BY u.created_at DESC, u.id DESC LIMIT 51',
        1,
        'x',
      ),
    ).toMatch(/users_created_at/);
    const byPhone = await plan(
      'SELECT user_id FROM orders WHERE phone = ? UNION SELECT user_id FROM orders WHERE alternate_phone = ?',
      'a',
      'a',
    );
    expect(byPhone).toMatch(/INDEX orders_phone/);
    expect(byPhone).toMatch(/INDEX orders_alternate_phone/);
    const byName = await plan(
      `SELECT user_id FROM orders WHERE ${FULL_NAME} >= ? AND ${FULL_NAME} < ? UNION SELECT user_id FROM orders WHERE lower(last_name) >= ? AND lower(last_name) < ?`,
      'a',
      'b',
      'a',
      'b',
    );
    // The shoppers are read from the name indexes alone: a common name is thousands of orders.
    expect(byName).toMatch(/COVERING INDEX orders_full_name_user/);
    expect(byName).toMatch(/COVERING INDEX orders_last_name_user/);
  });
});
