/** Changes the running test server's local D1 directly, for what no shop page or API does (prices, stock). */
import { E2E_STATE_DIR } from './accounts';
import { onLocalDatabase } from './local-database';

export async function runSql(sql: string): Promise<void> {
  await onLocalDatabase('npx', [
    'wrangler',
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    E2E_STATE_DIR,
    '--command',
    sql,
  ]);
}
