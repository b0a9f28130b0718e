import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../worker/auth/jwt';
import { HASHING_ROOM, PLACES_PER_ADDRESS } from '../../worker/auth/hashing';
import { hashPassword } from '../../worker/auth/password';
import { requireOwner } from '../../worker/auth/session';
import type { AppEnv } from '../../worker/env';
import { handleError } from '../../worker/http/errors';
import { waitInWords } from '../../worker/http/throttle';
import { AUTH } from '../../schema/api';
import { COMMON_PASSWORD } from '../../schema/payloads/auth';
import { PASSWORD_HAS_NAME } from '../../schema/payloads/auth-rules';
import { call, makeUser, request } from './client';

let count = 0;
function newShopper(overrides: Record<string, unknown> = {}) {
  count += 1;
  return {
    username: `Ayesha ${count}`,
    email: `ayesha${count}-${crypto.randomUUID().slice(0, 8)}@example.pk`,
    password: 'gulab-jaman',
    ...overrides,
  };
}

/** Each registration from its own address, so the per-address limit only shows in the test about it. */
function register(body: unknown, address = crypto.randomUUID()) {
  return request(AUTH.register, { body, headers: { 'cf-connecting-ip': address } });
}

function logIn(body: unknown) {
  return request(AUTH.login, { body });
}

async function storedFailures(key: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM throttle_events WHERE key = ?')
    .bind(key)
    .first<{ n: number }>();
  return row!.n;
}

function whoAmI(token: string) {
  return request(AUTH.user, { token });
}

describe('POST /api/auth/register', () => {
  it('creates the account and answers with a token that works', async () => {
    const shopper = newShopper();
    const { status, body } = await register(shopper);
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    const me = await whoAmI(body.token);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      success: true,
      user: { username: shopper.username, email: shopper.email, role: 'shopper' },
    });
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const shopper = newShopper();
    await register(shopper);
    const row = await env.DB.prepare('SELECT password_hash FROM users WHERE email = ?')
      .bind(shopper.email)
      .first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^scrypt\$16384\$8\$5\$[\w+/=]{24}\$[\w+/=]+$/);
    expect(row?.password_hash).not.toContain(shopper.password);
  });

  it('refuses a second account for the same email, whatever its case, with 409', async () => {
    const shopper = newShopper();
    await register(shopper);
    const { status, body } = await register({ ...newShopper(), email: shopper.email.toUpperCase() });
    expect(status).toBe(409);
    expect(body).toMatchObject({
      success: false,
      message: 'An account with this email already exists. Please log in instead.',
    });
  });

  it.each([
    [{ username: undefined }, 'Username is required'],
    [{ username: '   ' }, 'Username is required'],
    [{ username: 'Al' }, 'Username must be at least 3 characters'],
    [{ username: 'x'.repeat(51) }, 'Username must be at most 50 characters'],
    [{ email: undefined }, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'ayesha.example.pk' }, 'Please enter a valid email'],
    [{ email: 'ayesha@pk' }, 'Please enter a valid email'],
    [{ password: undefined }, 'Password is required'],
    [{ password: '' }, 'Password is required'],
    [{ password: '1234567' }, 'Password must be at least 8 characters'],
    [{ password: 'aaaaaa' }, 'Password must be at least 8 characters'],
    [{ password: 'qazwsx' }, 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ password: '        ' }, 'Password cannot be only spaces'],
  ])('refuses %o with "%s"', async (change, message) => {
    const { status, body } = await register(newShopper(change));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });

  describe('refuses the passwords guessing starts with', () => {
    it.each([
      'Password1',
      'pakistan123',
      '11111111',
      'iloveyou1',
      'pakistan12',
      'mehak786',
      '!!Dragon2024',
      'baseball',
    ])('refuses %s as among the 10,000 most common', async (password) => {
      const { status, body } = await register(newShopper({ password }));
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: COMMON_PASSWORD, code: 'invalid', field: 'password' });
    });

    it.each([
      ['the username', { username: 'Sana Tariq', password: 'sanatariq!' }],
      ['a word of the username', { username: 'Sana Tariq', password: 'my-tariq-2025' }],
      ["the email's name", { email: 'zulfiqar.malik@example.pk', password: 'Zulfiqar.Malik9' }],
      ["a word of the email's name", { email: 'zulfiqar.malik@example.pk', password: 'malik-rose-77' }],
    ])('refuses a password holding %s', async (_what, change) => {
      const { status, body } = await register(newShopper(change));
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: PASSWORD_HAS_NAME, field: 'password' });
    });

    it('takes a long uncommon password', async () => {
      expect((await register(newShopper({ password: 'rose-and-oud-at-dusk' }))).status).toBe(201);
    });
  });

  it('still lets an existing account log in with a common or short password', async () => {
    const shopper = newShopper();
    expect((await register(shopper)).status).toBe(201);
    await env.DB.prepare('UPDATE users SET password_hash = ? WHERE email = ?')
      .bind(await hashPassword('123456'), shopper.email)
      .run();
    expect((await logIn({ email: shopper.email, password: '123456' })).status).toBe(200);
    expect((await logIn({ email: shopper.email, password: '123' })).status).toBe(401);
  });
});

