/**
 * The customer search's index (users_search), which triggers keep as accounts are made, renamed and deleted: a
 * username or email only a few accounts hold is looked up in it, so it must always hold what the accounts say, and
 * the accounts there were when it was made. The accounts it finds are read by their key, not every account.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerSearch } from '../../worker/customers/search';
import { everyRun } from '../../worker/orders/search-index';
import { insertOrder } from './admin-fixtures';
import { json, makeUser } from './client';
import { remadeByMigration } from './remade-by-migration';

let admin: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  admin = await makeUser({ role: 'owner' });
});

const search = async (q: string) => {
  const { status, body } = await json<{ customers: Array<{ _id: string }> }>(
    `/api/admin/customers?q=${encodeURIComponent(q)}`,
    { token: admin.token },
  );
  expect(status, q).toBe(200);
  return body.customers.map((customer) => customer._id).sort();
};

const indexed = async (text: string) => {
  const { results } = await env.DB.prepare('SELECT user_id FROM users_search WHERE users_search MATCH ?')
    .bind(everyRun(text))
    .all<{ user_id: string }>();
  return results.map((row) => row.user_id).sort();
};

/** A shopper who has ordered (the customer list unsearched shows only those). */
async function customer(username: string) {
  const user = await makeUser({ username });
  await insertOrder({ userId: user.id, firstName: 'Sana', lastName: 'Karim' });
  const { email } = (await env.DB.prepare('SELECT email FROM users WHERE id = ?')
    .bind(user.id)
    .first<{ email: string }>())!;
  return { id: user.id, email };
}

describe('the customer search index', () => {
  it('finds an account by its username and email through every change, until it is deleted', async () => {
    const mehreen = await customer('Mehreen Zafar');
    const other = await customer('Bilal Raza');
    expect(await indexed('mehreen zafar')).toEqual([mehreen.id]);
    for (const q of ['MEHREEN', 'reen zaf', mehreen.email, mehreen.email.slice(0, 12)]) {
      expect(await search(q), q).toEqual([mehreen.id]);
    }

    await env.DB.prepare("UPDATE users SET username = 'Rukhsana Niazi' WHERE id = ?").bind(mehreen.id).run();
    expect(await indexed('mehreen')).toEqual([]);
    expect(await search('mehreen zafar')).toEqual([]);
    expect(await search('rukhsana')).toEqual([mehreen.id]);

    await env.DB.prepare("UPDATE users SET email = 'bilal.new@example.pk' WHERE id = ?").bind(other.id).run();
    expect(await search(other.email)).toEqual([]);
    expect(await search('bilal.new@')).toEqual([other.id]);

    const gone = await makeUser({ username: 'Zarmeena Gul' });
    expect(await indexed('zarmeena')).toEqual([gone.id]);
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(gone.id).run();
    expect(await indexed('zarmeena')).toEqual([]);
  });

  it('reads the few accounts it finds by their key', async () => {
    await customer('Gulalai Yousafzai');
    const db = drizzle(env.DB);
    const condition = (await customerSearch(db, 'gulalai'))!;
    const query = db.all(sql`EXPLAIN QUERY PLAN SELECT u.id FROM users u WHERE ${condition}
      ORDER BY u.created_at DESC, u.id DESC LIMIT 51`);
    const plan = ((await query) as Array<{ detail: string }>).map((row) => row.detail).join('\n');
    expect(plan).toMatch(/SEARCH u USING INDEX sqlite_autoindex_users_1 \(id=\?\)/);
    expect(plan).not.toMatch(/SCAN u/);
  });

  it('finds digits inside a phone through the order search index, reading those few orders by their seq', async () => {
    const user = await makeUser({ username: 'Parcel Reader' });
    await insertOrder({ userId: user.id, phone: '03458861937' });
    const other = await makeUser({ username: 'Alternate Reader' });
    await insertOrder({ userId: other.id, phone: '03001112223', alternatePhone: '03128861937' });
    expect(await search('8861937')).toEqual([user.id, other.id].sort());
    expect(await search('861-937')).toEqual([user.id, other.id].sort());
    expect(await search('4588619')).toEqual([user.id]);
    const db = drizzle(env.DB);
    const condition = (await customerSearch(db, '8861937'))!;
    const query = db.all(sql`EXPLAIN QUERY PLAN SELECT u.id FROM users u WHERE ${condition}
      ORDER BY u.created_at DESC, u.id DESC LIMIT 51`);
    const plan = ((await query) as Array<{ detail: string }>).map((row) => row.detail).join('\n');
    expect(plan).toMatch(/INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(plan).not.toMatch(/SCAN orders/);
  });

  it('holds the accounts there were when it was made', async () => {
    const { id } = await customer('Shahida Parveen');
    await remadeByMigration('users_search', 'users_search');
    expect(await indexed('shahida parveen')).toEqual([id]);
    expect(await search('shahida')).toEqual([id]);
  });
});
