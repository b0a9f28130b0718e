/**
 * A local D1 opened in this process, the one `wrangler dev` and `wrangler d1 execute --local` open in a state
 * directory: Miniflare persisting under `{persistTo}/v3` with the binding's database id, as wrangler configures it,
 * so both meet the same SQLite file. Migrating, seeding and reading the catalog through one of these costs one
 * workerd start, where a `wrangler d1` command per step cost a Node process loading wrangler and its own workerd
 * each (three a fresh start, about a third of it). Migrations are recorded in wrangler's own `d1_migrations` table,
 * so `wrangler d1 migrations apply` afterwards knows which ran.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { seedStatements } from '#schema/seed';

/** wrangler.toml's [[d1_databases]] database_id: wrangler names the local database by it. */
const DATABASE_ID = /^database_id\s*=\s*"([^"]+)"/m.exec(readFileSync('wrangler.toml', 'utf8'))?.[1];
const MIGRATIONS = 'schema/migrations';
const MIGRATIONS_TABLE = 'd1_migrations';

export type LocalD1 = Awaited<ReturnType<Miniflare['getD1Database']>>;

/** Runs `work` on the local D1 in `persistTo` and closes it, whatever happens. */
export async function withLocalD1<T>(persistTo: string, work: (db: LocalD1) => Promise<T>): Promise<T> {
  if (!DATABASE_ID) throw new Error('wrangler.toml names no database_id for the DB binding.');
  const local = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: '',
      resourcePersistencePath: join(persistTo, 'v3'),
      d1Databases: { DB: DATABASE_ID },
    }),
  );
  try {
    return await work(await local.getD1Database('DB'));
  } finally {
    await local.dispose();
  }
}

/** Applies the migrations `db` has not had yet, in their files' order, each recorded as wrangler records it. */
export async function migrate(db: LocalD1): Promise<void> {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE}(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
    )
    .run();
  const { results } = await db.prepare(`SELECT name FROM ${MIGRATIONS_TABLE}`).all<{ name: string }>();
  const applied = new Set(results.map(({ name }) => name));
  const pending = readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql') && !applied.has(file))
    .sort();
  if (pending.length === 0) return;
  // A statement may hold several statements: workerd's SQLite runs them in turn.
  await db.batch(
    pending.map((file) =>
      db.prepare(
        `${readFileSync(join(MIGRATIONS, file), 'utf8')}\nINSERT INTO ${MIGRATIONS_TABLE} (name) VALUES ('${file.replaceAll("'", "''")}');`,
      ),
    ),
  );
}

/**
 * Seeds `db`: safe to repeat, since the seed only fills (schema/seed.ts: a product the owner edited is never
 * touched, nor any stock). `more` statements run after the seed, in the same batch (a benchmark's data).
 */
export async function seed(db: LocalD1, more: string[] = []): Promise<void> {
  await db.batch([...seedStatements(), ...more].map((statement) => db.prepare(statement)));
}
