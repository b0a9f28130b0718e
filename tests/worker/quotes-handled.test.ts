import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { QUOTES } from '#schema/api';
import { call, makeUser, request } from './client';
import { db } from './fixtures';
import { quotes } from '#schema/tables';

async function seedQuote(id: string, createdAt: number) {
  await db.insert(quotes).values({
    id,
    firstName: 'Ayesha',
    lastName: 'Khan',
    email: 'a@example.pk',
    phone: '03001234567',
    message: 'Hello',
    createdAt,
  });
}

let admin: Awaited<ReturnType<typeof makeUser>>;

beforeEach(async () => {
  await db.delete(quotes);
  await seedQuote('q-old', 1_700_000_000_000);
  await seedQuote('q-new', 1_700_000_100_000);
  admin = await makeUser({ role: 'owner', username: 'Owner Sana' });
});

const mark = (id: string, handled: unknown, token = admin.token) =>
  request(QUOTES.markHandled, { params: { id }, body: { handled }, token });

describe('PATCH /api/quotes/:id', () => {
  it('marks a request handled with when and by whom, and the list shows it', async () => {
    const before = Date.now();
    const { status, body } = await mark('q-old', true);
    expect(status).toBe(200);
    expect(body.quote).toMatchObject({ _id: 'q-old', handledBy: 'Owner Sana' });
    expect(Date.parse(body.quote.handledAt!)).toBeGreaterThanOrEqual(before - 1000);
    const list = await request(QUOTES.list, { token: admin.token });
    expect(list.body.quotes.map((q) => [q._id, q.handledBy])).toEqual([
      ['q-new', null],
      ['q-old', 'Owner Sana'],
    ]);
    expect(list.body.quotes[0]!.handledAt).toBeNull();
  });

  it('keeps who handled it first when another admin marks it again', async () => {
    const first = await mark('q-old', true);
    const other = await makeUser({ role: 'owner', username: 'Owner Bilal' });
    const again = await mark('q-old', true, other.token);
    expect(again.body.quote).toEqual(first.body.quote);
  });

  it('puts a request back to waiting', async () => {
    await mark('q-old', true);
    const { status, body } = await mark('q-old', false);
    expect(status).toBe(200);
    expect(body.quote).toMatchObject({ _id: 'q-old', handledAt: null, handledBy: null });
  });

  it('filters the list by handled=1 and handled=0', async () => {
    await mark('q-old', true);
    const ids = async (query: string) =>
      (await request(QUOTES.list, { token: admin.token, query })).body.quotes.map((q) => q._id);
    expect(await ids('handled=1')).toEqual(['q-old']);
    expect(await ids('handled=0')).toEqual(['q-new']);
    expect(await ids('handled=')).toEqual(['q-new', 'q-old']);
    const bad = await request(QUOTES.list, { token: admin.token, query: 'handled=yes' });
    expect(bad).toMatchObject({ status: 400, body: { success: false, message: 'Use handled=1 or handled=0.' } });
  });

  it('answers 404 for a quote that does not exist', async () => {
    expect(await mark('q-none', true)).toMatchObject({
      status: 404,
      body: { success: false, code: 'not_found' },
    });
  });

  it.each([[undefined], ['yes'], [1], [null]])('refuses handled: %j with a 400', async (handled) => {
    const { status, body } = await mark('q-old', handled);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });

  it('is for the admin only, with the CSRF token', async () => {
    const shopper = await makeUser();
    expect((await mark('q-old', true, shopper.token)).status).toBe(403);
    expect((await call('/api/quotes/q-old', { method: 'PATCH', body: { handled: true } })).status).toBe(401);
    const noCsrf = await call('/api/quotes/q-old', {
      method: 'PATCH',
      body: { handled: true },
      token: admin.token,
      noCsrf: true,
    });
    expect(noCsrf.status).toBe(403);
    const row = await env.DB.prepare("SELECT handled_at FROM quotes WHERE id = 'q-old'").first();
    expect(row).toEqual({ handled_at: null });
  });
});
