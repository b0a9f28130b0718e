/**
 * The order filter finds an order the way the owner has it in hand: a phone in any form people write it, a parcel's
 * tracking number, a perfume's name; each read from an index, however many orders the shop has.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '#schema/api';
import { orderListQuery } from '#schema/payloads/order-lists';
import { orders } from '#schema/tables';
import { newestFirst, orderListWhere } from '../../worker/orders/list-query';
import { insertOrder, pk } from './admin-fixtures';
import { makeUser, request } from './client';
import { setOrder } from './fixtures';
import { changeInConsole } from './placed-orders';

let admin: Awaited<ReturnType<typeof makeUser>>;
const placed: Record<string, string> = {};

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  const shopper = await makeUser();
  const order = (fixture: Parameters<typeof insertOrder>[0]) => insertOrder(fixture).then((o) => o.id);
  placed.byPhone = await order({ userId: shopper.id, createdAt: pk(2025, 5, 1), phone: '03123456789' });
  placed.byAlternate = await order({
    userId: shopper.id,
    createdAt: pk(2025, 5, 2),
    phone: '03330000000',
    alternatePhone: '03123456789',
  });
  placed.other = await order({ userId: shopper.id, createdAt: pk(2025, 5, 3), phone: '03219876543' });
  placed.blueMist = await order({
    userId: shopper.id,
    createdAt: pk(2025, 5, 4),
    phone: '03001112222',
    lines: [{ productId: 'blue-mist', quantity: 1 }],
  });
  placed.shipped = await order({ userId: shopper.id, createdAt: pk(2025, 5, 5), phone: '03004445555' });
  await setOrder(placed.shipped, { status: 'shipped', courier: 'TCS', trackingNumber: 'TCS779404029990' });
  // Shipped from the console with the number as the courier's slip prints it, in groups.
  placed.grouped = await order({ userId: shopper.id, createdAt: pk(2025, 5, 6), phone: '03004446666' });
  await shipFromConsole(placed.grouped, 'LE 1234 5678');
  // Saved with its spaces before they were taken out on saving.
  placed.savedBefore = await order({ userId: shopper.id, createdAt: pk(2025, 5, 7), phone: '03004447777' });
  await setOrder(placed.savedBefore, { status: 'shipped', courier: 'PostEx', trackingNumber: 'PX 9012 3456' });
  // Typed on a phone, whose keyboard starts with a capital.
  placed.typedOnPhone = await order({ userId: shopper.id, createdAt: pk(2025, 5, 8), phone: '03004448888' });
  await shipFromConsole(placed.typedOnPhone, 'Le 5555 1111');
  // Saved in small letters before numbers were kept in capitals.
  placed.smallLetters = await order({ userId: shopper.id, createdAt: pk(2025, 5, 9), phone: '03004449999' });
  await setOrder(placed.smallLetters, { status: 'shipped', courier: 'TCS', trackingNumber: 'tcs77889911' });
  // Typed with the dash the courier's slip prints, which the order keeps.
  placed.dashed = await order({ userId: shopper.id, createdAt: pk(2025, 5, 12), phone: '03004440000' });
  await shipFromConsole(placed.dashed, 'pe-9988 7766');
  // A customer named as a perfume is (Malik), who bought another.
  placed.customerMalik = await order({
    userId: shopper.id,
    createdAt: pk(2025, 5, 13),
    phone: '03004441212',
    firstName: 'Sana',
    lastName: 'Malik',
  });
  placed.perfumeMalik = await order({
    userId: shopper.id,
    createdAt: pk(2025, 5, 14),
    phone: '03004441313',
    lines: [{ productId: 'malik', quantity: 1 }],
  });
  placed.phonePlaced = await order({ userId: shopper.id, createdAt: pk(2025, 5, 10), phone: '03468810001' });
  placed.phoneChanged = await order({ userId: shopper.id, createdAt: pk(2025, 5, 11), phone: '03119998888' });
  await changeInConsole(admin, placed.phoneChanged, { phone: '+92 346 8810002' });
});

/** Shipped with Leopards as the console ships it, the tracking number as the owner typed it. */
async function shipFromConsole(id: string, trackingNumber: string) {
  for (const body of [{ status: 'processing' }, { status: 'shipped', courier: 'Leopards', trackingNumber }])
    expect((await request(ORDERS.changeStatus, { token: admin.token, params: { id }, body })).status).toBe(200);
}

async function found(q: string): Promise<string[]> {
  const { status, body } = await request(ORDERS.list, { token: admin.token, query: `q=${encodeURIComponent(q)}` });
  expect(status, q).toBe(200);
  return body.orders.map((order) => order._id);
}

