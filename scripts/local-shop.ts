/**
 * The shop on its own port and local D1, for the browser tests, the benchmarks and the audit: `startLocalShop()` runs
 * scripts/serve.ts in its own process group, waits until the API answers, and `stop()` ends that group only; the
 * shop also stops by itself once the process that started it has gone, even killed before it could call `stop()`.
 * Server output goes to a file, never a pipe: wrangler writes synchronously, so a pipe a busy benchmark drains late
 * stalls it, and its local proxy then drops requests ("Your worker restarted mid-request").
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';

/**
 * No prompts and no calls home: the local tools must work offline and unattended. And no local trace collector:
 * `wrangler dev` records every request, and every D1 call in it, into a store of its own that runs on the Worker's
 * thread, where it took about a seventh of the checkout benchmark's throughput; the deployed shop has no such thing
 * on its Workers' threads. X_LOCAL_OBSERVABILITY=true in the environment brings it back.
 */
export const OFFLINE_ENV = {
  ...process.env,
  CI: 'true',
  WRANGLER_SEND_METRICS: 'false',
  NO_UPDATE_NOTIFIER: '1',
  X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? 'false',
};

export interface LocalShopOptions {
  port: number;
  /** The local D1 state directory (wrangler's --persist-to). */
  state: string;
  /** Start from an empty database (migrated and seeded); false keeps what a benchmark seeded into `state`. */
  fresh?: boolean;
  /** Variables for the Worker beside wrangler.toml's (a stand-in courier's base URL). */
  vars?: Record<string, string>;
}

export interface LocalShop {
  base: string;
  /** The server's process group: wrangler and the workerd it runs are in it. */
  pid: number;
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

const UP_TIMEOUT_MS = 240_000;

export async function startLocalShop({ port, state, fresh = true, vars = {} }: LocalShopOptions): Promise<LocalShop> {
  const base = `http://127.0.0.1:${port}`;
  if (
    await fetch(base).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Something already answers on ${base}: stop it or use another port.`);
  if (!existsSync('dist')) console.log('No dist/: scripts/serve.ts builds the site first.');

  mkdirSync('.wrangler', { recursive: true });
  const logFile = `${state}.log`;
  const out = openSync(logFile, 'w');
  const args = [
    'tsx',
    'scripts/serve.ts',
    '--port',
    String(port),
    '--state',
    state,
    '--exit-with',
    String(process.pid),
  ];
  if (fresh) args.push('--fresh');
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  if (existsSync('dist')) args.push('--skip-build');
  // Warnings and errors only: wrangler's line for every request cost its process about 2 ms of CPU each, some twenty
  // seconds over the browser tests' twelve thousand requests. WRANGLER_LOG=info in the environment brings them back.
  const env = { ...OFFLINE_ENV, WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'warn' };
  const server = spawn('npx', args, { env, detached: true, stdio: ['ignore', out, out] });

  const logTail = (lines = 15) => readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
  const stop = async () => {
    if (server.exitCode !== null || server.pid === undefined) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    const timer = setTimeout(() => server.pid !== undefined && process.kill(-server.pid, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + UP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The shop exited before it answered:\n${logTail()}`);
    if (
      await fetch(`${base}/api/products/category/woody`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, pid: server.pid!, logTail, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The shop did not answer on ${base} within ${UP_TIMEOUT_MS / 60_000} minutes:\n${logTail()}`);
}
