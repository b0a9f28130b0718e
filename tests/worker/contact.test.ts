import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import type { NewsletterListAnswer, QuoteListAnswer } from '#schema/answers/contact';
import { NEWSLETTER_THANKS, signupsAfter } from '../../worker/newsletter/sign-up';
import { QUOTE_THANKS } from '../../worker/quotes/requests';
import { NEWSLETTER, QUOTES } from '#schema/api';
import { call, json, makeUser, request } from './client';
import { db, insertEach } from './fixtures';
import { newsletterSignups, quotes } from '#schema/tables';

let addressCount = 0;
/** Each test sends from its own client address, so the per-address throttles of one test never touch another. */
const fromNewAddress = () => ({ 'cf-connecting-ip': `203.0.113.${++addressCount}` });

const quote = {
  firstName: 'Ayesha',
  lastName: 'Khan',
  email: 'Ayesha.Khan@Example.pk',
  phone: '0300-1234567',
  message: 'Price for 50 bottles of Blue Mist for a wedding, delivered to Lahore?',
};

describe('POST /api/quotes', () => {
  it('stores the request and thanks the shopper', async () => {
    const { status, body } = await request(QUOTES.send, { body: quote, headers: fromNewAddress() });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: QUOTE_THANKS });
    const row = await env.DB.prepare('SELECT * FROM quotes WHERE first_name = ?').bind('Ayesha').first();
    expect(row).toMatchObject({
      last_name: 'Khan',
      email: 'ayesha.khan@example.pk',
      phone: '03001234567',
      message: quote.message,
      lang: 'en',
    });
  });

  it('keeps the language of the page it was sent from, for the reply', async () => {
    const sent = { ...quote, firstName: 'Sara', lang: 'ur' };
    expect((await request(QUOTES.send, { body: sent, headers: fromNewAddress() })).status).toBe(201);
    const row = await env.DB.prepare('SELECT lang FROM quotes WHERE first_name = ?').bind('Sara').first();
    expect(row).toEqual({ lang: 'ur' });
  });

  it('keeps the line breaks of a message', async () => {
    const message = 'Salam,\nI need 20 bottles of Oud Al Layl.\r\nThanks';
    const { status } = await request(QUOTES.send, { body: { ...quote, message }, headers: fromNewAddress() });
    expect(status).toBe(201);
    const row = await env.DB.prepare('SELECT message FROM quotes WHERE message LIKE ?')
      .bind('Salam,%Oud Al Layl%')
      .first<{ message: string }>();
    expect(row?.message).toBe(message);
  });

  it('stores a phone pasted as +92 3XX XXXXXXX as its 11 local digits', async () => {
    const body = { ...quote, firstName: 'Hina', phone: '+92 333 7654321' };
    expect((await request(QUOTES.send, { body, headers: fromNewAddress() })).status).toBe(201);
    const row = await env.DB.prepare('SELECT phone FROM quotes WHERE first_name = ?').bind('Hina').first();
    expect(row).toEqual({ phone: '03337654321' });
  });

  it.each([
    ['a missing first name', { firstName: '  ' }, 'First name is required'],
    ['a missing last name', { lastName: undefined }, 'Last name is required'],
    ['a bad email', { email: 'ayesha@nowhere' }, 'Please enter a valid email'],
    ['a phone that is not 11 digits', { phone: '0300-12345' }, 'Please enter a valid 11-digit phone number'],
    ['letters in the phone', { phone: '0300-abcdefg' }, 'Please enter a valid 11-digit phone number'],
    [
      'a landline, which cannot take a WhatsApp reply',
      { phone: '042-35761234' },
      'Please enter a mobile number (03XX-XXXXXXX)',
    ],
    ['an empty message', { message: '' }, 'Message is required'],
    ['a language the shop is not written in', { lang: 'fr' }, "The page's language must be en or ur."],
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }, 'Please keep your message under 2000 characters'],
    ['a NUL in the message', { message: 'Price list\u0000 please' }, 'Message cannot contain hidden characters'],
    [
      'a direction override in the message',
      { message: 'Send to \u202egnp.exe' },
      'Message cannot contain hidden characters',
    ],
  ])('refuses %s with a 400 that says so', async (_case, change, message) => {
    const { status, body } = await request(QUOTES.send, { body: { ...quote, ...change }, headers: fromNewAddress() });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });

  it('lets one address send 10 an hour, then answers 429 while others still get through', async () => {
    const address = fromNewAddress();
    for (let n = 0; n < 10; n++) {
      expect((await call('/api/quotes', { method: 'POST', body: quote, headers: address })).status).toBe(201);
    }
    const refused = await call('/api/quotes', { method: 'POST', body: quote, headers: address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { message: string }).message).toMatch(/try again in/);
    expect((await call('/api/quotes', { method: 'POST', body: quote, headers: fromNewAddress() })).status).toBe(201);
  });

  it('needs the CSRF token like every other change', async () => {
    expect((await call('/api/quotes', { method: 'POST', body: quote, noCsrf: true })).status).toBe(403);
  });
});