describe('GET /api/orders?q= with what the owner has in hand', () => {
  it.each([
    '03123456789',
    '0312-3456789',
    '0312 3456789',
    '+92 312 3456789',
    '+923123456789',
    '0092 312 3456789',
    '92 312 3456789',
    '923123456789',
  ])('finds both orders with the phone written %s (as phone or alternate phone)', async (q) => {
    expect(await found(q)).toEqual([placed.byAlternate, placed.byPhone]);
  });

  it('finds a piece of a phone written as the card shows it', async () => {
    expect(await found('0312-345')).toEqual([placed.byAlternate, placed.byPhone]);
    expect(await found('+92 321')).toEqual([placed.other]);
  });

  it.each(['0346 881', '+92 346 881', '+92 0346-881', '0092 346 881', '92 346 881', '۰۳۴۶ ۸۸۱', '۸۸۱۰۰'])(
    'finds by a piece of a phone typed %j the orders with it, as placed or as changed in the console',
    async (q) => {
      expect(await found(q)).toEqual([placed.phoneChanged, placed.phonePlaced]);
    },
  );

  it('finds a parcel by its tracking number, in either case', async () => {
    expect(await found('TCS779404029990')).toEqual([placed.shipped]);
    expect(await found('tcs779404029990')).toEqual([placed.shipped]);
    expect(await found('TCS7794')).toEqual([]);
  });

  it.each(['LE 1234 5678', 'LE12345678', 'le 12345678', ' LE 1234  5678 '])(
    'finds a parcel shipped as LE 1234 5678 typed %s',
    async (q) => {
      expect(await found(q)).toEqual([placed.grouped]);
    },
  );

  it.each(['PX 9012 3456', 'PX90123456', 'px9012 3456'])(
    'finds a parcel whose number was saved with its spaces, typed %s',
    async (q) => {
      expect(await found(q)).toEqual([placed.savedBefore]);
    },
  );

  it.each(['LE 5555 1111', 'Le55551111', 'le 5555 1111'])(
    'keeps a number typed Le 5555 1111 in capitals, and finds it typed %s',
    async (q) => {
      expect(await found(q)).toEqual([placed.typedOnPhone]);
    },
  );

  it('answers the number kept in capitals, as the card and the tracking message show it', async () => {
    const { body } = await request(ORDERS.read, { token: admin.token, params: { id: placed.typedOnPhone! } });
    expect(body.order.trackingNumber).toBe('LE55551111');
  });

  it.each(['TCS 7788 9911', 'TCS77889911', 'tcs77889911'])(
    'finds a parcel whose number was saved in small letters, typed %s',
    async (q) => {
      expect(await found(q)).toEqual([placed.smallLetters]);
    },
  );

  it('keeps a number typed pe-9988 7766 as PE-99887766, dash and all', async () => {
    const { body } = await request(ORDERS.read, { token: admin.token, params: { id: placed.dashed! } });
    expect(body.order.trackingNumber).toBe('PE-99887766');
  });

  it.each(['pe99887766', 'PE-99887766', 'pe-9988 7766', 'PE 9988 7766', 'PE-9988-7766'])(
    'finds a parcel kept as PE-99887766 typed %s, dashes aside',
    async (q) => {
      expect(await found(q)).toEqual([placed.dashed]);
    },
  );

  it.each(['LE-1234-5678', 'le-12345678'])('finds a parcel kept as LE12345678 typed %s, dashes aside', async (q) => {
    expect(await found(q)).toEqual([placed.grouped]);
  });

  it('finds a tracking number whole, not a piece of it', async () => {
    expect(await found('LE 1234')).toEqual([]);
    expect(await found('PX 9012')).toEqual([]);
  });

  it("finds a perfume's orders by its whole name or a word of it", async () => {
    const blueMist = [placed.blueMist];
    expect(await found('Blue Mist')).toEqual(blueMist);
    expect(await found('blue mist')).toEqual(blueMist);
    expect(await found('mist')).toEqual(blueMist);
    expect(await found('ist')).toEqual([]);
  });

  it('finds a customer named as a perfume is, beside that perfume’s orders', async () => {
    expect((await found('Malik')).sort()).toEqual([placed.customerMalik, placed.perfumeMalik].sort());
    expect(await found('Sana Malik')).toEqual([placed.customerMalik]);
  });
});

describe('the order filter in SQL', () => {
  const plan = async (sql: string, ...params: unknown[]) => {
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    return results.map((row) => row.detail).join('\n');
  };
  const page = 'ORDER BY created_at DESC, seq DESC LIMIT 51';

  it('reads a phone, a tracking number and a perfume through their indexes', async () => {
    const byPhone = await plan(`SELECT seq FROM orders WHERE phone = ? OR alternate_phone = ? ${page}`, 'a', 'a');
    expect(byPhone).toMatch(/INDEX orders_phone/);
    expect(byPhone).toMatch(/INDEX orders_alternate_phone/);
    const byKey = `upper(replace(replace(tracking_number, ' ', ''), '-', ''))`;
    expect(await plan(`SELECT seq FROM orders WHERE ${byKey} = ? ${page}`, 'A')).toMatch(/INDEX orders_tracking_key/);
    expect(
      await plan(
        `SELECT seq FROM orders WHERE id IN (SELECT order_id FROM order_items WHERE product_id = ?) ${page}`,
        'a',
      ),
    ).toMatch(/INDEX order_items_product/);
  });

  it('reads a page of the orders whose cash is at one step in the order of an index, sorting none', async () => {
    const query = drizzle(env.DB)
      .select({ seq: orders.seq })
      .from(orders)
      .where(orderListWhere(orderListQuery.parse({ cash: 'with-courier' }), null, null))
      .orderBy(...newestFirst)
      .limit(51)
      .toSQL();
    const read = await plan(query.sql, ...query.params);
    expect(read).toMatch(/INDEX orders_cash_created/);
    expect(read).not.toMatch(/TEMP B-TREE/);
  });
});
