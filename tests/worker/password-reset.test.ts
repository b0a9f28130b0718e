/**
 * Resets without a terminal: the owner or staff make a one-time link (24 hours) from the customer list; its page
 * sets a new password under the registration's rules and every session of the account ends.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, AUTH, CUSTOMERS, STAFF } from '#schema/api';
import { emailOnNetwork, FAILED_LOGINS } from '../../worker/accounts/login-limits';
import { linkTokenHash } from '../../worker/accounts/one-time-links';
import { OWNER_RESET, STAFF_RESET } from '../../worker/accounts/password-resets';
import { networkOf, throttleKey } from '../../worker/http/throttle';
import { makeUser, request } from './client';
import { db, insertEach } from './fixtures';
import { eq } from 'drizzle-orm';
import { passwordResets, throttleEvents } from '#schema/tables';

let owner: Awaited<ReturnType<typeof makeUser>>;
let staff: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner' });
  staff = await makeUser({ role: 'staff' });
});

let count = 0;
/** A shopper registered with a real password, and their session's token. */
async function shopper() {
  count += 1;
  const account = {
    username: `Reset Shopper ${count}`,
    email: `reset${count}-${crypto.randomUUID().slice(0, 8)}@example.pk`,
    password: 'gulab-jaman',
  };
  const { body } = await request(AUTH.register, {
    body: account,
    headers: { 'cf-connecting-ip': crypto.randomUUID() },
  });
  const id = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(account.email).first<string>('id');
  return { ...account, id: id!, token: body.token };
}

const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1);

async function resetLink(userId: string, by = staff.token) {
  const { status, body } = await request(CUSTOMERS.resetLink, { params: { userId }, body: {}, token: by });
  expect(status).toBe(200);
  return body;
}

const reset = (token: string, password: string) => request(AUTH.reset, { body: { token, password } });
const logIn = (email: string, password: string) =>
  request(AUTH.login, { body: { email, password }, headers: { 'cf-connecting-ip': crypto.randomUUID() } });