describe('POST /api/newsletter', () => {
  it('stores an address once however often and in whatever case it is sent, with the same thanks', async () => {
    const first = await request(NEWSLETTER.signUp, { body: { email: 'Bilal@Example.pk' }, headers: fromNewAddress() });
    const again = await request(NEWSLETTER.signUp, {
      body: { email: ' bilal@example.pk ' },
      headers: fromNewAddress(),
    });
    expect(first).toEqual({ status: 201, body: { success: true, message: NEWSLETTER_THANKS } });
    expect(again).toEqual(first);
    const rows = await env.DB.prepare('SELECT email FROM newsletter_signups WHERE email = ?')
      .bind('bilal@example.pk')
      .all();
    expect(rows.results).toHaveLength(1);
  });

  it.each([['not-an-email'], ['bilal@nowhere'], ['']])('refuses %j', async (email) => {
    const { status, body } = await request(NEWSLETTER.signUp, { body: { email }, headers: fromNewAddress() });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: email ? 'Please enter a valid email' : 'Email is required' });
  });

  it('throttles one address after 10 sign-ups an hour', async () => {
    const address = fromNewAddress();
    for (let n = 0; n < 10; n++) {
      const body = { email: `reader${n}@example.pk` };
      expect((await call('/api/newsletter', { method: 'POST', body, headers: address })).status).toBe(201);
    }
    expect(
      (await call('/api/newsletter', { method: 'POST', body: { email: 'one-more@example.pk' }, headers: address }))
        .status,
    ).toBe(429);
  });
});

async function seedQuotes(count: number) {
  await db.delete(quotes);
  // Two quotes share each time, so paging must also order by id to neither skip nor repeat one.
  await insertEach(
    quotes,
    Array.from({ length: count }, (_, n) => ({
      id: `q-${String(n).padStart(3, '0')}`,
      firstName: `Quote ${n}`,
      lastName: 'Test',
      email: 'q@example.pk',
      phone: '03001234567',
      message: 'Hello',
      createdAt: 1_700_000_000_000 + Math.floor(n / 2) * 1000,
    })),
  );
}

async function seedSignups(count: number) {
  await db.delete(newsletterSignups);
  await insertEach(
    newsletterSignups,
    Array.from({ length: count }, (_, n) => ({
      email: `reader${String(n).padStart(3, '0')}@example.pk`,
      createdAt: 1_700_000_000_000 + Math.floor(n / 2) * 1000,
    })),
  );
}

describe.each([
  {
    path: '/api/quotes',
    seed: seedQuotes,
    items: (body: QuoteListAnswer & NewsletterListAnswer) => body.quotes.map((q) => q._id),
    newest: 'q-',
  },
  {
    path: '/api/newsletter',
    seed: seedSignups,
    items: (body: QuoteListAnswer & NewsletterListAnswer) => body.signups.map((s) => s.email),
    newest: 'reader',
  },
])('GET $path (admin list)', ({ path, seed, items }) => {
  it('is only for the admin', async () => {
    expect((await json(path)).status).toBe(401);
    const shopper = await makeUser();
    expect((await json(path, { token: shopper.token })).status).toBe(403);
  });

  it('pages through everything newest first, without gaps or repeats', async () => {
    await seed(25);
    const admin = await makeUser({ role: 'owner' });
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const { status, body }: { status: number; body: QuoteListAnswer & NewsletterListAnswer } = await json(
        `${path}?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { token: admin.token },
      );
      expect(status).toBe(200);
      seen.push(...items(body));
      cursor = body.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('gives ISO dates and defaults to pages of 50', async () => {
    await seed(55);
    const admin = await makeUser({ role: 'owner' });
    const { body } = await json<QuoteListAnswer & NewsletterListAnswer>(path, { token: admin.token });
    expect(items(body)).toHaveLength(50);
    expect(body.nextCursor).not.toBeNull();
    const first = (body.quotes ?? body.signups)[0]!;
    expect(first.createdAt).toBe(new Date(1_700_000_000_000 + 27_000).toISOString());
  });

  it('refuses a malformed cursor or page size with a 400', async () => {
    const admin = await makeUser({ role: 'owner' });
    expect((await json(`${path}?cursor=nonsense`, { token: admin.token })).status).toBe(400);
    expect((await json(`${path}?limit=0`, { token: admin.token })).status).toBe(400);
    expect((await json(`${path}?limit=101`, { token: admin.token })).status).toBe(400);
  });
});

describe('the admin newsletter list at scale', () => {
  it('reads sign-ups newest first from an index, not by sorting the whole table', async () => {
    // The route's own query, past a cursor, as EXPLAIN QUERY PLAN sees it.
    const { sql, params } = signupsAfter(drizzle(env.DB), { createdAt: Date.now(), key: 'm@example.pk' }, 51).toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    const plan = results.map((row) => row.detail).join('\n');
    expect(plan).toMatch(/newsletter_signups_created_at/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });
});
