/** The owner's staff: one-time invites (48 hours), joining, the list, and role changes that keep an owner. */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH, CUSTOMERS, STAFF, STAFF_JOIN } from '#schema/api';
import { linkTokenHash } from '../../worker/accounts/one-time-links';
import { makeUser, request } from './client';
import { db } from './fixtures';
import { and, eq, ne } from 'drizzle-orm';
import { staffInvites, users } from '#schema/tables';

let owner: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  owner = await makeUser({ role: 'owner', username: 'Owner Sana' });
});

async function invite() {
  const { status, body } = await request(STAFF.invite, { body: {}, token: owner.token });
  expect(status).toBe(201);
  return body.invite;
}

const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1);
const join = (token: string, as: string) => request(STAFF_JOIN.join, { body: { token }, token: as });

describe('POST /api/admin/staff/invites', () => {
  it('answers a link to the join page on the shop, valid for 48 hours, and keeps only its hash', async () => {
    const before = Date.now();
    const link = await invite();
    expect(link.url).toMatch(/^http:\/\/shop\.test\/staff-join#[\w-]{43}$/);
    const hours = (Date.parse(link.expiresAt) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(47.99);
    expect(hours).toBeLessThan(48.01);
    const token = tokenOf(link.url);
    const stored = await env.DB.prepare('SELECT token_hash FROM staff_invites WHERE token_hash = ?')
      .bind(await linkTokenHash(token))
      .first();
    expect(stored).not.toBeNull();
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM staff_invites WHERE token_hash = ?').bind(token).first('n'),
    ).toBe(0);
  });
});

describe('POST /api/staff/join', () => {
  it('makes whoever opens the link staff, with a token that says so, once', async () => {
    const link = await invite();
    const helper = await makeUser({ username: 'Helper Bilal' });
    const { status, body } = await join(tokenOf(link.url), helper.token);
    expect(status).toBe(200);
    expect((await request(AUTH.user, { token: body.token })).body.user.role).toBe('staff');
    expect((await request(CUSTOMERS.list, { token: helper.token })).status).toBe(200);

    const late = await makeUser();
    const again = await join(tokenOf(link.url), late.token);
    expect(again).toMatchObject({ status: 410, body: { success: false, code: 'invite_spent' } });
    expect((await request(AUTH.user, { token: late.token })).body.user.role).toBe('shopper');
  });

  it('refuses an expired invite with 410 and changes nothing', async () => {
    const link = await invite();
    await db
      .update(staffInvites)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(staffInvites.tokenHash, await linkTokenHash(tokenOf(link.url))));
    const helper = await makeUser();
    expect(await join(tokenOf(link.url), helper.token)).toMatchObject({ status: 410, body: { code: 'invite_spent' } });
    expect((await request(AUTH.user, { token: helper.token })).body.user.role).toBe('shopper');
  });

  it('refuses a made-up token with 410, a guest with 401, a missing token with 400', async () => {
    const helper = await makeUser();
    expect((await join('x'.repeat(43), helper.token)).status).toBe(410);
    expect((await request(STAFF_JOIN.join, { body: { token: 'x'.repeat(43) } })).status).toBe(401);
    expect(await request(STAFF_JOIN.join, { body: {}, token: helper.token })).toMatchObject({
      status: 400,
      body: { field: 'token' },
    });
  });

  it('keeps an owner an owner and leaves the invite for the helper it was meant for', async () => {
    const link = await invite();
    expect((await join(tokenOf(link.url), owner.token)).status).toBe(409);
    const helper = await makeUser();
    expect((await join(tokenOf(link.url), helper.token)).status).toBe(200);
  });

  it('leaves the invite unspent when a member of staff opens it, for the helper it was meant for', async () => {
    const link = await invite();
    const member = await makeUser({ role: 'staff' });
    expect(await join(tokenOf(link.url), member.token)).toMatchObject({
      status: 409,
      body: { success: false, code: 'already_staff' },
    });
    const helper = await makeUser();
    expect((await join(tokenOf(link.url), helper.token)).status).toBe(200);
  });

  it('lets nobody in by an invite whose maker is no longer an owner', async () => {
    const coOwner = await makeUser({ role: 'owner' });
    const made = await request(STAFF.invite, { body: {}, token: coOwner.token });
    expect(made.status).toBe(201);
    const left = await request(STAFF.changeRole, {
      params: { userId: coOwner.id },
      body: { role: 'none' },
      token: owner.token,
    });
    expect(left.status).toBe(200);

    // The one who left cannot come back by it, nor let anyone else in.
    for (const who of [coOwner, await makeUser()]) {
      expect(await join(tokenOf(made.body.invite.url), who.token)).toMatchObject({
        status: 410,
        body: { code: 'invite_spent' },
      });
      expect((await request(AUTH.user, { token: who.token })).body.user.role).toBe('shopper');
    }
  });
});

describe('GET and PATCH /api/admin/staff', () => {
  it('lists owners then staff, and changes a role or takes it away', async () => {
    const helper = await makeUser({ role: 'staff', username: 'Aaa Helper' });
    const list = await request(STAFF.list, { token: owner.token });
    expect(list.status).toBe(200);
    const roles = list.body.staff.map((member) => member.role);
    expect(roles.indexOf('staff')).toBeGreaterThan(roles.lastIndexOf('owner'));
    expect(list.body.staff).toContainEqual({
      _id: helper.id,
      username: 'Aaa Helper',
      email: helper.email,
      role: 'staff',
    });

    const promoted = await request(STAFF.changeRole, {
      params: { userId: helper.id },
      body: { role: 'owner' },
      token: owner.token,
    });
    expect(promoted.body.member).toMatchObject({ _id: helper.id, role: 'owner' });
    const removed = await request(STAFF.changeRole, {
      params: { userId: helper.id },
      body: { role: 'none' },
      token: owner.token,
    });
    expect(removed.body.member.role).toBe('shopper');
    expect((await request(STAFF.list, { token: owner.token })).body.staff.map((m) => m._id)).not.toContain(helper.id);
  });

  it('keeps the last owner: they cannot demote themselves, and 404 for an unknown account', async () => {
    await db
      .update(users)
      .set({ role: 'staff' })
      .where(and(eq(users.role, 'owner'), ne(users.id, owner.id)));
    const alone = await request(STAFF.changeRole, {
      params: { userId: owner.id },
      body: { role: 'staff' },
      token: owner.token,
    });
    expect(alone).toMatchObject({ status: 409, body: { success: false, code: 'last_owner' } });
    expect(await env.DB.prepare('SELECT role FROM users WHERE id = ?').bind(owner.id).first('role')).toBe('owner');

    const second = await makeUser({ role: 'owner' });
    const stepDown = await request(STAFF.changeRole, {
      params: { userId: owner.id },
      body: { role: 'staff' },
      token: owner.token,
    });
    expect(stepDown.status).toBe(200);
    // Back as it was, for the other tests.
    await request(STAFF.changeRole, { params: { userId: owner.id }, body: { role: 'owner' }, token: second.token });
    const unknown = await request(STAFF.changeRole, {
      params: { userId: 'nobody' },
      body: { role: 'staff' },
      token: owner.token,
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses a role it does not know', async () => {
    const helper = await makeUser();
    const { status, body } = await request(STAFF.changeRole, {
      params: { userId: helper.id },
      body: { role: 'admin' },
      token: owner.token,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: 'role' });
  });
});
