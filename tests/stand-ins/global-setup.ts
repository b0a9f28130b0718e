/**
 * Starts the couriers' stand-ins for the API tests, on the ports vitest.config.mts chose and handed to the Worker
 * as POSTEX_API_URL / LEOPARDS_API_URL, and stops them when the tests end (they never hold the process open).
 */
import { startLeopards } from './leopards.ts';
import { startPostEx } from './postex.ts';
import { STAND_IN_PORTS } from './ports.ts';

export default async function setup() {
  const ports = JSON.parse(process.env[STAND_IN_PORTS] ?? '{}') as { postex?: number; leopards?: number };
  const running = await Promise.all([startPostEx(ports.postex), startLeopards(ports.leopards)]);
  return async () => {
    await Promise.all(running.map((standIn) => standIn.close()));
  };
}
