/**
 * A browser that has logged in to an account before keeps its way in while the account is locked by failed
 * logins from elsewhere (OWASP's device cookie): a successful login sets a signed, HttpOnly cookie naming the
 * account and a random device id. Logins carrying a valid one for the same account are counted per device, with a
 * small limit of their own, instead of per email and per address, so an attacker guessing at the owner's account
 * from another browser can lock only themselves out.
 */
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import type { ThrottleRule } from '../http/throttle';

const COOKIE = 'device';
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;

/** Wrong passwords one trusted browser may try per account before it too waits. */
export const FAILED_LOGINS_PER_DEVICE: ThrottleRule = {
  name: 'login-failed-device',
  limit: 10,
  windowMs: 15 * 60_000,
  message: (wait) => `Too many failed logins. Please try again in ${wait}.`,
};

/** The cookie is signed with its own key, derived from the session secret, so it can never pass for a token. */
const keyOf = (c: Context<AppEnv>) => `device-cookie:${c.env.JWT_SECRET}`;

async function accountTag(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The device id of this browser's cookie when it was set by a login to this account (email as stored), else null. */
export async function trustedDevice(c: Context<AppEnv>, email: string): Promise<string | null> {
  const value = await getSignedCookie(c, keyOf(c), COOKIE);
  if (!value) return null;
  const [tag, device] = value.split('.');
  return device && tag === (await accountTag(email)) ? device : null;
}

/** After a successful login: this browser is trusted for the account (a new device id unless it had one). */
export async function rememberDevice(c: Context<AppEnv>, email: string, device: string | null): Promise<void> {
  const value = `${await accountTag(email)}.${device ?? crypto.randomUUID()}`;
  await setSignedCookie(c, COOKIE, value, keyOf(c), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: LIFETIME_SECONDS,
  });
}
