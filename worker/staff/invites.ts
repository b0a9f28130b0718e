/** Staff invites: the owner makes a one-time link (48 hours); the logged-in user who opens it becomes staff. */
import { INVITE_HOURS } from '#schema/payloads/staff';
import { ApiError } from '../http/errors';
import { expiryOf, linkTokenHash, newLinkToken } from '../accounts/one-time-links';
import type { Db } from '../db';

export const INVITE_GONE = 'This invite has been used or has expired. Please ask the owner for a new one.';
export const ALREADY_OWNER = 'You are the shop owner already: an invite would only take that away.';

/** Keeps the invite's hash and answers the token for the link. */
export async function createInvite(db: Db, ownerId: string, now = Date.now()): Promise<string> {
  const d1 = db.$client;
  const token = newLinkToken();
  await d1
    .prepare('INSERT INTO staff_invites (token_hash, created_by, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await linkTokenHash(token), ownerId, now, expiryOf(now, INVITE_HOURS))
    .run();
  return token;
}

/**
 * Spends the invite and makes the user staff, in one batch: the role changes only if this request spent it. An
 * owner is refused before anything is spent, so the link still works for the helper it was meant for.
 */
export async function joinStaff(db: Db, user: { id: string; role: string }, token: string, now = Date.now()) {
  const d1 = db.$client;
  if (user.role === 'owner') throw new ApiError(409, ALREADY_OWNER);
  const hash = await linkTokenHash(token);
  const [spend] = await d1.batch([
    d1
      .prepare(
        'UPDATE staff_invites SET used_by = ?, used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      )
      .bind(user.id, now, hash, now),
    d1.prepare("UPDATE users SET role = 'staff' WHERE id = ? AND role = 'shopper' AND changes() = 1").bind(user.id),
  ]);
  if (spend!.meta.changes === 0) throw new ApiError(410, INVITE_GONE);
}
