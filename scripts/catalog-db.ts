/**
 * The D1 database the build reads the catalog from (site/content/catalog-loader.ts), named by CATALOG_DB: the
 * local one of `npm start` and the tests (.wrangler/state, or a server's own state directory), or with
 * `CATALOG_DB=remote` the deployed one (wrangler logged in, or CLOUDFLARE_API_TOKEN set, as in Workers Builds).
 */
import { spawnSync } from 'node:child_process';
import { drizzle as drizzleD1 } from 'drizzle-orm/d1';
import { drizzle } from 'drizzle-orm/sqlite-proxy';
import type { CatalogDb } from '#schema/catalog/shop-products';
import { returnedRows, wranglerArgs, type D1Target } from './wrangler-d1';
import { OFFLINE_ENV } from './local-shop';
import { migrate, seed, withLocalD1, type LocalD1 } from './local-d1';

export const LOCAL_STATE = '.wrangler/state';

/** The local state directory is wrangler's --persist-to. */
export type CatalogDatabase = D1Target;

/** CATALOG_DB: 'remote', or the local state directory (LOCAL_STATE when unset). */
export function catalogDatabase(value = process.env.CATALOG_DB): CatalogDatabase {
  return value === 'remote' ? { remote: true } : { remote: false, persistTo: value || LOCAL_STATE };
}

export const describeCatalogDatabase = (where: CatalogDatabase) =>
  where.remote ? 'the deployed database' : `the local database (${where.persistTo ?? LOCAL_STATE})`;

/**
 * A database as drizzle reads it through `wrangler d1 execute` (the deployed one; a local one for a test): each
 * statement a command, its rows printed as JSON objects, handed to drizzle as the lists of values it maps. The
 * catalog's queries name every column once, so no two of a row's keys collide.
 */
export const wranglerCatalogDb = (target: D1Target): CatalogDb =>
  drizzle(async (sql, params, method) => {
    if (params.length > 0) throw new Error(`wrangler d1 execute binds no parameters, and this query has some: ${sql}`);
    // A catalog of thousands of perfumes prints megabytes of JSON: well past spawnSync's 1 MB default.
    const result = spawnSync('npx', wranglerArgs(target, sql), {
      encoding: 'utf8',
      env: OFFLINE_ENV,
      maxBuffer: 1024 ** 3,
    });
    if (result.status !== 0)
      throw new Error(`wrangler could not read ${describeCatalogDatabase(target)}:\n${result.stderr || result.stdout}`);
    const rows = returnedRows<Record<string, unknown>>(result.stdout).map((row) => Object.values(row));
    return { rows: method === 'get' ? (rows[0] ?? []) : rows };
  });

/** Answers `read` from the catalog's database: the deployed one, or a local one migrated and seeded first. */
export function readCatalog<T>(where: CatalogDatabase, read: (db: CatalogDb) => Promise<T>): Promise<T> {
  if (where.remote) return read(wranglerCatalogDb(where));
  return readPreparedLocalDatabase(where.persistTo ?? LOCAL_STATE, (d1) => read(drizzleD1(d1)));
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
