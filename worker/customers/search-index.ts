/**
 * The customer search's index (users_search, kept by triggers: migration users_search): each account's username and
 * email as the runs of three characters they hold. With the orders' name indexes it gives the few accounts a text
 * can name, so a shopper only a handful of the 200,000 accounts match is found at once, where the search read every
 * account newest first until a page was full. It stands aside when many accounts may match (the newest-first reading
 * fills a page at once) or the text is under three characters; what it finds is only where to look: the search's
 * own condition still decides.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { everyRun } from '../orders/search-index';

/** Up to this many accounts are looked up one by one; past it, the newest-first reading wins. */
export const FEW_ACCOUNTS = 1000;

/**
 * The ids of the accounts whose username or email holds every run of `text` and, when `byName`, of the shoppers whose
 * orders' name starts with it (`names`: the orders' name conditions of the search), when there are at most
 * FEW_ACCOUNTS of each; otherwise null.
 */
export async function fewAccountsNamed(db: Db, text: string, names: SQL[] | null): Promise<string[] | null> {
  if ([...text].length < 3) return null;
  const limit = FEW_ACCOUNTS + 1;
  const [accounts, shoppers] = await Promise.all([
    db.all<{ id: string }>(
      sql`SELECT user_id AS id FROM users_search WHERE users_search MATCH ${everyRun(text)} LIMIT ${limit}`,
    ),
    names
      ? db.all<{ id: string }>(
          sql`SELECT user_id AS id FROM (${sql.join(
            names.map((name) => sql`SELECT user_id FROM orders WHERE ${name}`),
            sql` UNION `,
          )}) LIMIT ${limit}`,
        )
      : [],
  ]);
  if (accounts.length > FEW_ACCOUNTS || shoppers.length > FEW_ACCOUNTS) return null;
  return [...new Set([...accounts, ...shoppers].map((row) => row.id))];
}
