/** Before the first test, once the test server answers: the shop's first owner (tests/e2e/support/accounts.ts). */
import { makeFirstOwner } from './support/accounts';

export default makeFirstOwner;
