import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './jwt';

const claims = { sub: 'user-1', email: 'ayesha@example.pk', role: 'shopper' as const, ver: 0 };
const GOOD_SECRET = 'k'.repeat(32);

describe('the JWT secret', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['shorter than 32 characters', 'k'.repeat(31)],
  ])('refuses to sign with a %s secret', async (_, secret) => {
    await expect(signToken(claims, secret)).rejects.toThrow(/JWT_SECRET is missing or shorter than 32 characters/);
  });

  it('refuses to verify with a short secret, even a token that secret signed elsewhere', async () => {
    const token = await signToken(claims, GOOD_SECRET);
    await expect(verifyToken(token, 'short')).rejects.toThrow(/JWT_SECRET/);
  });

  it('signs and verifies with a long enough secret', async () => {
    const token = await signToken(claims, GOOD_SECRET);
    await expect(verifyToken(token, GOOD_SECRET)).resolves.toEqual(claims);
  });
});
