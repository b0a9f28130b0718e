/** Commands run on a running local shop's D1 files (wrangler d1 execute, the owner's account scripts): the browser tests' server, the audit's. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { OFFLINE_ENV } from './local-shop';

/**
 * Runs a command that opens a local shop's SQLite file beside the running server. The server may hold its write
 * lock at that moment (SQLITE_BUSY): the command is then tried again, a few times, after a short wait.
 */
export async function onLocalDatabase(command: string, args: string[]): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      // A wrangler process: seconds on a quiet machine, more than a minute at a load of 30. The test's own time limit
      // (or the server start's) is what ends a command that truly hangs.
      const { stdout } = await promisify(execFile)(command, args, { env: OFFLINE_ENV, timeout: 240_000 });
      return stdout;
    } catch (error) {
      if (attempt >= 4 || !/SQLITE_BUSY|database is locked/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
