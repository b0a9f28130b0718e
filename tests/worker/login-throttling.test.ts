/** How failed logins and sign-ups are throttled: per email and network, per account, per address, and all at once. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  emailOnNetwork,
  FAILED_LOGINS,
  FAILED_LOGINS_PER_ADDRESS,
  REGISTRATIONS,
} from '../../worker/accounts/login-limits';
import { HASHING_ROOM, PLACES_PER_ADDRESS } from '../../worker/auth/hashing';
import { throttleKey, waitInWords } from '../../worker/http/throttle';
import { call } from './client';
import { newShopper, register, logIn, storedFailures } from './auth-calls';
import { db, insertEach } from './fixtures';
import { eq, sql } from 'drizzle-orm';
import { throttleEvents } from '#schema/tables';

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
    await db
      .update(throttleEvents)
      .set({ at: sql`${throttleEvents.at} - ${15 * 60_000}` })
      .where(eq(throttleEvents.key, `login-failed:${shopper.email} local`));
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

  it(
    "keeps the owner's login on a new device working through 100 wrong passwords from 10 /64s of one IPv6 /48",
    { timeout: 120_000 },
    async () => {
      const owner = newShopper();
      await register(owner);
      const from = (address: string, body: unknown) =>
        call('/api/auth/login', { method: 'POST', body, headers: { 'cf-connecting-ip': address } });
      const statuses: number[] = [];
      for (let subnet = 1; subnet <= 10; subnet++)
        for (let attempt = 1; attempt <= 10; attempt++)
          statuses.push(
            (await from(`2001:db8:4800:${subnet}::${attempt}`, { email: owner.email, password: `guess-${attempt}` }))
              .status,
          );
      // The site is one source: its first 20 wrong passwords are checked, the rest wait, whichever /64 they come from.
      expect(statuses.filter((status) => status === 401)).toHaveLength(20);
      expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
      expect((await from('2001:db8:4800:ff::1', owner)).status).toBe(429);
      // The owner, elsewhere and in a browser that never logged in before, logs in.
      expect((await from('2001:db8:77::1', owner)).status).toBe(200);
      expect((await from('203.0.113.78', owner)).status).toBe(200);
    },
  );

  it('locks the account on every network after 100 failures from many networks in 15 minutes', async () => {
    const owner = newShopper();
    await register(owner);
    const now = Date.now();
    await insertEach(
      throttleEvents,
      Array.from({ length: 100 }, (_, n) => ({ key: `login-failed-account:${owner.email}`, at: now - 1000 + n })),
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
    // Eight failures straight into the email's count on this network (each login checks a password), the ninth
    // through the login, whose count the stored total then shows.
    const key = throttleKey(FAILED_LOGINS, emailOnNetwork(shopper.email, 'local'));
    const now = Date.now();
    await insertEach(
      throttleEvents,
      Array.from({ length: 8 }, (_, n) => ({ key: key, at: now - 1000 + n })),
    );
    expect((await logIn({ email: shopper.email, password: 'wrong-password' })).status).toBe(401);
    expect(await storedFailures(key)).toBe(9);
    expect((await logIn(shopper)).status).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await logIn({ email: shopper.email, password: 'wrong-password' })).status).toBe(401);
    }
    expect((await logIn(shopper)).status).toBe(429);
  });

  it('locks an address after 50 failed logins for any emails, even for the right password; another address is not affected', async () => {
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
    // The first 47 failures straight into the count, a minute ago (each login checks a password: 50 of them took
    // most of a minute here); the ones after through the login, whose count the stored total then shows.
    const key = throttleKey(FAILED_LOGINS_PER_ADDRESS, address);
    const first = Date.now() - 60_000;
    await insertEach(
      throttleEvents,
      Array.from({ length: 47 }, (_, n) => ({ key: key, at: first + n })),
    );
    for (let attempt = 48; attempt <= 49; attempt++) expect((await fromAddress(guess(attempt))).status).toBe(401);
    expect(await storedFailures(key)).toBe(49);
    // A right password still logs in under the limit, and does not wipe the address's failures.
    expect((await fromAddress(shopper)).status).toBe(200);
    expect((await fromAddress(guess(50))).status).toBe(401);

    // The lock lasts until the first failure is 15 minutes old.
    const locked = await fromAddress(shopper);
    expect(locked.status).toBe(429);
    const left = 15 * 60 - (Date.now() - first) / 1000;
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
  });

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
    await insertEach(
      throttleEvents,
      Array.from({ length: 48 }, (_, n) => ({ key: `login-failed-address:${address}`, at: now - 1000 + n })),
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
    // The first 18 straight into the count (each sign-up hashes a password); the last two through sign-up.
    const key = throttleKey(REGISTRATIONS, address);
    const now = Date.now();
    await insertEach(
      throttleEvents,
      Array.from({ length: 18 }, (_, n) => ({ key: key, at: now - 1000 + n })),
    );
    for (let n = 19; n <= 20; n++) expect((await register(newShopper(), address)).status).toBe(201);
    expect(await storedFailures(key)).toBe(20);
    const { status, body } = await register(newShopper(), address);
    expect(status).toBe(429);
    expect(body.message).toBe('Too many sign-ups from your connection. Please try again in 1 hour.');
    expect((await register(newShopper(), '198.51.100.7')).status).toBe(201);
  });
});