describe('POST /api/admin/customers/:userId/reset-link', () => {
  it('answers a link to the reset page, valid 24 hours, for the owner and for staff', async () => {
    const account = await shopper();
    const before = Date.now();
    for (const token of [staff.token, owner.token]) {
      const link = await resetLink(account.id, token);
      expect(link).toMatchObject({
        success: true,
        url: expect.stringMatching(/^http:\/\/shop\.test\/reset-password#[\w-]{43}$/),
      });
      const hours = (Date.parse(link.expiresAt) - before) / 3_600_000;
      expect(hours).toBeGreaterThan(23.99);
      expect(hours).toBeLessThan(24.01);
    }
  });

  it("is refused to a shopper, for an owner's account, and to staff for another staff member's", async () => {
    const account = await shopper();
    expect(
      (await request(CUSTOMERS.resetLink, { params: { userId: account.id }, body: {}, token: account.token })).status,
    ).toBe(403);
    expect(
      await request(CUSTOMERS.resetLink, { params: { userId: owner.id }, body: {}, token: staff.token }),
    ).toMatchObject({
      status: 403,
      body: { code: 'reset_not_allowed', message: OWNER_RESET },
    });
    expect(
      await request(CUSTOMERS.resetLink, { params: { userId: owner.id }, body: {}, token: owner.token }),
    ).toMatchObject({
      status: 403,
      body: { code: 'reset_not_allowed', message: OWNER_RESET },
    });
    const helper = await makeUser({ role: 'staff' });
    expect(
      await request(CUSTOMERS.resetLink, { params: { userId: helper.id }, body: {}, token: staff.token }),
    ).toMatchObject({
      status: 403,
      body: { code: 'reset_not_allowed', message: STAFF_RESET },
    });
    expect(
      (await request(CUSTOMERS.resetLink, { params: { userId: helper.id }, body: {}, token: owner.token })).status,
    ).toBe(200);
    expect(
      (await request(CUSTOMERS.resetLink, { params: { userId: 'nobody' }, body: {}, token: owner.token })).status,
    ).toBe(404);
  });
});

describe('POST /api/auth/reset', () => {
  it('sets the new password, ends every session, and logs this one in', async () => {
    const account = await shopper();
    const other = (await logIn(account.email, account.password)).body.token;
    const { status, body } = await reset(tokenOf((await resetLink(account.id)).url), 'saffron-and-oud-7');
    expect(status).toBe(200);
    expect((await request(AUTH.user, { token: body.token })).status).toBe(200);
    for (const ended of [account.token, other]) {
      expect(await request(AUTH.user, { token: ended })).toMatchObject({
        status: 401,
        body: { code: 'session_ended' },
      });
    }
    expect((await logIn(account.email, account.password)).status).toBe(401);
    expect((await logIn(account.email, 'saffron-and-oud-7')).status).toBe(200);
  });

  it("lifts the email's lock from failed logins, so the new password works at once", async () => {
    const account = await shopper();
    const network = { 'cf-connecting-ip': '203.0.113.9' };
    const from = (password: string) =>
      request(AUTH.login, { body: { email: account.email, password }, headers: network });
    // Nine failures straight into the email's count on this network (each login checks a password), the tenth
    // through the login, whose count the stored total then shows.
    const key = throttleKey(FAILED_LOGINS, emailOnNetwork(account.email, networkOf(network['cf-connecting-ip'])));
    const now = Date.now();
    await insertEach(
      throttleEvents,
      Array.from({ length: 9 }, (_, n) => ({ key: key, at: now - 1000 + n })),
    );
    expect((await from('wrong-10')).status).toBe(401);
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM throttle_events WHERE key = ?')
      .bind(key)
      .first<{ n: number }>();
    expect(stored!.n).toBe(10);
    expect((await from(account.password)).status).toBe(429);
    expect((await reset(tokenOf((await resetLink(account.id)).url), 'saffron-and-oud-7')).status).toBe(200);
    expect((await from('saffron-and-oud-7')).status).toBe(200);
  });

  it('works once: a used link is 410 gone and changes nothing', async () => {
    const account = await shopper();
    const token = tokenOf((await resetLink(account.id)).url);
    expect((await reset(token, 'saffron-and-oud-7')).status).toBe(200);
    const again = await reset(token, 'another-good-one-9');
    expect(again).toMatchObject({ status: 410, body: { success: false, code: 'reset_link_spent' } });
    expect((await logIn(account.email, 'saffron-and-oud-7')).status).toBe(200);
  });

  it('refuses an expired link with 410 and keeps the old password and sessions', async () => {
    const account = await shopper();
    const token = tokenOf((await resetLink(account.id)).url);
    await db
      .update(passwordResets)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(passwordResets.tokenHash, await linkTokenHash(token)));
    expect(await reset(token, 'saffron-and-oud-7')).toMatchObject({ status: 410, body: { code: 'reset_link_spent' } });
    expect((await request(AUTH.user, { token: account.token })).status).toBe(200);
    expect((await logIn(account.email, account.password)).status).toBe(200);
  });

  it('voids an older link when a newer one is made', async () => {
    const account = await shopper();
    const older = tokenOf((await resetLink(account.id)).url);
    const newer = tokenOf((await resetLink(account.id)).url);
    expect((await reset(older, 'saffron-and-oud-7')).status).toBe(410);
    expect((await reset(newer, 'saffron-and-oud-7')).status).toBe(200);
  });

  it('voids an open link when the account changes its password itself, leaving the new password in place', async () => {
    const account = await shopper();
    const link = tokenOf((await resetLink(account.id)).url);
    const changed = await request(ACCOUNT.changePassword, {
      token: account.token,
      body: { currentPassword: account.password, newPassword: 'rose-water-and-musk' },
    });
    expect(changed.status).toBe(200);
    expect((await request(AUTH.resetLink, { body: { token: link } })).body).toMatchObject({ state: 'spent' });
    expect((await reset(link, 'taken-over-at-night')).status).toBe(410);
    expect((await logIn(account.email, 'rose-water-and-musk')).status).toBe(200);
  });

  it("holds the new password to registration's rules, and leaves the link usable after a refusal", async () => {
    const account = await shopper();
    const token = tokenOf((await resetLink(account.id)).url);
    expect(await reset(token, 'short')).toMatchObject({ status: 400, body: { field: 'password' } });
    expect(await reset(token, 'password123')).toMatchObject({ status: 400, body: { field: 'password' } });
    const namePart = account.email.split('@')[0]!;
    expect(await reset(token, `${namePart}-2024`)).toMatchObject({ status: 400, body: { field: 'password' } });
    expect((await request(AUTH.user, { token: account.token })).status).toBe(200);
    expect((await reset(token, 'saffron-and-oud-7')).status).toBe(200);
  });

  describe('a link works only while its maker could still make it', () => {
    const becomes = async (userId: string, role: 'owner' | 'staff' | 'none') =>
      expect((await request(STAFF.changeRole, { params: { userId }, body: { role }, token: owner.token })).status).toBe(
        200,
      );
    const keepsPassword = async (account: { email: string; password: string }) =>
      expect((await logIn(account.email, account.password)).status).toBe(200);

    it("not once its account has become an owner's", async () => {
      const account = await shopper();
      const token = tokenOf((await resetLink(account.id)).url);
      await becomes(account.id, 'owner');
      expect(await reset(token, 'saffron-and-oud-7')).toMatchObject({
        status: 403,
        body: { success: false, code: 'reset_not_allowed', message: OWNER_RESET },
      });
      await keepsPassword(account);
      await becomes(account.id, 'none');
    });

    it("not once its account has joined the staff, when staff made it; the owner's own link still works", async () => {
      const account = await shopper();
      const byStaff = tokenOf((await resetLink(account.id)).url);
      await becomes(account.id, 'staff');
      expect(await reset(byStaff, 'saffron-and-oud-7')).toMatchObject({
        status: 403,
        body: { code: 'reset_not_allowed', message: STAFF_RESET },
      });
      await keepsPassword(account);
      const byOwner = tokenOf((await resetLink(account.id, owner.token)).url);
      expect((await reset(byOwner, 'saffron-and-oud-7')).status).toBe(200);
    });

    it('not once its maker has left the staff', async () => {
      const helper = await makeUser({ role: 'staff' });
      const account = await shopper();
      const token = tokenOf((await resetLink(account.id, helper.token)).url);
      await becomes(helper.id, 'none');
      expect(await reset(token, 'saffron-and-oud-7')).toMatchObject({
        status: 410,
        body: { code: 'reset_link_spent' },
      });
      await keepsPassword(account);
    });
  });

  it('refuses a made-up link with 410 and a cut one with 400', async () => {
    expect((await reset('x'.repeat(43), 'saffron-and-oud-7')).status).toBe(410);
    expect(await reset('abc', 'saffron-and-oud-7')).toMatchObject({ status: 400, body: { field: 'token' } });
  });
});

