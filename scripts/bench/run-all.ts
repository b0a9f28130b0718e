/**
 * `npm run bench`: runs every `scripts/bench/*.bench.ts` in turn (or only those named: `npm run bench -- catalog`).
 * Each benchmark starts what it needs itself and prints its own figures.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const wanted = process.argv.slice(2);
const benches = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

let failed = false;
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync('npx', ['tsx', `scripts/bench/${file}`], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
