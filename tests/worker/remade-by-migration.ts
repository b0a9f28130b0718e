/**
 * A table a migration makes and fills from the rows there are (a search index, a summary kept by triggers), made
 * again on a database that already holds rows: its triggers and the table are dropped, and the migration runs
 * again, as it runs on the shop's own database the day it is applied. The triggers are the ones named after it.
 */
import { env } from 'cloudflare:test';

export async function remadeByMigration(migration: string, table: string): Promise<void> {
  const { queries } = env.TEST_MIGRATIONS.find((each) => each.name.includes(migration))!;
  const { results: triggers } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE ? || '\\_%' ESCAPE '\\'",
  )
    .bind(table)
    .all<{ name: string }>();
  await env.DB.batch(
    [...triggers.map(({ name }) => `DROP TRIGGER ${name}`), `DROP TABLE ${table}`].map((statement) =>
      env.DB.prepare(statement),
    ),
  );
  await env.DB.batch(queries.map((query) => env.DB.prepare(query)));
}