describe('POST /api/auth/reset/link', () => {
  const stateOf = async (token: string) => {
    const { status, body } = await request(AUTH.resetLink, { body: { token } });
    expect(status).toBe(200);
    return body.state;
  };

  it('says a link is live until it is used, then spent, so its page shows no form', async () => {
    const account = await shopper();
    const token = tokenOf((await resetLink(account.id)).url);
    expect(await stateOf(token)).toBe('live');
    expect(await stateOf(token)).toBe('live');
    expect((await reset(token, 'saffron-and-oud-7')).status).toBe(200);
    expect(await stateOf(token)).toBe('spent');
  });

  it('says expired after its 24 hours, and spent when a newer link replaced it or none was made', async () => {
    const account = await shopper();
    const older = tokenOf((await resetLink(account.id)).url);
    const newer = tokenOf((await resetLink(account.id)).url);
    expect(await stateOf(older)).toBe('spent');
    await db
      .update(passwordResets)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(passwordResets.tokenHash, await linkTokenHash(newer)));
    expect(await stateOf(newer)).toBe('expired');
    expect(await stateOf('x'.repeat(43))).toBe('spent');
  });

  it('answers nothing about the account, refuses a cut link with 400, and spends nothing', async () => {
    const account = await shopper();
    const token = tokenOf((await resetLink(account.id)).url);
    const { body } = await request(AUTH.resetLink, { body: { token } });
    expect(body).toStrictEqual({ success: true, state: 'live' });
    expect(await request(AUTH.resetLink, { body: { token: 'abc' } })).toMatchObject({
      status: 400,
      body: { field: 'token' },
    });
    expect((await reset(token, 'saffron-and-oud-7')).status).toBe(200);
  });
});
