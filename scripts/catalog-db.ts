/**
 * The D1 database the build reads the catalog from (site/content/catalog-loader.ts), named by CATALOG_DB: the
 * local one of `npm start` and the tests (.wrangler/state, or a server's own state directory), or with
 * `CATALOG_DB=remote` the deployed one (wrangler logged in, or CLOUDFLARE_API_TOKEN set, as in Workers Builds).
 */
import { spawnSync } from 'node:child_process';
import { returnedRows, wranglerArgs } from './wrangler-d1';
import { OFFLINE_ENV } from './local-shop';
import { migrate, seed, withLocalD1, type LocalD1 } from './local-d1';

export const LOCAL_STATE = '.wrangler/state';

export interface CatalogDatabase {
  remote: boolean;
  /** The local state directory (wrangler's --persist-to). */
  persistTo?: string;
}

/** CATALOG_DB: 'remote', or the local state directory (LOCAL_STATE when unset). */
export function catalogDatabase(value = process.env.CATALOG_DB): CatalogDatabase {
  return value === 'remote' ? { remote: true } : { remote: false, persistTo: value || LOCAL_STATE };
}

export const describeCatalogDatabase = (where: CatalogDatabase) =>
  where.remote ? 'the deployed database' : `the local database (${where.persistTo ?? LOCAL_STATE})`;

/** Reads the deployed database through `wrangler d1 execute --remote` (the local one is read in this process). */
export function queryRemoteD1<Row>(sql: string): Row[] {
  const where: CatalogDatabase = { remote: true };
  // A catalog of thousands of perfumes prints megabytes of JSON: well past spawnSync's 1 MB default.
  const result = spawnSync('npx', wranglerArgs(where, sql), {
    encoding: 'utf8',
    env: OFFLINE_ENV,
    maxBuffer: 1024 ** 3,
  });
  if (result.status !== 0)
    throw new Error(`wrangler could not read ${describeCatalogDatabase(where)}:\n${result.stderr || result.stdout}`);
  return returnedRows<Row>(result.stdout);
}

/**
 * Migrates and seeds a local database (the seed only fills; `more` statements run after it, a benchmark's data),
 * then answers what `read` reads from it while it is still open: one local D1 opened for all three.
 */
export function readPreparedLocalDatabase<T>(
  persistTo: string,
  read: (db: LocalD1) => Promise<T>,
  more: string[] = [],
): Promise<T> {
  return withLocalD1(persistTo, async (db) => {
    await migrate(db);
    await seed(db, more);
    return read(db);
  });
}

/** A local database ready to build from and serve: migrated and seeded, then `more` statements run. */
export const prepareLocalDatabase = (persistTo: string, more: string[] = []): Promise<void> =>
  readPreparedLocalDatabase(persistTo, async () => undefined, more);
