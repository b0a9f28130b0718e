/**
 * Makes an existing account a shop owner (more owners and staff are then added from the console's Staff section):
 *   npm run admin -- <email>                 the local database of `npm start`
 *   npm run admin -- <email> --remote        the deployed D1
 *   npm run admin -- <email> --persist-to .wrangler/e2e-8790   another local state directory
 * The API re-reads the role from D1 on every call, but the header's Orders link follows the role in the login
 * token: the new owner logs out and in again to see it.
 */
import { promoteSql } from './admin-command';
import { commandFromArgs, describeDatabase, updateAccount } from './d1-command';

const command = commandFromArgs('admin');
const account = updateAccount(command, promoteSql(command.email));
console.log(`${account.username} <${account.email}> is now a shop owner in ${describeDatabase(command)}.`);
