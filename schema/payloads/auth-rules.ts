/**
 * The account fields' rules and messages as plain functions: the Worker's zod schemas (auth.ts) and
 * the login-signup forms both use them, and the forms stay free of zod, which would triple their download.
 */
import { hasHiddenCharacters, hiddenCharactersMessage } from './plain-text';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const EMAIL_MAX = 254;
/**
 * zod's z.email() pattern (the checkout's), so every form agrees: letters, digits and . _ ' + - before the @, a
 * domain of ASCII labels. No spaces, lookalike letters, invisible characters, or the ? & that would add a Bcc to a
 * mailto: link on the admin's page.
 */
const EMAIL_SHAPE = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const REQUIRED = {
  username: 'Username is required',
  email: 'Email is required',
  password: 'Password is required',
} as const;

/** One account per address, whatever its case or surrounding spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function usernameProblem(username: string): string | undefined {
  const length = username.trim().length;
  if (length === 0) return REQUIRED.username;
  if (length < USERNAME_MIN) return `Username must be at least ${USERNAME_MIN} characters`;
  if (length > USERNAME_MAX) return `Username must be at most ${USERNAME_MAX} characters`;
  if (hasHiddenCharacters(username)) return hiddenCharactersMessage('Username');
  return undefined;
}

export function emailProblem(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return REQUIRED.email;
  if (trimmed.length > EMAIL_MAX || !EMAIL_SHAPE.test(trimmed)) return 'Please enter a valid email';
  return undefined;
}

/** The shortest password an account was ever made with: the rule for new ones has risen since. */
const FIRST_PASSWORD_MIN = 6;

/**
 * A password typed to log in: present, no shorter than any account's can be, and not absurdly long. An account made
 * before the length rule rose may still have one shorter than today's rule, and a wrong password is the login's 401
 * to say, not a rule's.
 */
export function loginPasswordProblem(password: string): string | undefined {
  if (password === '') return REQUIRED.password;
  if (password.length < FIRST_PASSWORD_MIN) return `Password must be at least ${FIRST_PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  return undefined;
}

export const BLANK_PASSWORD = 'Password cannot be only spaces';
export const PASSWORD_HAS_NAME = 'Password cannot contain your username or the name in your email';

/** The password change's form says 'New password' where registration says 'Password'. */
export const asNewPasswordMessage = (message: string) => message.replace(/^Password/, 'New password');

/** Whose password it is: what a guesser who knows the account tries first. */
export type AccountNames = { email?: string; username?: string };

/** A name part shorter than this ('al') would refuse half the passwords a shopper thinks of. */
const NAME_PART_MIN = 3;

/** The username and the email's part before the @, whole and word by word ('mehak.ali' gives mehak and ali too). */
function nameParts({ email, username }: AccountNames): string[] {
  const names = [email?.trim().split('@')[0], username?.trim()].map((name) => (name ?? '').toLowerCase());
  const words = names.flatMap((name) => name.split(/[^\p{L}\p{N}]+/u));
  return [...names, ...words].filter((part) => part.length >= NAME_PART_MIN);
}

/**
 * A password being chosen (registration, a password change), not one typed to log in: the length rules, not only
 * spaces, and none of the account's own names in it. The Worker adds the common-passwords rule (choosablePassword
 * in auth.ts); the list stays out of the browser's download. Passwords are not trimmed: a space is a character the
 * shopper chose.
 */
export function newPasswordProblem(password: string, names: AccountNames = {}): string | undefined {
  if (password === '') return REQUIRED.password;
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  if (password.trim() === '') return BLANK_PASSWORD;
  const lower = password.toLowerCase();
  if (nameParts(names).some((part) => lower.includes(part))) return PASSWORD_HAS_NAME;
  return undefined;
}
