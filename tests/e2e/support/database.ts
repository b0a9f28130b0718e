/** Changes the running test server's local D1 directly, for what no shop page or API does (prices, stock). */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { OFFLINE_ENV } from '../../../scripts/local-shop';
import { E2E_STATE_DIR } from './accounts';

export async function runSql(sql: string): Promise<void> {
  await promisify(execFile)('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', E2E_STATE_DIR, '--command', sql], {
    env: OFFLINE_ENV,
    timeout: 60_000,
  });
}
