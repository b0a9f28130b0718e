/**
 * What every benchmark does around its measurements: a scratch database seeded with its data, the real Worker
 * started on it, the admin's token, and a clean end (the shop stopped whatever happens, the exit code saying
 * whether the bars were met, and the whole run stopped if it hangs).
 */
import { readFileSync, rmSync } from 'node:fs';
import type { Role } from '#schema/roles';
import { signToken } from '../../worker/auth/jwt';
import { prepareLocalDatabase } from '../catalog-db';
import { startLocalShop, type LocalShop, type LocalShopOptions } from '../local-shop';

/** A local D1 in `state`, wiped, migrated and seeded with the catalog and then `statements`; the seconds it took. */
export async function seedScratchDatabase(state: string, statements: string[]): Promise<number> {
  const started = performance.now();
  rmSync(state, { recursive: true, force: true });
  await prepareLocalDatabase(state, statements);
  return (performance.now() - started) / 1000;
}

/** A token for someone the benchmark seeded, signed with the local secret the Worker reads from .dev.vars. */
export async function localToken(user: { id: string; email: string; role: Role }): Promise<string> {
  const secret = /^JWT_SECRET=(.+)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim();
  return signToken({ sub: user.id, email: user.email, role: user.role, ver: 0 }, secret);
}

/** A token for an admin the benchmark seeded. */
export const localAdminToken = (admin: { id: string; email: string }) => localToken({ ...admin, role: 'owner' });

interface BenchOptions extends LocalShopOptions {
  /** The run is stopped, as failed, after this long. */
  minutes: number;
  /** Before the shop starts: seeding `state`, building. A failure here ends the run like one in `measure`. */
  prepare?: () => void | Promise<void>;
}

/**
 * Prepares, starts the shop, measures, stops the shop and exits with the verdict: `judge` of what `measure`
 * answered, after the shop has stopped (so it may read the database the shop wrote); by default the measure's own
 * true or false.
 */
export async function benchAgainstShop<Result = boolean>(
  { minutes, prepare, ...shop }: BenchOptions,
  measure: (server: LocalShop) => Promise<Result>,
  judge: (result: Result) => boolean = (result) => result === true,
): Promise<never> {
  let server: LocalShop | null = null;
  const guard = setTimeout(() => {
    console.error(`The benchmark took over ${minutes} minutes; stopping.`);
    void (server?.stop() ?? Promise.resolve()).then(() => process.exit(1));
  }, minutes * 60_000);
  let measured: { result: Result } | null = null;
  try {
    await prepare?.();
    server = await startLocalShop(shop);
    measured = { result: await measure(server) };
  } catch (err) {
    console.error((err as Error).message);
    if (server) console.error(server.logTail());
  } finally {
    clearTimeout(guard);
    await server?.stop();
  }
  process.exit(measured && judge(measured.result) ? 0 : 1);
}
