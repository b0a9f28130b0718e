/**
 * Reset links: the owner or staff make one for an account from the console (valid 24 hours; a newer link, or the
 * account's owner changing the password themselves, voids the older ones), and its page sets a new password. Setting it spends the link, bumps the token version (every
 * session of the account ends, as after a logout) and lifts the email's lock from failed logins, in one batch that
 * runs only if this request spent the link. A link works only while its maker could still make it: one for an account
 * that has since become owner or staff, or made by someone who has since left the staff, resets nothing. Making a
 * link is kept in the audit log (who, for whom, until when), never its token.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { newPasswordProblem } from '#schema/payloads/auth-rules';
import type { ResetLinkState } from '#schema/answers/staff';
import { RESET_HOURS } from '#schema/payloads/password-reset';
import { opensConsole, type Role } from '#schema/roles';
import { passwordResets, throttleEvents, users } from '#schema/tables';
import type { Db } from '../db';
import { auditEntry } from '../audit/log';
import { hashPassword } from '../auth/password';
import { ApiError } from '../http/errors';
import { throttleKey } from '../http/throttle';
import { emailOnNetwork, FAILED_LOGINS, FAILED_LOGINS_PER_ACCOUNT } from './login-limits';
import { expiryOf, linkTokenHash, newLinkToken } from './one-time-links';
import { roleNow } from './users';

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

/** Spends every reset link of the account still open: a newer link voids them, and so does a password changed. */
export const spendOpenResetLinks = (db: Db, userId: string, now: number) =>
  db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));

export async function createResetLink(
  db: Db,
  actor: { id: string; role: Role },
  userId: string,
  now = Date.now(),
): Promise<string> {
  const [target] = await db
    .select({ role: users.role, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!target) throw new ApiError(404, 'There is no account with that id.', { code: 'not_found' });
  const refused = refusal(actor.role, target.role);
  if (refused) throw new ApiError(403, refused, { code: 'reset_not_allowed' });
  const token = newLinkToken();
  const expiresAt = expiryOf(now, RESET_HOURS);
  await db.batch([
    spendOpenResetLinks(db, userId, now),
    db.insert(passwordResets).values({
      tokenHash: await linkTokenHash(token),
      userId,
      createdBy: actor.id,
      createdAt: now,
      expiresAt,
    }),
    auditEntry(db, {
      at: now,
      by: actor.id,
      action: 'reset-link.create',
      target: { type: 'user', id: userId, name: target.username },
      before: null,
      after: { expiresAt: new Date(expiresAt).toISOString() },
    }),
  ]);
  return token;
}

/** A link that can still be used: not used, not voided, not expired. */
const live = (hash: string, now: number) =>
  and(eq(passwordResets.tokenHash, hash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

const maker = alias(users, 'maker');

/**
 * The account a link resets while it can still be used (410 otherwise: used, voided, expired or never made), with
 * its role and its maker's as they are now: the maker must still be able to make it (403 when the account's role
 * now forbids it, 410 when the maker has left the staff).
 */
async function liveReset(db: Db, hash: string, now: number) {
  const [row] = await db
    .select({
      userId: passwordResets.userId,
      email: users.email,
      username: users.username,
      role: users.role,
      makerRole: maker.role,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .innerJoin(maker, eq(maker.id, passwordResets.createdBy))
    .where(live(hash, now))
    .limit(1);
  if (!row || !opensConsole(row.makerRole)) throw new ApiError(410, RESET_GONE, { code: 'reset_link_spent' });
  const refused = refusal(row.makerRole, row.role);
  if (refused) throw new ApiError(403, refused, { code: 'reset_not_allowed' });
  return row;
}

/**
 * Whether the link would set a password now; a role that now forbids it is its 403, as when setting. A link that will
 * never work again is 'spent' whatever the reason (used, replaced, its maker gone, never made); 'expired' only when
 * time alone ended it, so the shopper knows to ask for a fresh one sooner.
 */
export async function resetLinkState(db: Db, token: string): Promise<ResetLinkState> {
  const now = Date.now();
  const hash = await linkTokenHash(token);
  try {
    await liveReset(db, hash, now);
    return 'live';
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'reset_link_spent') throw error;
  }
  const [row] = await db
    .select({ usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hash))
    .limit(1);
  return row && row.usedAt === null && row.expiresAt <= now ? 'expired' : 'spent';
}

/** Sets the hashed password if this request spends the link; answers the account as it now is. */
export async function resetPassword(db: Db, token: string, password: string) {
  const now = Date.now();
  const hash = await linkTokenHash(token);
  const { userId, email, username, role, makerRole } = await liveReset(db, hash, now);
  // The payload's rules cannot know whose password it is; the account's names are only known here.
  const nameProblem = newPasswordProblem(password, { email, username });
  if (nameProblem) throw new ApiError(400, nameProblem, { code: 'password_names_you', field: 'password' });
  const passwordHash = await hashPassword(password);
  const onNetworks = throttleKey(FAILED_LOGINS, emailOnNetwork(email, ''));
  const [spend] = await db.batch([
    // Spent only while both roles are still those checked above: a role changed in between leaves the link unspent.
    db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          live(hash, now),
          sql`${roleNow(passwordResets.userId)} = ${role}`,
          sql`${roleNow(passwordResets.createdBy)} = ${makerRole}`,
        ),
      ),
    db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(and(eq(users.id, userId), sql`changes() = 1`)),
    // The email's locks from failed logins, on every network and as a whole, as the owner's command lifts them; only
    // if this request spent the link (it is then used at this very time).
    db
      .delete(throttleEvents)
      .where(
        and(
          or(
            eq(throttleEvents.key, throttleKey(FAILED_LOGINS_PER_ACCOUNT, email)),
            sql`substr(${throttleEvents.key}, 1, ${onNetworks.length}) = ${onNetworks}`,
          ),
          sql`(SELECT ${passwordResets.usedAt} FROM ${passwordResets} WHERE ${passwordResets.tokenHash} = ${hash}) = ${now}`,
        ),
      ),
  ]);
  if (spend.meta.changes === 0) throw new ApiError(410, RESET_GONE, { code: 'reset_link_spent' });
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row!;
}
