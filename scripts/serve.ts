/**
 * Runs the shop locally the way it runs deployed: migrates and seeds a local D1 (the seed only fills), builds the site
 * from its catalog, makes sure `.dev.vars` holds a JWT secret, then starts `wrangler dev`. `npm start` runs it as is; the browser tests and
 * benchmarks run it on their own port with their own, fresh database:
 *   tsx scripts/serve.ts [--port 8787] [--state .wrangler/state] [--fresh] [--skip-build] [--exit-with <pid>]
 * `--exit-with` stops the shop when that process has gone, however it ended (a test run killed mid-way).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { OFFLINE_ENV as env } from './local-shop';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    state: { type: 'string', default: '.wrangler/state' },
    fresh: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'exit-with': { type: 'string' },
    /** `NAME:VALUE`, a variable for the Worker beside wrangler.toml's (a benchmark's stand-in courier's address). */
    var: { type: 'string', multiple: true, default: [] },
  },
});

function run(command: string, args: string[], extraEnv: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed.`);
    process.exit(result.status ?? 1);
  }
}

if (!existsSync('.dev.vars')) {
  writeFileSync('.dev.vars', `JWT_SECRET=${randomBytes(32).toString('hex')}\n`);
  console.log('Created .dev.vars with a random JWT_SECRET.');
}

if (values.fresh) rmSync(values.state, { recursive: true, force: true });
// The pages are built from this server's own database, which the build's catalog loader migrates and seeds before
// reading it (site/content/catalog-loader.ts reads CATALOG_DB): preparing it here too would run wrangler's
// migrations and the seed twice, about a third of a fresh start.
// Imported only here: it loads Miniflare, seconds of a fresh start that the build's own process spends anyway.
if (values['skip-build']) await (await import('./catalog-db')).prepareLocalDatabase(values.state);
// `npm run build`, as every build here: package.json's script gives the build's Node its young-generation size.
else run('npm', ['run', 'build'], { CATALOG_DB: values.state });

console.log(`\nThe shop is starting on http://localhost:${values.port}\n`);
// wrangler's own launcher, not `npx wrangler`: it passes SIGINT and SIGTERM on to the dev server, where npx's shell
// would die alone and leave the server running on the port.
// wrangler exports only its package.json, not the launcher's path: take the path from its `bin`.
const wranglerPackage = createRequire(import.meta.url).resolve('wrangler/package.json');
const wrangler = join(dirname(wranglerPackage), 'bin', 'wrangler.js');
const server = spawn(
  process.execPath,
  [
    wrangler,
    'dev',
    '--port',
    values.port,
    '--ip',
    '127.0.0.1',
    '--persist-to',
    values.state,
    '--show-interactive-dev-session=false',
    ...values.var.flatMap((pair) => ['--var', pair]),
  ],
  { stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
const owner = values['exit-with'];
if (owner) {
  setInterval(() => {
    try {
      process.kill(Number(owner), 0);
    } catch {
      server.kill('SIGTERM');
    }
  }, 1000);
}
