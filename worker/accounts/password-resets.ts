/**
 * Reset links: the owner or staff make one for an account from the console (valid 24 hours; a newer link voids the
 * older ones), and its page sets a new password. Setting it spends the link, bumps the token version (every
 * session of the account ends, as after a logout) and lifts the email's lock from failed logins, in one batch that
 * runs only if this request spent the link.
 */
import { eq } from 'drizzle-orm';
import { newPasswordProblem } from '#schema/payloads/auth-rules';
import { RESET_HOURS } from '#schema/payloads/password-reset';
import type { Role } from '#schema/roles';
import { users } from '#schema/tables';
import type { Db } from '../db';
import { hashPassword } from '../auth/password';
import { ApiError } from '../http/errors';
import { throttleKey } from '../http/throttle';
import { emailOnNetwork, FAILED_LOGINS, FAILED_LOGINS_PER_ACCOUNT } from './login-limits';
import { expiryOf, linkTokenHash, newLinkToken } from './one-time-links';

export const RESET_GONE =
  'This reset link has been used or has expired. Please ask the shop on WhatsApp for a new one.';
export const OWNER_RESET =
  "An owner's password cannot be reset by a link, to keep the shop safe. Ask whoever set up the shop to reset it.";
export const STAFF_RESET = "Only the owner can make a reset link for a staff member's account.";

/** Who may reset whom: nobody an owner's (a link would be a way into everything), only the owner staff's. */
function refusal(actor: Role, target: Role): string | null {
  if (target === 'owner') return OWNER_RESET;
  if (target === 'staff' && actor !== 'owner') return STAFF_RESET;
  return null;
}

export async function createResetLink(
  db: Db,
  actor: { id: string; role: Role },
  userId: string,
  now = Date.now(),
): Promise<string> {
  const [target] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw new ApiError(404, 'There is no account with that id.');
  const refused = refusal(actor.role, target.role);
  if (refused) throw new ApiError(403, refused);
  const token = newLinkToken();
  const d1 = db.$client;
  await d1.batch([
    d1.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').bind(now, userId),
    d1
      .prepare(
        'INSERT INTO password_resets (token_hash, user_id, created_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .bind(await linkTokenHash(token), userId, actor.id, now, expiryOf(now, RESET_HOURS)),
  ]);
  return token;
}

interface LiveReset {
  userId: string;
  email: string;
  username: string;
}

/** The account a link resets while it can still be used; 410 otherwise (used, voided, expired or never made). */
export async function liveReset(d1: D1Database, hash: string, now: number): Promise<LiveReset> {
  const row = await d1
    .prepare(
      `SELECT r.user_id AS userId, u.email, u.username FROM password_resets r JOIN users u ON u.id = r.user_id
       WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ?`,
    )
    .bind(hash, now)
    .first<LiveReset>();
  if (!row) throw new ApiError(410, RESET_GONE);
  return row;
}

/** Sets the hashed password if this request spends the link; answers the account as it now is. */
export async function resetPassword(db: Db, token: string, password: string) {
  const d1 = db.$client;
  const now = Date.now();
  const hash = await linkTokenHash(token);
  const { userId, email, username } = await liveReset(d1, hash, now);
  // The payload's rules cannot know whose password it is; the account's names are only known here.
  const nameProblem = newPasswordProblem(password, { email, username });
  if (nameProblem) throw new ApiError(400, nameProblem, { field: 'password' });
  const passwordHash = await hashPassword(password);
  const onNetworks = throttleKey(FAILED_LOGINS, emailOnNetwork(email, ''));
  const [spend] = await d1.batch([
    d1
      .prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
      .bind(now, hash, now),
    d1
      .prepare('UPDATE users SET password_hash = ?, token_version = token_version + 1 WHERE id = ? AND changes() = 1')
      .bind(passwordHash, userId),
    // The email's locks from failed logins, on every network and as a whole, as the owner's command lifts them.
    d1
      .prepare(
        `DELETE FROM throttle_events WHERE (key = ? OR substr(key, 1, ?) = ?)
         AND (SELECT used_at FROM password_resets WHERE token_hash = ?) = ?`,
      )
      .bind(throttleKey(FAILED_LOGINS_PER_ACCOUNT, email), onNetworks.length, onNetworks, hash, now),
  ]);
  if (spend!.meta.changes === 0) throw new ApiError(410, RESET_GONE);
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row!;
}