describe('POST /api/auth/login', () => {
  it('answers a token for the right password, with the email in any case', async () => {
    const shopper = newShopper();
    await register(shopper);
    const { status, body } = await logIn({ email: ` ${shopper.email.toUpperCase()} `, password: shopper.password });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, token: expect.any(String) });
    expect((await whoAmI(body.token)).body.user.email).toBe(shopper.email);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const shopper = newShopper();
    await register(shopper);
    const wrong = await logIn({ email: shopper.email, password: 'not-the-password' });
    const unknown = await logIn({ email: `nobody-${shopper.email}`, password: shopper.password });
    expect(wrong).toMatchObject({ status: 401, body: { success: false, message: 'Invalid email or password' } });
    expect(unknown).toEqual(wrong);
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ password: '' }, 'Password is required'],
  ])('refuses %o with "%s"', async (change, message) => {
    const { status, body } = await logIn({ email: 'someone@example.pk', password: 'secret-enough', ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });
});

describe('tokens', () => {
  async function registered() {
    const shopper = newShopper();
    const { body } = await register(shopper);
    const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(shopper.email)
      .first<{ id: string }>();
    return { ...shopper, id: row!.id, token: body.token };
  }

  function unsigned(header: object, payload: object) {
    const part = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    return `${part(header)}.${part(payload)}`;
  }

  async function hmac(data: string, secret: string, hash: 'SHA-256' | 'SHA-512') {
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash }, false, [
      'sign',
    ]);
    const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(data)));
    return btoa(String.fromCharCode(...signature))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  }

  const EXPIRED = {
    status: 401,
    body: { success: false, message: 'Your session has expired. Please log in again.', code: 'session_ended' },
  };

  it('asks for a token when there is none', async () => {
    expect(await request(AUTH.user)).toMatchObject({
      status: 401,
      body: { success: false, message: 'No authentication token found' },
    });
  });

  it('refuses a token without exp', async () => {
    const user = await registered();
    const data = unsigned(
      { alg: 'HS256', typ: 'JWT' },
      { sub: user.id, email: user.email, role: 'shopper', ver: 0, iat: 1 },
    );
    const token = `${data}.${await hmac(data, env.JWT_SECRET, 'SHA-256')}`;
    expect(await whoAmI(token)).toEqual(EXPIRED);
  });

  it('refuses a token signed with another algorithm, none, or another secret', async () => {
    const user = await registered();
    const claims = {
      sub: user.id,
      email: user.email,
      role: 'shopper' as const,
      ver: 0,
      exp: Math.floor(Date.now() / 1000) + 3600,
    };
    const hs512 = unsigned({ alg: 'HS512', typ: 'JWT' }, claims);
    expect(await whoAmI(`${hs512}.${await hmac(hs512, env.JWT_SECRET, 'SHA-512')}`)).toEqual(EXPIRED);
    expect(await whoAmI(`${unsigned({ alg: 'none', typ: 'JWT' }, claims)}.`)).toEqual(EXPIRED);
    expect(await whoAmI(await signToken({ ...claims }, 'another-secret-that-is-also-long-enough!!'))).toEqual(EXPIRED);
  });

  it('refuses an expired token', async () => {
    const user = await registered();
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    const token = await signToken(
      { sub: user.id, email: user.email, role: 'shopper', ver: 0 },
      env.JWT_SECRET,
      eightDaysAgo,
    );
    expect(await whoAmI(token)).toEqual(EXPIRED);
  });

  it('refuses every earlier token after logout, and a fresh login works again', async () => {
    const user = await registered();
    const second = (await logIn(user)).body.token;
    const out = await request(AUTH.logout, { body: {}, token: user.token });
    expect(out).toEqual({ status: 200, body: { success: true } });
    expect(await whoAmI(user.token)).toEqual(EXPIRED);
    expect(await whoAmI(second)).toEqual(EXPIRED);
    expect((await request(AUTH.logout, { body: {}, token: user.token })).status).toBe(401);
    const fresh = (await logIn(user)).body.token;
    expect((await whoAmI(fresh)).status).toBe(200);
  });
});

