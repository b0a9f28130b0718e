/**
 * Staff invites: the owner makes a one-time link (48 hours); the logged-in shopper who opens it becomes staff. A link
 * works only while its maker is still an owner: one made by an owner who has since left lets nobody in. Both are
 * kept in the audit log, the invite named by the first digits of its token's hash (which the table keeps already, and
 * which gives no way back to the link), so the owner sees who joined by which invite.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVITE_HOURS } from '#schema/payloads/staff';
import { staffInvites, users } from '#schema/tables';
import { auditEntry, auditEntryIf } from '../audit/log';
import { ApiError } from '../http/errors';
import { expiryOf, linkTokenHash, newLinkToken } from '../accounts/one-time-links';
import { roleNow } from '../accounts/users';
import type { Db } from '../db';

export const INVITE_GONE = 'This invite has been used or has expired. Please ask the owner for a new one.';
export const ALREADY_OWNER = 'You are the shop owner already: an invite would only take that away.';
export const ALREADY_STAFF = 'You are on the staff already. This invite is left for the helper it was meant for.';

const inviteTarget = (hash: string) => ({ type: 'invite' as const, id: hash.slice(0, 12), name: 'staff invite' });

/** Keeps the invite's hash and answers the token for the link. */
export async function createInvite(db: Db, ownerId: string, now = Date.now()): Promise<string> {
  const token = newLinkToken();
  const tokenHash = await linkTokenHash(token);
  const expiresAt = expiryOf(now, INVITE_HOURS);
  await db.batch([
    db.insert(staffInvites).values({ tokenHash, createdBy: ownerId, createdAt: now, expiresAt }),
    auditEntry(db, {
      at: now,
      by: ownerId,
      action: 'staff.invite',
      target: inviteTarget(tokenHash),
      before: null,
      after: { expiresAt: new Date(expiresAt).toISOString() },
    }),
  ]);
  return token;
}

/**
 * Spends the invite and makes the user staff, in one batch: the role changes only if this request spent it, and it is
 * spent only while its maker is an owner and the user a shopper, as the database holds them then. An owner or a
 * member of staff is refused before anything is spent, so the link still works for the helper it was meant for.
 */
export async function joinStaff(
  db: Db,
  user: { id: string; username: string; role: string },
  token: string,
  now = Date.now(),
) {
  if (user.role === 'owner') throw new ApiError(409, ALREADY_OWNER, { code: 'already_owner' });
  if (user.role === 'staff') throw new ApiError(409, ALREADY_STAFF, { code: 'already_staff' });
  const hash = await linkTokenHash(token);
  const [spend] = await db.batch([
    db
      .update(staffInvites)
      .set({ usedBy: user.id, usedAt: now })
      .where(
        and(
          eq(staffInvites.tokenHash, hash),
          isNull(staffInvites.usedAt),
          gt(staffInvites.expiresAt, now),
          sql`${roleNow(staffInvites.createdBy)} = 'owner'`,
          sql`${roleNow(user.id)} = 'shopper'`,
        ),
      ),
    // changes() is the spend's count: the role changes only when this request spent the invite.
    db
      .update(users)
      .set({ role: 'staff' })
      .where(and(eq(users.id, user.id), eq(users.role, 'shopper'), sql`changes() = 1`)),
    auditEntryIf(
      db,
      {
        at: now,
        by: user.id,
        action: 'staff.join',
        target: { type: 'user', id: user.id, name: user.username },
        before: { role: 'shopper' },
        after: { role: 'staff', invite: inviteTarget(hash).id },
      },
      sql`WHERE changes() = 1`,
    ),
  ]);
  if (spend.meta.changes === 0) throw new ApiError(410, INVITE_GONE, { code: 'invite_spent' });
}
