/** The owner's view of the shop's people: who is owner or staff, and changing a role (kept in the audit log). */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StaffMember, StaffMemberAnswer } from '#schema/answers/staff';
import { users } from '#schema/tables';
import type { Db } from '../db';
import { auditEntryIf } from '../audit/log';
import { ApiError } from '../http/errors';

export const LAST_OWNER = 'The shop needs an owner: make someone else owner before changing this role.';

export async function staffMembers(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ _id: users.id, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.role, ['owner', 'staff']))
    // Owners first, then staff, each by name.
    .orderBy(asc(sql`${users.role} = 'staff'`), asc(sql`lower(${users.username})`));
  // The query took owners and staff only; the check tells the compiler so.
  return rows.flatMap((row) => (row.role === 'shopper' ? [] : [{ ...row, role: row.role }]));
}

/**
 * One batch, so two owners demoting each other at once cannot leave the shop without one: an owner's role changes
 * only while another owner remains. The log's entry is read from the account just before the change, under the same
 * condition, so it says the role as it was and is written only when the role changes.
 */
export async function changeRole(
  db: Db,
  owner: { id: string },
  userId: string,
  role: 'owner' | 'staff' | 'none',
  at = Date.now(),
): Promise<StaffMemberAnswer['member']> {
  const next = role === 'none' ? 'shopper' : role;
  const changes = and(
    eq(users.id, userId),
    sql`(${users.role} != 'owner' OR ${next} = 'owner' OR (SELECT count(*) FROM users WHERE role = 'owner') > 1)`,
  );
  const [, [row]] = await db.batch([
    auditEntryIf(
      db,
      {
        at,
        by: owner.id,
        action: 'role.change',
        target: { type: 'user', id: userId, name: sql`${users.username}` },
        before: sql`json_object('role', ${users.role})`,
        after: { role: next },
      },
      sql`FROM ${users} WHERE ${and(changes, ne(users.role, next))}`,
    ),
    db
      .update(users)
      .set({ role: next })
      .where(changes)
      .returning({ _id: users.id, username: users.username, email: users.email, role: users.role }),
  ]);
  if (row) return row;
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!exists) throw new ApiError(404, 'That account no longer exists.', { code: 'not_found' });
  throw new ApiError(409, LAST_OWNER, { code: 'last_owner' });
}
