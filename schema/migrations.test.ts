/**
 * drizzle-kit's journal and snapshots (schema/migrations/meta) must know every migration, or `npm run db:generate`
 * writes a migration that repeats one already applied. Runs drizzle-kit on a scratch copy, offline, in about a second.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratchDirs: string[] = [];

/** `drizzle-kit generate` on a copy of the migrations folder; answers its output and the SQL files it added. */
function generate(schemaFile: string) {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  scratchDirs.push(dir);
  cpSync(join(root, 'schema/migrations'), join(dir, 'migrations'), { recursive: true });
  const before = new Set(readdirSync(join(dir, 'migrations')));
  // drizzle-kit reads the folder as `./<out>`, so it runs inside the scratch directory.
  const run = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/drizzle-kit/bin.cjs'),
      'generate',
      '--dialect',
      'sqlite',
      '--schema',
      schemaFile,
      '--out',
      'migrations',
    ],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_PATH: join(root, 'node_modules') } },
  );
  const added = readdirSync(join(dir, 'migrations')).filter((name) => !before.has(name));
  return { output: `${run.stdout}${run.stderr}`, status: run.status, added, dir };
}

afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('drizzle-kit migrations', () => {
  it('finds nothing to migrate: the journal and snapshots know every migration in the folder', () => {
    const { output, status, added } = generate(join(root, 'schema/tables.ts'));
    expect(status).toBe(0);
    expect(added).toEqual([]);
    expect(output).toContain('No schema changes');
  });

  it('has a journal entry for every SQL file, in the order wrangler applies them', () => {
    const folder = join(root, 'schema/migrations');
    const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
  });

  it('numbers a real change after the last migration, so wrangler applies it last', () => {
    const dir = mkdtempSync(join(tmpdir(), 'schema-'));
    scratchDirs.push(dir);
    const schemaFile = join(dir, 'tables.ts');
    writeFileSync(
      schemaFile,
      `export * from ${JSON.stringify(join(root, 'schema/tables.ts'))};\n` +
        `import { sqliteTable, text } from 'drizzle-orm/sqlite-core';\n` +
        `export const probe = sqliteTable('drift_probe', { id: text('id').primaryKey() });\n`,
    );
    const { added, status } = generate(schemaFile);
    expect(status).toBe(0);
    const last = readdirSync(join(root, 'schema/migrations'))
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .at(-1)!;
    const next = String(Number(last.slice(0, 4)) + 1).padStart(4, '0');
    expect(added).toEqual([expect.stringMatching(new RegExp(`^${next}_\\w+\\.sql$`))]);
  });
});
