/** The guards in front of the auth endpoints (CSRF) and the owner's endpoints. */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../worker/auth/jwt';
import { requireOwner } from '../../worker/auth/session';
import type { AppEnv } from '../../worker/env';
import { handleError } from '../../worker/http/errors';
import { AUTH } from '#schema/api';
import { makeUser, request } from './client';
import { newShopper, whoAmI } from './auth-calls';
import { setUser } from './fixtures';

describe('request guards on the auth endpoints', () => {
  const shopper = { email: 'guard@example.pk', password: 'secret-enough' };

  it('refuses a login without the CSRF cookie and header, or with a wrong header', async () => {
    expect(await request(AUTH.login, { body: shopper, noCsrf: true })).toMatchObject({
      status: 403,
      body: { success: false, code: 'csrf' },
    });
    const wrong = await request(AUTH.register, {
      body: newShopper(),
      noCsrf: true,
      headers: { cookie: 'XSRF-TOKEN=right-value', 'x-xsrf-token': 'other-value' },
    });
    expect(wrong).toMatchObject({ status: 403, body: { success: false, code: 'csrf' } });
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
    expect(body).toMatchObject({ success: false, code: 'unsupported_media_type' });
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
      body: { success: false, code: 'owner_only' },
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
    await setUser(admin.id, { role: 'shopper' });
    expect((await callAdmin(admin.token)).status).toBe(403);
  });
});
