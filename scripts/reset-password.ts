/**
 * Gives a shopper who forgot their password a new one, for the owner to tell them (the login form's
 * "Forgot password?" opens a WhatsApp chat with the shop):
 *   npm run reset-password -- <email>                 the local database of `npm start`
 *   npm run reset-password -- <email> --remote        the deployed D1
 *   npm run reset-password -- <email> --persist-to .wrangler/e2e-8790   another local state directory
 * The password is hashed as the Worker hashes it and printed once; every session of the account ends.
 */
import { hashPassword } from '../worker/auth/password';
import { resetPasswordSql, temporaryPassword } from './admin-command';
import { commandFromArgs, describeDatabase, updateAccount } from './d1-command';

const command = commandFromArgs('reset-password');
const password = temporaryPassword();
const account = updateAccount(command, resetPasswordSql(command.email, await hashPassword(password)));
console.log(`New password for ${account.username} <${account.email}> in ${describeDatabase(command)}:

    ${password}

Tell it to them (the dashes are part of it). It is not shown again; their other sessions have ended.`);
