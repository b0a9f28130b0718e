/**
 * `npm run checks`: formatting, types and lint, side by side. Each is mostly one process on one core and none writes
 * what another reads, so on a machine of two or more cores they take about as long as the slowest instead of all of
 * them in a row. The type check runs as its two halves, the site's (astro check) and the Worker's (tsc), which share
 * nothing: one after the other they were the slowest by far (about 65 of the checks' 125 CPU seconds), so the other
 * core sat idle at the end. Each one's output is printed whole when it ends, never interleaved.
 * Lint and format keep caches in node_modules/.cache, keyed by each file's content: a second run reads only the
 * files that changed (about 40 of their 70 CPU seconds saved); a fresh clone has none and checks every file.
 *
 * `npm test` runs them after `build:fresh`, beside the unit tests: `checks.ts --after-build test:unit`. The API tests
 * spend much of their time waiting (each password check rests as long as its hash took), which the checks then fill.
 * Astro's type check and the build both write `.astro/` (the generated types, and the catalog read from a database),
 * so after the build the site's type check reads what the build wrote instead of writing it again, from the
 * developer's own database, under the tests that read it. Scripts named after the flags run beside the checks, their
 * output printed as it comes.
 */
import { spawn } from 'node:child_process';

const afterBuild = process.argv.includes('--after-build');
const beside = process.argv.slice(2).filter((arg) => arg !== '--after-build');
const CHECKS = ['format:check', afterBuild ? 'typecheck:site:synced' : 'typecheck:site', 'typecheck:worker', 'lint'];

function run(script: string, live: boolean): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    // A shell finds npm as npm.cmd on Windows too; the arguments are fixed words, never input.
    const child = spawn('npm', ['run', script], { shell: true, stdio: ['ignore', live ? 'inherit' : 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => (live ? process.stderr.write(chunk) : output.push(chunk)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(Buffer.concat(output));
      console.log(`${code === 0 ? 'passed' : 'FAILED'}: npm run ${script} (${seconds} s)\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all([
  ...CHECKS.map((script) => run(script, false)),
  ...beside.map((script) => run(script, true)),
]);
if (results.includes(false)) process.exit(1);
