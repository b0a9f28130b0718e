/**
 * The order search's index (orders_search), which triggers keep as orders are placed, edited and deleted: a name,
 * an email or the end of a phone that only a few orders hold is looked up in it, so it must always hold what the
 * orders say, and the orders there were when it was made.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '#schema/api';
import { everyRun } from '../../worker/orders/search-index';
import { insertOilsOrders, insertOrder } from './admin-fixtures';
import { json, makeUser, request } from './client';
import { remadeByMigration } from './remade-by-migration';

let admin: Awaited<ReturnType<typeof makeUser>>;
let shopper: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
  shopper = await makeUser();
});

const search = async (q: string) => {
  const { status, body } = await json<{ orders: Array<{ _id: string }> }>(`/api/orders?q=${encodeURIComponent(q)}`, {
    token: admin.token,
  });
  expect(status, q).toBe(200);
  return body.orders.map((order) => order._id).sort();
};

/** The seqs the index holds `text` for, looked up the way the search looks it up. */
const indexed = async (text: string) => {
  const { results } = await env.DB.prepare('SELECT rowid AS seq FROM orders_search WHERE orders_search MATCH ?')
    .bind(everyRun(text))
    .all<{ seq: number }>();
  return results.map((row) => row.seq).sort((a, b) => a - b);
};

const seqOf = async (id: string) =>
  (await env.DB.prepare('SELECT seq FROM orders WHERE id = ?').bind(id).first<{ seq: number }>())!.seq;

const deleteOrder = (id: string) =>
  env.DB.batch(
    ['order_items', 'order_status_history'].map((table) =>
      env.DB.prepare(`DELETE FROM ${table} WHERE order_id = ?`).bind(id),
    ),
  ).then(() => env.DB.prepare('DELETE FROM orders WHERE id = ?').bind(id).run());

describe('the order search index', () => {
  it('finds an order by its name, email and the end of its phone, through every edit, until it is deleted', async () => {
    const { id } = await insertOrder({
      userId: shopper.id,
      firstName: 'Mehreen',
      lastName: 'Zafar',
      email: 'mehreen.z@example.pk',
      phone: '03217654321',
      alternatePhone: '03451112233',
      city: 'Mardan',
    });
    const other = await insertOrder({ userId: shopper.id, firstName: 'Sana', lastName: 'Raza' });
    const seq = await seqOf(id);
    expect(await indexed('mehreen zafar')).toEqual([seq]);
    for (const q of ['Mehreen Zafar', 'ZAFAR', 'reen za', 'mehreen.z@', '7654321', '+92 345 111', 'mardan']) {
      expect(await search(q), q).toEqual([id]);
    }

    const edited = await request(ORDERS.change, {
      params: { id },
      token: admin.token,
      body: { version: 0, shippingAddress: { firstName: 'Sadia', lastName: 'Butt', phone: '0333 9876543' } },
    });
    expect(edited.status).toBe(200);
    expect(await indexed('mehreen zafar')).toEqual([]);
    expect(await indexed('sadia butt')).toEqual([seq]);
    for (const q of ['Zafar', '7654321']) expect(await search(q), q).toEqual([]);
    for (const q of ['sadia butt', '9876543', 'mehreen.z@', 'mardan']) expect(await search(q), q).toEqual([id]);

    // An order the shop never touched has only its lines and its first status beside it.
    expect(await search('sana raza')).toEqual([other.id]);
    await deleteOrder(other.id);
    expect(await indexed('sana raza')).toEqual([]);
    expect(await search('sana raza')).toEqual([]);
  });

  it('holds an oils order too, which the perfume list still leaves out', async () => {
    const [oils] = await insertOilsOrders(shopper.id, 1, Date.now());
    const { phone } = (await env.DB.prepare('SELECT phone FROM orders WHERE id = ?')
      .bind(oils)
      .first<{ phone: string }>())!;
    expect(await indexed(phone)).toContain(await seqOf(oils!));
    expect(await search(phone.slice(-7))).not.toContain(oils);
  });

  it('indexes the orders there were when it was made', async () => {
    const { id } = await insertOrder({ userId: shopper.id, firstName: 'Rukhsana', lastName: 'Niazi' });
    await remadeByMigration('orders_name_search', 'orders_search');
    expect(await indexed('rukhsana niazi')).toEqual([await seqOf(id)]);
    expect(await search('rukhsana niazi')).toEqual([id]);
  });
});
