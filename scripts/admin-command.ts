/**
 * The pure part of the owner's account commands (`npm run admin`, `npm run reset-password`): reading the
 * arguments, the SQL, the wrangler call and its answer. scripts/d1-command.ts runs them.
 */
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { emailField } from '#schema/payloads/auth';
import { emailOnNetwork, FAILED_LOGINS, FAILED_LOGINS_PER_ACCOUNT } from '../worker/accounts/login-limits';
import { throttleKey } from '../worker/http/throttle';

export interface AdminCommand {
  email: string;
  remote: boolean;
  /** Local state directory, as `wrangler dev --persist-to` uses (the browser tests' server has its own). */
  persistTo?: string;
}

/** An account as the commands' UPDATE ... RETURNING answers it. */
export interface AccountRow {
  username: string;
  email: string;
}

export const usage = (script: string) => `Usage: npm run ${script} -- <email> [--remote | --persist-to <dir>]`;

/** `script` is the npm script's name, for the usage line. */
export function parseAdminArgs(args: string[], script = 'admin'): AdminCommand {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { remote: { type: 'boolean', default: false }, 'persist-to': { type: 'string' } },
  });
  if (positionals.length !== 1) throw new Error(usage(script));
  const email = emailField.safeParse(positionals[0]);
  if (!email.success) throw new Error(`"${positionals[0]}" is not an email address.\n${usage(script)}`);
  if (values.remote && values['persist-to'])
    throw new Error(`--remote and --persist-to do not go together.\n${usage(script)}`);
  return { email: email.data, remote: values.remote, persistTo: values['persist-to'] };
}

/** SQL literal for a string: the email passed validation, but quotes are still escaped, never trusted. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export function promoteSql(email: string): string {
  return `UPDATE users SET role = 'owner' WHERE email = ${literal(email)} RETURNING username, email`;
}

/**
 * Sets the password hash and bumps the token version, which ends every session (as logout does). Also lifts
 * the email's locks from failed logins, on every network and as a whole (not the per-address one), which would
 * otherwise refuse the new password.
 */
export function resetPasswordSql(email: string, passwordHash: string): string {
  const onNetworks = throttleKey(FAILED_LOGINS, emailOnNetwork(email, ''));
  return [
    `DELETE FROM throttle_events WHERE key = ${literal(throttleKey(FAILED_LOGINS_PER_ACCOUNT, email))}
       OR substr(key, 1, ${onNetworks.length}) = ${literal(onNetworks)}`,
    `UPDATE users SET password_hash = ${literal(passwordHash)}, token_version = token_version + 1 WHERE email = ${literal(email)} RETURNING username, email`,
  ].join(';\n');
}

/** Letters and digits that cannot be misheard or misread for one another: no 0/o, 1/l/i. */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new password to read out over the phone: three groups of four (about 59 random bits), e.g. `k7mx-9pq2-hrwd`. */
export function temporaryPassword(): string {
  const group = () => Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join('');
  return [group(), group(), group()].join('-');
}
