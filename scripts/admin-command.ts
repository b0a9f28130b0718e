/** The pure part of `npm run admin`: reading the arguments and building the wrangler call. */
import { parseArgs } from 'node:util';
import { emailField } from '../schema/payloads/auth';

export interface AdminCommand {
  email: string;
  remote: boolean;
  /** Local state directory, as `wrangler dev --persist-to` uses (the browser tests' server has its own). */
  persistTo?: string;
}

export const USAGE = 'Usage: npm run admin -- <email> [--remote | --persist-to <dir>]';

export function parseAdminArgs(args: string[]): AdminCommand {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { remote: { type: 'boolean', default: false }, 'persist-to': { type: 'string' } },
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const email = emailField.safeParse(positionals[0]);
  if (!email.success) throw new Error(`"${positionals[0]}" is not an email address.\n${USAGE}`);
  if (values.remote && values['persist-to']) throw new Error(`--remote and --persist-to do not go together.\n${USAGE}`);
  return { email: email.data, remote: values.remote, persistTo: values['persist-to'] };
}

/** SQL literal for a string: the email passed validation, but quotes are still escaped, never trusted. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export function promoteSql(email: string): string {
  return `UPDATE users SET is_admin = 1 WHERE email = ${literal(email)} RETURNING username, email`;
}

export function wranglerArgs(command: AdminCommand): string[] {
  const where = command.remote ? ['--remote'] : ['--local', ...(command.persistTo ? ['--persist-to', command.persistTo] : [])];
  return ['wrangler', 'd1', 'execute', 'DB', ...where, '--json', '--command', promoteSql(command.email)];
}

/** The rows `wrangler d1 execute --json` printed for the UPDATE ... RETURNING. */
export function promotedRows(output: string): { username: string; email: string }[] {
  const start = output.indexOf('[');
  const parsed = JSON.parse(start >= 0 ? output.slice(start) : output) as { results?: { username: string; email: string }[] }[];
  return parsed.flatMap((statement) => statement.results ?? []);
}
