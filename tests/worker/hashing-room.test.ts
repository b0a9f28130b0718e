/**
 * Password hashing holds the Worker's thread, so the routes that hash (login, sign-up, password change) share a room
 * of HASHING_ROOM places per Worker, PLACES_PER_ADDRESS of them per client address (worker/auth/hashing.ts): one
 * request more is answered 429 with Retry-After before it does anything, and is counted as nothing.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ACCOUNT, AUTH, pathOf } from '#schema/api';
import { HASHING_ROOM, PLACES_PER_ADDRESS } from '../../worker/auth/hashing';
import { call, request } from './client';

// As many again as the room holds, sent at once: the room fills before the first of them is answered.
const AT_ONCE = 2 * HASHING_ROOM;
const BUSY = /^Many shoppers are logging in right now\. Please try again in \d+ seconds?\.$/;

async function storedEvents(key: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM throttle_events WHERE key = ?')
    .bind(key)
    .first<{ n: number }>();
  return row!.n;
}

interface Answer {
  status: number;
  message?: string;
  retryAfter: number;
}

/** Requests sent at once; answers which were refused for a full room, and the statuses of the others. */
async function atOnce(count: number, send: (n: number) => Promise<Response>) {
  const answers: Answer[] = await Promise.all(
    Array.from({ length: count }, async (_, n) => {
      const response = await send(n);
      const body = (await response.json()) as { message?: string };
      return {
        status: response.status,
        message: body.message,
        retryAfter: Number(response.headers.get('retry-after')),
      };
    }),
  );
  const busy = answers.filter((answer) => answer.status === 429 && BUSY.test(answer.message ?? ''));
  const others = answers.filter((answer) => !busy.includes(answer));
  expect(busy.length).toBeGreaterThanOrEqual(1);
  for (const answer of busy) expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
  return { busy, others, statuses: others.map((answer) => answer.status) };
}

describe('the hashing room', { timeout: 90_000 }, () => {
  it('refuses logins beyond the room with 429 and Retry-After, counts none of them as failed, then has room again', async () => {
    const run = crypto.randomUUID().slice(0, 8);
    const login = (body: unknown, address: string) =>
      call(pathOf(AUTH.login), { method: 'POST', body, headers: { 'cf-connecting-ip': address } });
    const guess = (n: number) => ({ email: `room${n}-${run}@example.pk`, password: 'wrong-password' });
    const { others, statuses } = await atOnce(AT_ONCE, (n) => login(guess(n), `${run}-${n}`));
    expect(new Set(statuses)).toEqual(new Set([401]));
    const counted = await env.DB.prepare('SELECT count(*) AS n FROM throttle_events WHERE key LIKE ?')
      .bind(`login-failed-address:${run}-%`)
      .first<{ n: number }>();
    expect(counted!.n).toBe(others.length);

    const shopper = { username: 'Roomy Shopper', email: `roomy-${run}@example.pk`, password: 'saffron-tea-1' };
    expect(
      (await request(AUTH.register, { body: shopper, headers: { 'cf-connecting-ip': crypto.randomUUID() } })).status,
    ).toBe(201);
    expect((await login({ email: shopper.email, password: shopper.password }, run)).status).toBe(200);
  });

  it(`gives one client address at most ${PLACES_PER_ADDRESS} places, counting none of its refused logins`, async () => {
    const address = crypto.randomUUID();
    const guess = (n: number) => ({ email: `share${n}-${address.slice(0, 8)}@example.pk`, password: 'wrong-password' });
    const send = (n: number) =>
      call(pathOf(AUTH.login), { method: 'POST', body: guess(n), headers: { 'cf-connecting-ip': address } });
    const { busy, others } = await atOnce(2 * PLACES_PER_ADDRESS, send);
    expect(busy.length).toBeLessThanOrEqual(PLACES_PER_ADDRESS);
    expect(others.every((answer) => answer.status === 401)).toBe(true);
    expect(await storedEvents(`login-failed-address:${address}`)).toBe(others.length);
  });

  it('refuses sign-ups beyond the room, and makes no account for them', async () => {
    const emails = Array.from(
      { length: AT_ONCE },
      (_, n) => `signup${n}-${crypto.randomUUID().slice(0, 8)}@example.pk`,
    );
    const signUp = (n: number) =>
      call(pathOf(AUTH.register), {
        method: 'POST',
        body: { username: 'Sign Up', email: emails[n], password: 'saffron-tea-1' },
        headers: { 'cf-connecting-ip': crypto.randomUUID() },
      });
    const { statuses } = await atOnce(AT_ONCE, signUp);
    expect(new Set(statuses)).toEqual(new Set([201]));
    const placeholders = emails.map(() => '?').join(', ');
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM users WHERE email IN (${placeholders})`)
      .bind(...emails)
      .first<{ n: number }>();
    expect(row!.n).toBe(statuses.length);
  });

  it('refuses password changes beyond the room before counting them as tries', async () => {
    const email = `changer-${crypto.randomUUID().slice(0, 8)}@example.pk`;
    const { body } = await request(AUTH.register, {
      body: { username: 'Changer', email, password: 'saffron-tea-1' },
      headers: { 'cf-connecting-ip': crypto.randomUUID() },
    });
    const change = (n: number) =>
      call(pathOf(ACCOUNT.changePassword), {
        method: 'POST',
        token: body.token,
        body: { currentPassword: `guess-${n}-x`, newPassword: 'new-secret-2' },
        headers: { 'cf-connecting-ip': crypto.randomUUID() },
      });
    const { others } = await atOnce(AT_ONCE, change);
    // Past ten tries the password-change limit answers too; only the tries it let through are counted.
    const tried = others.filter((answer) => answer.status === 400);
    expect(
      others.every(
        (answer) => answer.status === 400 || answer.message?.startsWith('Too many tries to change the password'),
      ),
    ).toBe(true);
    const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(email).first<{ id: string }>();
    expect(await storedEvents(`password-change:${user!.id}`)).toBe(tried.length);
  });
});
