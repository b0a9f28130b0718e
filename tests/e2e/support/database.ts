/**
 * Changes the running test server's local D1 directly, for what no shop page or API does (prices, stock): the
 * SQLite file the server's D1 keeps under its state directory, opened in this process (a `wrangler d1 execute`
 * process per change cost seconds of CPU each), with SQLite's own locking beside the server's connection.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { E2E_STATE_DIR } from './server';

const D1_DIR = join(E2E_STATE_DIR, 'v3', 'd1', 'miniflare-D1DatabaseObject');
/** How long a change waits while the server holds the write lock. */
const BUSY_MS = 10_000;

function databaseFile(): string {
  const files = readdirSync(D1_DIR).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`Expected one D1 database in ${D1_DIR}, found: ${files.join(', ')}`);
  return join(D1_DIR, files[0]!);
}

export async function runSql(sql: string): Promise<void> {
  const db = new DatabaseSync(databaseFile());
  try {
    db.exec(`PRAGMA busy_timeout = ${BUSY_MS}`);
    db.exec(sql);
  } finally {
    db.close();
  }
}

/**
 * After a change made here, behind the Worker's back: the pages it draws on demand show it once the Worker reads the
 * catalog's version again, at most a second later (worker/catalog/catalog-version.ts); a change made through the API
 * shows at once.
 */
export const catalogSettled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 1100));
