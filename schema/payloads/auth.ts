/**
 * What the auth endpoints accept (SPEC §5), shared by the Worker's validators and the login-signup forms,
 * so a shopper reads the same message whether the browser or the server catches the problem.
 */
import { z } from 'zod';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
const EMAIL_MAX = 254;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text field that says `required` when missing, empty or only spaces. */
const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);

export const emailField = requiredText('Email is required')
  .max(EMAIL_MAX, 'Please enter a valid email')
  .regex(EMAIL_SHAPE, 'Please enter a valid email')
  // One account per address, whatever its case.
  .toLowerCase();

// Passwords are not trimmed: a space is a character the shopper chose.
const password = (tooShort: string) =>
  z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(PASSWORD_MIN, tooShort)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const usernameField = requiredText('Username is required')
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`);

export const registerPayload = z.object({
  username: usernameField,
  email: emailField,
  password: password(`Password must be at least ${PASSWORD_MIN} characters`),
});

export const loginPayload = z.object({
  email: emailField,
  password: password(`Password must be at least ${PASSWORD_MIN} characters`),
});

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
