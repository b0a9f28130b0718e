/**
 * Password hashing with scrypt (node:crypto under nodejs_compat). The stored string names its parameters,
 * `scrypt$N$r$p$salt$hash`, so they can be raised later without breaking existing accounts.
 * (Not PBKDF2: the deployed runtime caps it at 100,000 iterations.) Every hash waits its turn (auth/hashing.ts), so
 * hashing cannot take the whole of the Worker's thread; routes that hash take their place with `hashingRoom` first.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { inHashingTurn } from './hashing';

const PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return inHashingTurn(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const usable = Object.values(options).every((value) => Number.isInteger(value) && value > 0);
  if (scheme !== 'scrypt' || !usable || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), options, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * Does the work of a password check for an email with no account, so the answer takes as long as a wrong
 * password and does not tell which emails are registered.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await derive(password, randomBytes(SALT_BYTES), PARAMS, KEY_LENGTH);
}
