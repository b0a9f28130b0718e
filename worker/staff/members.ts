/** The owner's view of the shop's people: who is owner or staff, and changing a role. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffMember, StaffMemberAnswer } from '#schema/answers/staff';
import { users } from '#schema/tables';
import type { Db } from '../db';
import { ApiError } from '../http/errors';

export const LAST_OWNER = 'The shop needs an owner: make someone else owner before changing this role.';

export async function staffMembers(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ _id: users.id, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.role, ['owner', 'staff']))
    // Owners first, then staff, each by name.
    .orderBy(asc(sql`${users.role} = 'staff'`), asc(sql`lower(${users.username})`));
  return rows as StaffMember[];
}

/**
 * One UPDATE, so two owners demoting each other at once cannot leave the shop without one: an owner's role changes
 * only while another owner remains.
 */
export async function changeRole(
  db: Db,
  userId: string,
  role: 'owner' | 'staff' | 'none',
): Promise<StaffMemberAnswer['member']> {
  const next = role === 'none' ? 'shopper' : role;
  const [row] = await db
    .update(users)
    .set({ role: next })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.role} != 'owner' OR ${next} = 'owner' OR (SELECT count(*) FROM users WHERE role = 'owner') > 1)`,
      ),
    )
    .returning({ _id: users.id, username: users.username, email: users.email, role: users.role });
  if (row) return row;
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!exists) throw new ApiError(404, 'That account no longer exists.');
  throw new ApiError(409, LAST_OWNER);
}
