/**
 * Starts the couriers' stand-ins for the Worker tests, on the ports vitest.config.mts chose and handed to the Worker
 * as POSTEX_API_URL / LEOPARDS_API_URL, and stops them when the tests end (they never hold the process open). Both
 * Worker projects (the API's, and the built Worker's with its pages) name this setup: the first to start starts
 * them, and the last to end stops them, so a run of either alone or of both has them once.
 */
import { startLeopards } from './leopards.ts';
import { startPostEx } from './postex.ts';
import { STAND_IN_PORTS } from './ports.ts';

type Running = Awaited<ReturnType<typeof startPostEx>>[];

/** Shared by the projects' setups, which run in vitest's one main process (each may load this module anew). */
const shared = globalThis as typeof globalThis & { courierStandIns?: { running: Promise<Running>; users: number } };

export default async function setup() {
  if (!shared.courierStandIns) {
    const ports = JSON.parse(process.env[STAND_IN_PORTS] ?? '{}') as { postex?: number; leopards?: number };
    shared.courierStandIns = {
      running: Promise.all([startPostEx(ports.postex), startLeopards(ports.leopards)]),
      users: 0,
    };
  }
  const standIns = shared.courierStandIns;
  standIns.users += 1;
  await standIns.running;
  return async () => {
    standIns.users -= 1;
    if (standIns.users > 0) return;
    shared.courierStandIns = undefined;
    await Promise.all((await standIns.running).map((standIn) => standIn.close()));
  };
}
