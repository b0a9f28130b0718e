import { describe, expect, it } from 'vitest';
import type { SavedDeliveryAnswer } from '../../schema/payloads/account';
import { SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from '../../worker/accounts/password';
import { json, makeUser } from './client';

let registrations = 0;

/** A shopper registered through the API, so they have a real password. */
async function registered(password = 'old-secret-1') {
  registrations += 1;
  const email = `account${registrations}-${crypto.randomUUID().slice(0, 6)}@example.pk`;
  const { body } = await json<{ token: string }>('/api/auth/register', {
    method: 'POST',
    body: { username: 'Nadia Khan', email, password },
    headers: { 'cf-connecting-ip': `198.51.100.${registrations}` },
  });
  return { email, password, token: body.token };
}

const login = (email: string, password: string) =>
  json<{ token?: string; message?: string }>('/api/auth/login', { method: 'POST', body: { email, password }, headers: { 'cf-connecting-ip': `192.0.2.${registrations}` } });

const change = (token: string, currentPassword: string, newPassword: string) =>
  json<{ success: boolean; token?: string; message?: string }>('/api/account/password', { method: 'POST', token, body: { currentPassword, newPassword } });

describe('POST /api/account/password', () => {
  it('changes the password, ends every other session and gives this one a new token', async () => {
    const shopper = await registered();
    const otherDevice = (await login(shopper.email, shopper.password)).body.token!;
    const { status, body } = await change(shopper.token, shopper.password, 'new-secret-2');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((await json('/api/auth/user', { token: otherDevice })).status).toBe(401);
    expect((await json('/api/auth/user', { token: shopper.token })).status).toBe(401);
    expect((await json('/api/auth/user', { token: body.token! })).status).toBe(200);
    expect((await login(shopper.email, shopper.password)).status).toBe(401);
    expect((await login(shopper.email, 'new-secret-2')).status).toBe(200);
  });

  it.each([
    ['a wrong current password', 'not-my-password', 'new-secret-2', WRONG_CURRENT_PASSWORD],
    ['no current password', '', 'new-secret-2', 'Current password is required'],
    ['a short new password', 'old-secret-1', '12345', 'New password must be at least 6 characters'],
    ['the same password again', 'old-secret-1', 'old-secret-1', SAME_PASSWORD],
  ])('refuses %s with 400 and keeps the sessions', async (_, current, next, message) => {
    const shopper = await registered();
    expect(await change(shopper.token, current, next)).toEqual({ status: 400, body: { success: false, message } });
    expect((await json('/api/auth/user', { token: shopper.token })).status).toBe(200);
  });

  it('stops guessing the current password after 10 tries in 15 minutes', async () => {
    const shopper = await registered();
    for (let i = 0; i < 10; i++) expect((await change(shopper.token, `guess-${i}-x`, 'new-secret-2')).status).toBe(400);
    const refused = await change(shopper.token, shopper.password, 'new-secret-2');
    expect(refused.status).toBe(429);
  });

  it('needs a logged-in user', async () => {
    expect((await json('/api/account/password', { method: 'POST', body: { currentPassword: 'a', newPassword: 'bbbbbb' } })).status).toBe(401);
  });
});

describe('/api/account/delivery', () => {
  const details = { firstName: 'Ayesha', lastName: 'Malik', phone: '+92 300 1234567', alternatePhone: '', address: '14 Canal View Road', apartment: 'Flat 3', city: 'Lahore' };

  it('keeps the delivery details, normalised, for this shopper only, until they are forgotten', async () => {
    const shopper = await makeUser();
    const other = await makeUser();
    expect((await json<SavedDeliveryAnswer>('/api/account/delivery', { token: shopper.token })).body).toEqual({ success: true, details: null });
    const saved = await json<SavedDeliveryAnswer>('/api/account/delivery', { method: 'PUT', token: shopper.token, body: details });
    expect(saved.status).toBe(200);
    const kept = { ...details, phone: '03001234567' } as Record<string, unknown>;
    delete kept.alternatePhone;
    expect((await json<SavedDeliveryAnswer>('/api/account/delivery', { token: shopper.token })).body.details).toEqual(kept);
    expect((await json<SavedDeliveryAnswer>('/api/account/delivery', { token: other.token })).body.details).toBeNull();

    await json('/api/account/delivery', { method: 'PUT', token: shopper.token, body: { ...details, city: 'Karachi' } });
    expect((await json<SavedDeliveryAnswer>('/api/account/delivery', { token: shopper.token })).body.details?.city).toBe('Karachi');
    expect((await json('/api/account/delivery', { method: 'DELETE', token: shopper.token })).status).toBe(200);
    expect((await json<SavedDeliveryAnswer>('/api/account/delivery', { token: shopper.token })).body.details).toBeNull();
  });

  it('refuses details the checkout would refuse', async () => {
    const shopper = await makeUser();
    const { status, body } = await json('/api/account/delivery', { method: 'PUT', token: shopper.token, body: { ...details, phone: '12345' } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'Please enter a valid 11-digit phone number' });
  });
});
