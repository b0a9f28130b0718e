/**
 * Runs one of the owner's account commands on D1 through `wrangler d1 execute` and answers the account it
 * changed. Reports what went wrong and exits when the arguments are wrong, wrangler fails or no account has
 * the email, so the commands themselves say only what they did.
 */
import { spawnSync } from 'node:child_process';
import { OFFLINE_ENV } from './local-shop';
import { parseAdminArgs, type AccountRow, type AdminCommand } from './admin-command';
import { returnedRows, wranglerArgs } from './wrangler-d1';

export function commandFromArgs(script: string): AdminCommand {
  try {
    return parseAdminArgs(process.argv.slice(2), script);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
}

export function describeDatabase(command: AdminCommand): string {
  return command.remote ? 'the deployed database' : `the local database (${command.persistTo ?? '.wrangler/state'})`;
}

export function updateAccount(command: AdminCommand, sql: string): AccountRow {
  const where = describeDatabase(command);
  const result = spawnSync('npx', wranglerArgs(command, sql), {
    encoding: 'utf8',
    env: OFFLINE_ENV,
  });
  if (result.status !== 0) {
    console.error(`wrangler could not update ${where}:\n${result.stderr || result.stdout}`);
    process.exit(1);
  }
  const [account] = returnedRows<AccountRow>(result.stdout);
  if (!account) {
    console.error(
      `No account with the email ${command.email} in ${where}. Check the spelling; the account must be registered on the site first.`,
    );
    process.exit(1);
  }
  return account;
}
