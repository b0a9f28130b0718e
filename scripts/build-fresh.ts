/**
 * `npm run build:fresh`: builds the site from a database of its own, migrated and seeded afresh
 * (.wrangler/build-fresh), never from the one `npm start` and the console have changed. `npm test` builds this way,
 * so the browser tests meet the seed's catalog, as the fresh database their server starts with holds it.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

export const FRESH_BUILD_STATE = '.wrangler/build-fresh';

rmSync(FRESH_BUILD_STATE, { recursive: true, force: true });
const build = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, CATALOG_DB: FRESH_BUILD_STATE },
});
process.exit(build.status ?? 1);
