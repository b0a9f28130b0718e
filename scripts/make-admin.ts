/**
 * Promotes an existing account to shop admin (PRODUCT §3):
 *   npm run admin -- <email>                 the local database of `npm start`
 *   npm run admin -- <email> --remote        the deployed D1
 *   npm run admin -- <email> --persist-to .wrangler/e2e-8790   another local state directory
 * The API re-reads the role from D1 on every admin request, but the header's Orders link follows the isAdmin in the
 * login token: the new admin logs out and in again to see it.
 */
import { spawnSync } from 'node:child_process';
import { parseAdminArgs, promotedRows, wranglerArgs, type AdminCommand } from './admin-command';

let command: AdminCommand;
try {
  command = parseAdminArgs(process.argv.slice(2));
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}

const where = command.remote ? 'the deployed database' : `the local database (${command.persistTo ?? '.wrangler/state'})`;
const result = spawnSync('npx', wranglerArgs(command), {
  encoding: 'utf8',
  env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_UPDATE_NOTIFIER: '1' },
});
if (result.status !== 0) {
  console.error(`wrangler could not update ${where}:\n${result.stderr || result.stdout}`);
  process.exit(1);
}

const rows = promotedRows(result.stdout);
if (rows.length === 0) {
  console.error(`No account with the email ${command.email} in ${where}. Register on the site first, then run this again.`);
  process.exit(1);
}
console.log(`${rows[0]!.username} <${rows[0]!.email}> is now a shop admin in ${where}.`);
