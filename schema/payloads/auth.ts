/**
 * What the auth endpoints accept. The rules and messages live in auth-rules.ts, shared with the
 * login-signup forms, so a shopper reads the same message whether the browser or the server catches a problem.
 */
import { z } from './zod';
import {
  emailProblem,
  newPasswordProblem,
  normalizeEmail,
  passwordProblem,
  REQUIRED,
  usernameProblem,
} from './auth-rules';
import { isCommonPassword } from './common-passwords';

const field = (required: string, problem: (value: string) => string | undefined) =>
  z.string({ error: required }).superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const emailField = field(REQUIRED.email, emailProblem).transform(normalizeEmail);
const usernameField = field(REQUIRED.username, usernameProblem).transform((username) => username.trim());
const passwordField = field(REQUIRED.password, passwordProblem);

export const COMMON_PASSWORD = 'This password is too common and easy to guess. Please choose another.';

/** A password being chosen: the length rules, not only spaces, and not one of the commonest. */
export const choosablePassword = (password: string) =>
  newPasswordProblem(password) ?? (isCommonPassword(password) ? COMMON_PASSWORD : undefined);

export const registerPayload = z.object({
  username: usernameField,
  email: emailField,
  password: field(REQUIRED.password, choosablePassword),
});
export const loginPayload = z.object({ email: emailField, password: passwordField });

export type RegisterPayload = z.infer<typeof registerPayload>;
export type LoginPayload = z.infer<typeof loginPayload>;

/** The answer of register and login. */
export interface TokenAnswer {
  success: true;
  token: string;
}

/** The answer of GET /api/auth/user. */
export interface UserAnswer {
  success: true;
  user: { username: string; email: string; isAdmin: boolean };
}

/** The answer of a call that changes something and has nothing else to say (logout, the CSRF cookie). */
export interface DoneAnswer {
  success: true;
}
