/**
 * The shop's settings: each its default until the owner changes it, changed only to a value it knows, and the
 * owner's alone.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_AUDIT, ADMIN_SETTINGS } from '#schema/api';
import { makeUser, request } from './client';

describe('the shop’s settings', () => {
  it('start at their defaults and keep what the owner sets', async () => {
    const owner = await makeUser({ role: 'owner' });
    const first = await request(ADMIN_SETTINGS.read, { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body.settings).toEqual({ courierRestock: 'unless-damaged' });

    const changed = await request(ADMIN_SETTINGS.change, { body: { courierRestock: 'never' }, token: owner.token });
    expect(changed.status).toBe(200);
    expect(changed.body.settings).toEqual({ courierRestock: 'never' });
    await request(ADMIN_SETTINGS.change, { body: { courierRestock: 'always' }, token: owner.token });
    expect((await request(ADMIN_SETTINGS.read, { token: owner.token })).body.settings).toEqual({
      courierRestock: 'always',
    });
  });

  it('write each change in the audit log, as it was and as it became, and nothing for a change to the same value', async () => {
    const owner = await makeUser({ role: 'owner', username: 'Owner Sana' });
    const entries = async () =>
      (await request(ADMIN_AUDIT.list, { token: owner.token })).body.entries.filter(
        (entry) => entry.action === 'settings.change',
      );
    const before = (await entries()).length;
    await request(ADMIN_SETTINGS.change, { body: { courierRestock: 'never' }, token: owner.token });
    await request(ADMIN_SETTINGS.change, { body: { courierRestock: 'never' }, token: owner.token });
    const [latest, ...rest] = await entries();
    expect(rest).toHaveLength(before);
    expect(latest).toMatchObject({
      by: 'Owner Sana',
      target: { type: 'settings', name: 'Shop settings' },
      after: { courierRestock: 'never' },
    });
    expect(latest!.before).toEqual({ courierRestock: expect.not.stringMatching(/^never$/) });
  });

  it('refuse a value they do not know, by its field, and change nothing', async () => {
    const owner = await makeUser({ role: 'owner' });
    const before = (await request(ADMIN_SETTINGS.read, { token: owner.token })).body.settings;
    for (const body of [{ courierRestock: 'sometimes' }, {}, { courierRestock: null }]) {
      const refused = await request(ADMIN_SETTINGS.change, { body, token: owner.token });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, code: 'invalid', field: 'courierRestock' });
    }
    expect((await request(ADMIN_SETTINGS.read, { token: owner.token })).body.settings).toEqual(before);
  });

  it('are the owner’s alone', async () => {
    const staff = await makeUser({ role: 'staff' });
    expect((await request(ADMIN_SETTINGS.read, { token: staff.token })).status).toBe(403);
    const change = await request(ADMIN_SETTINGS.change, { body: { courierRestock: 'never' }, token: staff.token });
    expect(change.status).toBe(403);
    expect((await request(ADMIN_SETTINGS.read)).status).toBe(401);
  });
});
