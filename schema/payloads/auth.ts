/**
 * What the auth endpoints accept. The rules and messages live in auth-rules.ts, shared with the
 * login-signup forms, so a shopper reads the same message whether the browser or the server catches a problem.
 */
import { z } from './zod';
import {
  emailProblem,
  loginPasswordProblem,
  newPasswordProblem,
  normalizeEmail,
  REQUIRED,
  usernameProblem,
  type AccountNames,
} from './auth-rules';
import { isCommonPassword } from './common-passwords';

const field = (required: string, problem: (value: string) => string | undefined) =>
  z.string({ error: required }).superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const emailField = field(REQUIRED.email, emailProblem).transform(normalizeEmail);
const usernameField = field(REQUIRED.username, usernameProblem).transform((username) => username.trim());
const passwordField = field(REQUIRED.password, loginPasswordProblem);

export const COMMON_PASSWORD = 'This password is too common and easy to guess. Please choose another.';

/**
 * A password being chosen (registration, a password change, a reset): the rules the forms show before a submit
 * (auth-rules.ts), then not one of the commonest.
 */
export const choosablePassword = (password: string, names: AccountNames = {}) =>
  newPasswordProblem(password, names) ?? (isCommonPassword(password) ? COMMON_PASSWORD : undefined);

export const registerPayload = z
  .object({ username: usernameField, email: emailField, password: z.string({ error: REQUIRED.password }) })
  .superRefine(({ username, email, password }, ctx) => {
    const message = choosablePassword(password, { username, email });
    if (message) ctx.addIssue({ code: 'custom', message, path: ['password'] });
  });
export const loginPayload = z.object({ email: emailField, password: passwordField });

export type RegisterPayload = z.infer<typeof registerPayload>;
export type LoginPayload = z.infer<typeof loginPayload>;