// Each of these hashes or checks a password 20 times or more (scrypt is slow on purpose): give them time on a busy machine.
describe('throttling', { timeout: 30_000 }, () => {
  it('locks an email after 10 failed logins for 15 minutes, even for the right password', async () => {
    const shopper = newShopper();
    await register(shopper);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await logIn({ email: shopper.email, password: `wrong-${attempt}` })).status).toBe(401);
    }
    const locked = await call('/api/auth/login', {
      method: 'POST',
      body: { email: shopper.email, password: shopper.password },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await locked.json()).toMatchObject({
      success: false,
      message: 'Too many failed logins for this email. Please try again in 15 minutes.',
    });
    // Another email is not affected.
    const other = newShopper();
    await register(other);
    expect((await logIn(other)).status).toBe(200);

    // Once the failures are older than the window, the right password works again.
    await env.DB.prepare('UPDATE throttle_events SET at = at - ? WHERE key = ?')
      .bind(15 * 60_000, `login-failed:${shopper.email} local`)
      .run();
    expect((await logIn(shopper)).status).toBe(200);
  });

  describe('a browser that has logged in to the account before', () => {
    /** The device cookie a successful login sets, as the browser would send it back. */
    async function deviceCookie(user: { email: string; password: string }): Promise<string> {
      const response = await call('/api/auth/login', { method: 'POST', body: user });
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith('device='))!;
      expect(cookie).toMatch(/; Path=\/api\/auth/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      return cookie.split(';')[0]!;
    }

    const loginWith = (body: unknown, cookie: string, address = '203.0.113.9') =>
      call('/api/auth/login', { method: 'POST', body, headers: { cookie, 'cf-connecting-ip': address } });

    async function lockOut(email: string) {
      for (let attempt = 1; attempt <= 10; attempt++) {
        const wrong = await call('/api/auth/login', {
          method: 'POST',
          body: { email, password: `guess-${attempt}` },
          headers: { 'cf-connecting-ip': '198.51.100.66' },
        });
        expect(wrong.status).toBe(401);
      }
      const locked = await call('/api/auth/login', {
        method: 'POST',
        body: { email, password: 'anything-else' },
        headers: { 'cf-connecting-ip': '198.51.100.67' },
      });
      expect(locked.status).toBe(429);
    }

    it('keeps logging in while failed logins from elsewhere lock the account', async () => {
      const owner = newShopper();
      await register(owner);
      const cookie = await deviceCookie(owner);
      await lockOut(owner.email);
      expect((await loginWith(owner, cookie)).status).toBe(200);
      // Another browser on the guesser's network, even with the right password, waits out the lock.
      const onThatNetwork = { 'cf-connecting-ip': '198.51.100.68' };
      expect((await call('/api/auth/login', { method: 'POST', body: owner, headers: onThatNetwork })).status).toBe(429);
    });

    it("is trusted only for the account it logged in to, and only with the shop's signature", async () => {
      const owner = newShopper();
      const other = newShopper();
      await register(owner);
      await register(other);
      const othersCookie = await deviceCookie(other);
      const ownCookie = await deviceCookie(owner);
      await lockOut(owner.email);
      // From the guesser's network, a cookie that is not this account's own is no way around its lock there.
      const onThatNetwork = '198.51.100.69';
      expect((await loginWith(owner, othersCookie, onThatNetwork)).status).toBe(429);
      const [name, value] = ownCookie.split('=');
      const forged = `${name}=${decodeURIComponent(value!).replace(/\.[^.]+\./, `.${crypto.randomUUID()}.`)}`;
      expect((await loginWith(owner, forged, onThatNetwork)).status).toBe(429);
      expect((await loginWith(owner, 'device=made-up.value.signature', onThatNetwork)).status).toBe(429);
    });

    it('has a small limit of its own: 10 wrong passwords, then even the right one waits', async () => {
      const owner = newShopper();
      await register(owner);
      const cookie = await deviceCookie(owner);
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await loginWith({ email: owner.email, password: `oops-${attempt}` }, cookie)).status).toBe(401);
      }
      const refused = await loginWith(owner, cookie);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({
        success: false,
        message: 'Too many failed logins. Please try again in 15 minutes.',
      });
      // Its failures do not lock the account for other browsers.
      expect(
        (await call('/api/auth/login', { method: 'POST', body: owner, headers: { 'cf-connecting-ip': '192.0.2.200' } }))
          .status,
      ).toBe(200);
    });
  });

  it("keeps the owner's login from another network working through 10 wrong passwords from one network, whose addresses are all throttled", async () => {
    const owner = newShopper();
    await register(owner);
    const from = (address: string, body: unknown) =>
      call('/api/auth/login', { method: 'POST', body, headers: { 'cf-connecting-ip': address } });
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await from(`198.18.7.${attempt}`, { email: owner.email, password: `guess-${attempt}` })).status).toBe(
        401,
      );
    // Every address of the stranger's network waits, even with the right password.
    expect((await from('198.18.7.99', { email: owner.email, password: 'guess-11' })).status).toBe(429);
    expect((await from('198.18.7.100', owner)).status).toBe(429);
    // The owner, on another network and in a browser that never logged in before, logs in.
    expect((await from('203.0.113.77', owner)).status).toBe(200);
    expect((await from('2001:db8:77::1', owner)).status).toBe(200);
  });

  it('locks the account on every network after 100 failures from many networks in 15 minutes', async () => {
    const owner = newShopper();
    await register(owner);
    const now = Date.now();
    await env.DB.batch(
      Array.from({ length: 100 }, (_, n) =>
        env.DB.prepare('INSERT INTO throttle_events (key, at) VALUES (?, ?)').bind(
          `login-failed-account:${owner.email}`,
          now - 1000 + n,
        ),
      ),
    );
    const locked = await call('/api/auth/login', {
      method: 'POST',
      body: owner,
      headers: { 'cf-connecting-ip': '192.0.2.177' },
    });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      message: 'Too many failed logins for this email. Please try again in 15 minutes.',
    });
  });

  it('forgets earlier failures once the right password is given', async () => {
    const shopper = newShopper();
    await register(shopper);
    for (let attempt = 1; attempt <= 9; attempt++) await logIn({ email: shopper.email, password: 'wrong-password' });
    expect((await logIn(shopper)).status).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await logIn({ email: shopper.email, password: 'wrong-password' })).status).toBe(401);
    }
    expect((await logIn(shopper)).status).toBe(429);
  });

  // 50 password checks: slower than the rest, so its own time limit.
  it(
    'locks an address after 50 failed logins for any emails, even for the right password; another address is not affected',
    { timeout: 90_000 },
    async () => {
      const address = `192.0.2.${Math.floor(Math.random() * 250)}`;
      const shopper = newShopper();
      await register(shopper);
      const fromAddress = (body: unknown) =>
        call('/api/auth/login', { method: 'POST', body, headers: { 'cf-connecting-ip': address } });
      // A different email each time, so the per-email limit never comes into it.
      const guess = (n: number) => ({
        email: `guess${n}-${crypto.randomUUID().slice(0, 8)}@example.pk`,
        password: 'wrong-password',
      });
      const started = Date.now();
      for (let attempt = 1; attempt <= 49; attempt++) expect((await fromAddress(guess(attempt))).status).toBe(401);
      // A right password still logs in under the limit, and does not wipe the address's failures.
      expect((await fromAddress(shopper)).status).toBe(200);
      expect((await fromAddress(guess(50))).status).toBe(401);

      // The lock lasts until the first failure is 15 minutes old: 50 password checks in turn take a minute or more
      // on a busy machine, so the wait is counted from the first.
      const locked = await fromAddress(shopper);
      expect(locked.status).toBe(429);
      const left = 15 * 60 - (Date.now() - started) / 1000;
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(left - 5);
      expect(await locked.json()).toMatchObject({
        success: false,
        message: `Too many failed logins from your connection. Please try again in ${waitInWords(Number(locked.headers.get('retry-after')) * 1000)}.`,
      });
      expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
      const elsewhere = await call('/api/auth/login', {
        method: 'POST',
        body: shopper,
        headers: { 'cf-connecting-ip': '198.51.100.23' },
      });
      expect(elsewhere.status).toBe(200);
    },
  );

  // Guesses sent at once: each takes its place in the count before its password is checked, so no more than the
  // limit are ever checked, and the ones refused do not count against their address. The Worker's hashing room
  // (worker/auth/hashing.ts) lets only a few logins of one address in at once, so the last ten come from ten.
  it('checks at most 10 wrong logins for one email when the last ten arrive at once; the right password is then refused too', async () => {
    expect(HASHING_ROOM).toBeGreaterThanOrEqual(10);
    // One network, each of the ten at once from an address of its own.
    const network = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const address = `${network}.250`;
    const shopper = newShopper();
    await register(shopper);
    const fromAddress = (body: unknown, from = address) =>
      call('/api/auth/login', { method: 'POST', body, headers: { 'cf-connecting-ip': from } });
    for (let n = 1; n <= 5; n++)
      expect((await fromAddress({ email: shopper.email, password: `wrong-${n}` })).status).toBe(401);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        fromAddress({ email: shopper.email, password: `wrong-at-once-${n}` }, `${network}.${n + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(await refused.json()).toMatchObject({
      success: false,
      message: 'Too many failed logins for this email. Please try again in 15 minutes.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    const locked = await fromAddress(shopper);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      success: false,
      message: 'Too many failed logins for this email. Please try again in 15 minutes.',
    });
    expect(await storedFailures(`login-failed:${shopper.email} ${network}.0/24`)).toBe(10);
    const ofTheTen = await env.DB.prepare('SELECT count(*) AS n FROM throttle_events WHERE key GLOB ?')
      .bind(`login-failed-address:${network}.[0-9]`)
      .first<{ n: number }>();
    expect(ofTheTen!.n + (await storedFailures(`login-failed-address:${network}.10`))).toBe(5);
  });

  it('checks at most 50 wrong logins from one address when the last ones arrive at once, whatever the emails', async () => {
    expect(PLACES_PER_ADDRESS).toBeGreaterThanOrEqual(3);
    const address = crypto.randomUUID();
    const shopper = newShopper();
    await register(shopper);
    const fromAddress = (body: unknown) =>
      call('/api/auth/login', { method: 'POST', body, headers: { 'cf-connecting-ip': address } });
    const guess = (n: number) => ({
      email: `burst${n}-${crypto.randomUUID().slice(0, 8)}@example.pk`,
      password: 'wrong-password',
    });
    // The first 48 failures straight into the count (the test above makes them one by one).
    const now = Date.now();
    await env.DB.batch(
      Array.from({ length: 48 }, (_, n) =>
        env.DB.prepare('INSERT INTO throttle_events (key, at) VALUES (?, ?)').bind(
          `login-failed-address:${address}`,
          now - 1000 + n,
        ),
      ),
    );
    const statuses = (await Promise.all([49, 50, 51].map((n) => fromAddress(guess(n))))).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    const locked = await fromAddress(shopper);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      success: false,
      message: 'Too many failed logins from your connection. Please try again in 15 minutes.',
    });
    expect(await storedFailures(`login-failed-address:${address}`)).toBe(50);
  });

  it('allows 20 registrations an hour from one address, then answers 429', async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 250)}`;
    for (let n = 1; n <= 20; n++) expect((await register(newShopper(), address)).status).toBe(201);
    const { status, body } = await register(newShopper(), address);
    expect(status).toBe(429);
    expect(body.message).toBe('Too many sign-ups from your connection. Please try again in 1 hour.');
    expect((await register(newShopper(), '198.51.100.7')).status).toBe(201);
  });
});

