/** Signing up: POST /api/auth/register's rules and refusals. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../worker/auth/password';
import { COMMON_PASSWORD } from '#schema/payloads/auth';
import { PASSWORD_HAS_NAME } from '#schema/payloads/auth-rules';
import { newShopper, register, logIn, whoAmI } from './auth-calls';
import { db } from './fixtures';
import { eq } from 'drizzle-orm';
import { users } from '#schema/tables';

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
      code: 'email_taken',
      field: 'email',
    });
  });

  it.each([
    [{ username: undefined }, 'username'],
    [{ username: '   ' }, 'username'],
    [{ username: 'Al' }, 'username'],
    [{ username: 'x'.repeat(51) }, 'username'],
    [{ email: undefined }, 'email'],
    [{ email: '' }, 'email'],
    [{ email: 'ayesha.example.pk' }, 'email'],
    [{ email: 'ayesha@pk' }, 'email'],
    [{ password: undefined }, 'password'],
    [{ password: '' }, 'password'],
    [{ password: '1234567' }, 'password'],
    [{ password: 'aaaaaa' }, 'password'],
    [{ password: 'qazwsx' }, 'password'],
    [{ password: 'x'.repeat(129) }, 'password'],
    [{ password: '        ' }, 'password'],
  ])('refuses %o as a rule broken on %s', async (change, field) => {
    const { status, body } = await register(newShopper(change));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'invalid', field });
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
      // Two rules of one field, told apart by their words alone: the payload's rules share the code 'invalid'.
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
      expect(body).toMatchObject({ message: PASSWORD_HAS_NAME, code: 'invalid', field: 'password' });
    });

    it('takes a long uncommon password', async () => {
      expect((await register(newShopper({ password: 'rose-and-oud-at-dusk' }))).status).toBe(201);
    });
  });

  it('still lets an existing account log in with a common or short password', async () => {
    const shopper = newShopper();
    expect((await register(shopper)).status).toBe(201);
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('123456') })
      .where(eq(users.email, shopper.email));
    expect((await logIn({ email: shopper.email, password: '123456' })).status).toBe(200);
    expect((await logIn({ email: shopper.email, password: '1234567' })).status).toBe(401);
    // Shorter than any account's password can be: the form's own rule.
    expect((await logIn({ email: shopper.email, password: '123' })).body).toMatchObject({
      code: 'invalid',
      field: 'password',
      message: 'Password must be at least 6 characters',
    });
  });
});
