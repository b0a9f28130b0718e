/** The users table as register, login and logout need it: find by email, create, and end every session of a user. */
import { eq, sql, type Column } from 'drizzle-orm';
import { users } from '#schema/tables';
import type { RegisterPayload } from '#schema/payloads/auth';
import { isUniqueViolation, type Db } from '../db';
import { ApiError } from '../http/errors';
import { hashPassword } from '../auth/password';

export type UserRow = typeof users.$inferSelect;

export const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';

/** An account's role as the database holds it when the statement runs: a column naming the account, or its id. */
export const roleNow = (userId: Column | string) =>
  sql`(SELECT ${users.role} FROM ${users} WHERE ${users.id} = ${userId})`;

/** `email` is already lower-cased by the payload schema. */
export async function findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The account as it now is (a role just changed, for the token's claims). */
export async function userById(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new ApiError(404, 'There is no such account.', { code: 'not_found' });
  return row;
}

export async function createUser(db: Db, payload: RegisterPayload): Promise<UserRow> {
  if (await findByEmail(db, payload.email))
    throw new ApiError(409, EMAIL_TAKEN, { code: 'email_taken', field: 'email' });
  const row: UserRow = {
    id: crypto.randomUUID(),
    username: payload.username,
    email: payload.email,
    passwordHash: await hashPassword(payload.password),
    role: 'shopper',
    tokenVersion: 0,
    createdAt: Date.now(),
  };
  try {
    await db.insert(users).values(row);
  } catch (err) {
    // Two registrations with one email at the same moment: the unique index stops the second.
    if (isUniqueViolation(err)) throw new ApiError(409, EMAIL_TAKEN, { code: 'email_taken', field: 'email' });
    throw err;
  }
  return row;
}

/** Makes every token issued so far unusable (requireUser compares the version). */
export async function endSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
