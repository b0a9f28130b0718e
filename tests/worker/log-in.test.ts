/** Logging in and the session token: POST /api/auth/login, who am I, log out, tokens that no longer hold. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../worker/auth/jwt';
import { AUTH } from '#schema/api';
import type { TokenPayload } from '#schema/answers/auth';
import { request } from './client';
import { newShopper, register, logIn, whoAmI } from './auth-calls';
import { db } from './fixtures';
import { eq } from 'drizzle-orm';
import { users } from '#schema/tables';

describe('POST /api/auth/login', () => {
  it('answers a token for the right password, with the email in any case', async () => {
    const shopper = newShopper();
    await register(shopper);
    const { status, body } = await logIn({ email: ` ${shopper.email.toUpperCase()} `, password: shopper.password });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, token: expect.any(String) });
    expect((await whoAmI(body.token)).body.user.email).toBe(shopper.email);
  });

  it.each([
    ['shopper', false],
    ['staff', true],
    ['owner', true],
  ] as const)('answers a token that carries the email, the role and isAdmin of the %s (%s)', async (role, isAdmin) => {
    const shopper = newShopper();
    await register(shopper);
    await db.update(users).set({ role }).where(eq(users.email, shopper.email));
    const { body } = await logIn({ email: shopper.email, password: shopper.password });
    const payload = body.token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(payload)) as TokenPayload;
    expect(claims).toMatchObject({ email: shopper.email, role, isAdmin });
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const shopper = newShopper();
    await register(shopper);
    const wrong = await logIn({ email: shopper.email, password: 'not-the-password' });
    const unknown = await logIn({ email: `nobody-${shopper.email}`, password: shopper.password });
    expect(wrong).toMatchObject({ status: 401, body: { success: false, code: 'wrong_login' } });
    // The same refusal, each naming its own request.
    expect({ ...unknown.body, requestId: '' }).toEqual({ ...wrong.body, requestId: '' });
  });

  it.each([
    [{ email: '' }, 'email'],
    [{ email: 'not-an-email' }, 'email'],
    [{ password: '' }, 'password'],
  ])('refuses %o as a rule broken on %s', async (change, field) => {
    const { status, body } = await logIn({ email: 'someone@example.pk', password: 'secret-enough', ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'invalid', field });
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
    body: {
      success: false,
      message: 'Your session has expired. Please log in again.',
      code: 'session_ended',
      requestId: expect.any(String),
    },
  };

  it('asks for a token when there is none', async () => {
    expect(await request(AUTH.user)).toMatchObject({
      status: 401,
      body: { success: false, code: 'unauthorized' },
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