describe('request guards on the auth endpoints', () => {
  const shopper = { email: 'guard@example.pk', password: 'secret-enough' };

  it('refuses a login without the CSRF cookie and header, or with a wrong header', async () => {
    expect(await request(AUTH.login, { body: shopper, noCsrf: true })).toMatchObject({
      status: 403,
      body: { success: false, message: 'Invalid CSRF token' },
    });
    const wrong = await request(AUTH.register, {
      body: newShopper(),
      noCsrf: true,
      headers: { cookie: 'XSRF-TOKEN=right-value', 'x-xsrf-token': 'other-value' },
    });
    expect(wrong).toMatchObject({ status: 403, body: { success: false, message: 'Invalid CSRF token' } });
  });

  it('refuses a logout without the CSRF header', async () => {
    const user = await makeUser();
    expect((await request(AUTH.logout, { body: {}, token: user.token, noCsrf: true })).status).toBe(403);
    expect((await whoAmI(user.token)).status).toBe(200);
  });

  it('refuses a login sent as a form instead of JSON with 415', async () => {
    const { status, body } = await request(AUTH.login, {
      body: `email=${shopper.email}&password=${shopper.password}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(status).toBe(415);
    expect(body).toMatchObject({ success: false, message: 'Requests that change data must be sent as JSON.' });
  });
});

describe('admin endpoints', () => {
  // The admin console's routes use these guards; a tiny app with the real guards and the real D1 shows the rule.
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('db', drizzle(c.env.DB));
    await next();
  });
  app.get('/admin-only', requireOwner, (c) => c.json({ success: true, who: c.var.user.email }));
  app.onError(handleError);
  const callAdmin = async (token?: string) => {
    const response = await app.request(
      '/admin-only',
      { headers: token ? { authorization: `Bearer ${token}` } : {} },
      env,
    );
    return { status: response.status, body: await response.json() };
  };

  it('refuses a shopper whose token claims the owner role: the role is read from D1', async () => {
    const user = await makeUser();
    const forged = await signToken({ sub: user.id, email: user.email, role: 'owner', ver: 0 }, env.JWT_SECRET);
    expect(await callAdmin(forged)).toMatchObject({
      status: 403,
      body: { success: false, message: 'Only the shop owner can do that.' },
    });
    expect((await whoAmI(forged)).body.user.role).toBe('shopper');
  });

  it('refuses a guest with 401 and lets the admin in', async () => {
    expect((await callAdmin()).status).toBe(401);
    const admin = await makeUser({ role: 'owner' });
    expect(await callAdmin(admin.token)).toEqual({ status: 200, body: { success: true, who: admin.email } });
    expect((await whoAmI(admin.token)).body.user.role).toBe('owner');
  });

  it('stops a demoted owner at once, though the token still claims the role', async () => {
    const admin = await makeUser({ role: 'owner' });
    await env.DB.prepare("UPDATE users SET role = 'shopper' WHERE id = ?").bind(admin.id).run();
    expect((await callAdmin(admin.token)).status).toBe(403);
  });
});
