import { z } from '../payloads/zod';
import { ROLES } from '../roles';
import { success } from './common';

/** The answer of register, login and a password change: the session's token. */
export const tokenAnswer = z.object({ success, token: z.string().min(1) });
export type TokenAnswer = z.output<typeof tokenAnswer>;

/** The answer of GET /api/auth/user. */
export const userAnswer = z.object({
  success,
  user: z.object({ username: z.string(), email: z.string(), role: z.enum(ROLES) }),
});
export type UserAnswer = z.output<typeof userAnswer>;
