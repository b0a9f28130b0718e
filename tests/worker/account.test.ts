import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_TRIES } from '../../worker/accounts/password';
import { throttleKey } from '../../worker/http/throttle';
import { ACCOUNT, AUTH } from '#schema/api';
import { makeUser, request } from './client';
import { insertEach } from './fixtures';
import { throttleEvents } from '#schema/tables';

let registrations = 0;

/** A shopper registered through the API, so they have a real password. */
async function registered(password = 'old-secret-1') {
  registrations += 1;
  const email = `account${registrations}-${crypto.randomUUID().slice(0, 6)}@example.pk`;
  const { body } = await request(AUTH.register, {
    body: { username: 'Nadia Khan', email, password },
    headers: { 'cf-connecting-ip': `198.51.100.${registrations}` },
  });
  return { email, password, token: body.token };
}

const login = (email: string, password: string) =>
  request(AUTH.login, { body: { email, password }, headers: { 'cf-connecting-ip': `192.0.2.${registrations}` } });

const change = (token: string, currentPassword: string, newPassword: string) =>
  request(ACCOUNT.changePassword, { token, body: { currentPassword, newPassword } });

describe('POST /api/account/password', () => {
  it('changes the password, ends every other session and gives this one a new token', async () => {
    const shopper = await registered();
    const otherDevice = (await login(shopper.email, shopper.password)).body.token!;
    const { status, body } = await change(shopper.token, shopper.password, 'new-secret-2');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((await request(AUTH.user, { token: otherDevice })).status).toBe(401);
    expect((await request(AUTH.user, { token: shopper.token })).status).toBe(401);
    expect((await request(AUTH.user, { token: body.token! })).status).toBe(200);
    expect((await login(shopper.email, shopper.password)).status).toBe(401);
    expect((await login(shopper.email, 'new-secret-2')).status).toBe(200);
  });

  it.each([
    ['a wrong current password', 'not-my-password', 'new-secret-2', 'wrong_password', 'currentPassword'],
    ['no current password', '', 'new-secret-2', 'invalid', 'currentPassword'],
    ['a short new password', 'old-secret-1', '1234567', 'invalid', 'newPassword'],
    ['the same password again', 'old-secret-1', 'old-secret-1', 'same_password', 'newPassword'],
    ['a common new password', 'old-secret-1', 'qwerty123', 'invalid', 'newPassword'],
    ['a new password of only spaces', 'old-secret-1', '        ', 'invalid', 'newPassword'],
    [
      "a new password holding the account's name",
      'old-secret-1',
      'khan-rose-2025',
      'password_names_you',
      'newPassword',
    ],
  ])('refuses %s with 400 on its field and keeps the sessions', async (_, current, next, code, field) => {
    const shopper = await registered();
    expect(await change(shopper.token, current, next)).toMatchObject({
      status: 400,
      body: { success: false, code, field },
    });
    expect((await request(AUTH.user, { token: shopper.token })).status).toBe(200);
  });

  it('stops guessing the current password after 10 tries in 15 minutes', async () => {
    const shopper = await registered();
    // Nine tries straight into the account's count (each checks a password), the tenth through the route, whose
    // count the stored total then shows.
    const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(shopper.email)
      .first<{ id: string }>();
    const key = throttleKey(PASSWORD_CHANGE_TRIES, user!.id);
    const now = Date.now();
    await insertEach(
      throttleEvents,
      Array.from({ length: 9 }, (_, n) => ({ key: key, at: now - 1000 + n })),
    );
    expect((await change(shopper.token, 'guess-10-x', 'new-secret-2')).status).toBe(400);
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM throttle_events WHERE key = ?')
      .bind(key)
      .first<{ n: number }>();
    expect(stored!.n).toBe(10);
    const refused = await change(shopper.token, shopper.password, 'new-secret-2');
    expect(refused.status).toBe(429);
  });

  it('needs a logged-in user', async () => {
    expect(
      (await request(ACCOUNT.changePassword, { body: { currentPassword: 'a', newPassword: 'bbbbbb' } })).status,
    ).toBe(401);
  });
});

describe('/api/account/delivery', () => {
  const details = {
    firstName: 'Ayesha',
    lastName: 'Malik',
    phone: '+92 300 1234567',
    alternatePhone: '',
    address: '14 Canal View Road',
    apartment: 'Flat 3',
    city: 'Lahore',
    province: 'Punjab',
    landmark: 'Near Kalma Chowk',
    deliveryNotes: 'Ring the top bell',
  };

  it('keeps the delivery details, normalised, for this shopper only, until they are forgotten', async () => {
    const shopper = await makeUser();
    const other = await makeUser();
    expect((await request(ACCOUNT.delivery, { token: shopper.token })).body).toEqual({ success: true, details: null });
    const saved = await request(ACCOUNT.saveDelivery, { token: shopper.token, body: details });
    expect(saved.status).toBe(200);
    const kept = { ...details, phone: '03001234567' } as Record<string, unknown>;
    delete kept.alternatePhone;
    expect((await request(ACCOUNT.delivery, { token: shopper.token })).body.details).toEqual(kept);
    expect((await request(ACCOUNT.delivery, { token: other.token })).body.details).toBeNull();

    await request(ACCOUNT.saveDelivery, { token: shopper.token, body: { ...details, city: 'Karachi' } });
    expect((await request(ACCOUNT.delivery, { token: shopper.token })).body.details?.city).toBe('Karachi');
    expect((await request(ACCOUNT.forgetDelivery, { token: shopper.token })).status).toBe(200);
    expect((await request(ACCOUNT.delivery, { token: shopper.token })).body.details).toBeNull();
  });

  it('refuses details the checkout would refuse', async () => {
    const shopper = await makeUser();
    const { status, body } = await request(ACCOUNT.saveDelivery, {
      token: shopper.token,
      body: { ...details, phone: '12345' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'Please enter a valid 11-digit phone number' });
  });
});
