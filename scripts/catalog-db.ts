/**
 * The D1 database the build reads the catalog from (site/content/catalog-loader.ts), named by CATALOG_DB: the
 * local one of `npm start` and the tests (.wrangler/state, or a server's own state directory), or with
 * `CATALOG_DB=remote` the deployed one (wrangler logged in, or CLOUDFLARE_API_TOKEN set, as in Workers Builds).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { seedStatements } from '#schema/seed';
import { returnedRows, wranglerArgs } from './wrangler-d1';
import { OFFLINE_ENV } from './local-shop';

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

function wrangler(args: string[], what: string): string {
  // A catalog of thousands of perfumes prints megabytes of JSON: well past spawnSync's 1 MB default.
  const result = spawnSync('npx', args, { encoding: 'utf8', env: OFFLINE_ENV, maxBuffer: 1024 ** 3 });
  if (result.status !== 0) throw new Error(`wrangler could not ${what}:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

export function queryD1<Row>(where: CatalogDatabase, sql: string): Row[] {
  return returnedRows<Row>(wrangler(wranglerArgs(where, sql), `read ${describeCatalogDatabase(where)}`));
}

/** Applies the migrations a local database has not had yet (its first time, every one of them). */
export function migrateLocalDatabase(persistTo: string): void {
  wrangler(
    ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo],
    `migrate the local database in ${persistTo}`,
  );
}

/**
 * Seeds a local database: safe to repeat, since the seed only fills (schema/seed.ts: a product the owner edited
 * is never touched, nor any stock). `more` statements run after the seed, in the same file (a benchmark's data).
 */
export function seedLocalDatabase(persistTo: string, more: string[] = []): void {
  mkdirSync('.wrangler', { recursive: true });
  const seedFile = `.wrangler/seed-${process.pid}.sql`;
  writeFileSync(seedFile, [...seedStatements(), ...more].join('\n'));
  try {
    wrangler(
      ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', seedFile],
      `seed the local database in ${persistTo}`,
    );
  } finally {
    rmSync(seedFile, { force: true });
  }
}

/** A local database ready to build from and serve: migrated and seeded. */
export function prepareLocalDatabase(persistTo: string): void {
  migrateLocalDatabase(persistTo);
  seedLocalDatabase(persistTo);
}
