/**
 * Changing one's password: the current one must be right (wrong guesses are throttled per account, as a stolen
 * session must not be a way to try passwords), and the change ends every other session, as a logout does, by
 * bumping the token version in the same update, and spends any reset link of the account still open (one still in a
 * WhatsApp chat would otherwise undo the change). The caller gets a fresh token for the session it came from.
 */
import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordPayload } from '#schema/payloads/account';
import { asNewPasswordMessage, newPasswordProblem } from '#schema/payloads/auth-rules';
import { users } from '#schema/tables';
import { tokenFor } from '../auth/jwt';
import { hashPassword, verifyPassword } from '../auth/password';
import { spendOpenResetLinks } from './password-resets';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { forgetEvents, takeSlot, type ThrottleRule } from '../http/throttle';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
export const SAME_PASSWORD = 'Please choose a new password different from the current one.';

export const PASSWORD_CHANGE_TRIES: ThrottleRule = {
  name: 'password-change',
  limit: 10,
  windowMs: 15 * 60_000,
  message: (wait) => `Too many tries to change the password. Please try again in ${wait}.`,
};

export async function changePassword(
  db: Db,
  userId: string,
  payload: ChangePasswordPayload,
  secret: string | undefined,
): Promise<string> {
  if (payload.newPassword === payload.currentPassword)
    throw new ApiError(400, SAME_PASSWORD, { code: 'same_password', field: 'newPassword' });
  await takeSlot(db, PASSWORD_CHANGE_TRIES, userId);
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  // 400, not 401: the session is fine, and a 401 would log the shopper out of this page.
  if (!row || !(await verifyPassword(payload.currentPassword, row.passwordHash)))
    throw new ApiError(400, WRONG_CURRENT_PASSWORD, { code: 'wrong_password', field: 'currentPassword' });
  // The payload's rules cannot know whose password it is; the account's names are only known here.
  const nameProblem = newPasswordProblem(payload.newPassword, row);
  if (nameProblem)
    throw new ApiError(400, asNewPasswordMessage(nameProblem), { code: 'password_names_you', field: 'newPassword' });
  const passwordHash = await hashPassword(payload.newPassword);
  const [[changed]] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning(),
    spendOpenResetLinks(db, userId, Date.now()),
  ]);
  await forgetEvents(db, PASSWORD_CHANGE_TRIES, userId);
  return tokenFor(changed!, secret);
}
