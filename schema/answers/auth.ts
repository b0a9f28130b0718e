import { z } from '../payloads/zod';
import { ROLES, type Role } from '../roles';
import { success } from './common';

/** The answer of register, login and a password change: the session's token. */
export const tokenAnswer = z.object({ success, token: z.string().min(1) });
export type TokenAnswer = z.output<typeof tokenAnswer>;

/**
 * What the token of a TokenAnswer carries, which the site reads without a round trip for its links: the email, the
 * role and isAdmin, whether the console opens (owner or staff). The server never trusts them: every call re-reads
 * the user from D1.
 */
export type TokenPayload = {
  sub: string;
  email: string;
  role: Role;
  isAdmin: boolean;
  /** users.token_version when it was signed: logout bumps it, so older tokens stop working. */
  ver: number;
  iat: number;
  exp: number;
};

/** The answer of GET /api/auth/user. */
export const userAnswer = z.object({
  success,
  user: z.object({ username: z.string(), email: z.string(), role: z.enum(ROLES) }),
});
export type UserAnswer = z.output<typeof userAnswer>;
