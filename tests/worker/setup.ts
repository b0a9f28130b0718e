import { applyD1Migrations, env } from 'cloudflare:test';
import { seedStatements } from '#schema/seed';
import { forgetListings } from '../../worker/catalog/listing-cache';

// Every test file starts from the migrated schema and the seeded catalog, as `npm start` leaves it. The files of a
// worker share one workerd (isolate: false in vitest.config.mts: starting one per file cost more than the tests),
// so what the file before left behind goes first: every table, every stored photo, the cached listings.
// A virtual table (the order search's FTS5 index) takes its own tables with it, which may not be dropped alone.
const { results } = await env.DB.prepare(
  "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY rowid DESC",
).all<{ name: string; sql: string }>();
const virtual = results.filter(({ sql }) => /^CREATE VIRTUAL TABLE/i.test(sql)).map(({ name }) => name);
const tables = results.filter(({ name }) => !virtual.some((owner) => name.startsWith(`${owner}_`)));
if (tables.length > 0) {
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...tables.map(({ name }) => env.DB.prepare(`DROP TABLE "${name}"`)),
  ]);
}
for (let listed = await env.MEDIA.list(); listed.objects.length > 0; listed = await env.MEDIA.list()) {
  await env.MEDIA.delete(listed.objects.map(({ key }) => key));
}
forgetListings();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(seedStatements().map((statement) => env.DB.prepare(statement)));
