/**
 * The stand-ins' ports, chosen when vitest.config.mts is read (the Worker's bindings are fixed there, before any
 * global setup runs) and passed to global-setup.ts through the environment of the same process.
 */
import { createServer } from 'node:net';
import { LEOPARDS_PATH } from './leopards.ts';
import { POSTEX_PATH } from './postex.ts';

export const STAND_IN_PORTS = 'COURIER_STAND_IN_PORTS';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The couriers' base URLs for the Worker, with their ports kept for global-setup.ts. */
export async function standInBindings() {
  const ports = { postex: await freePort(), leopards: await freePort() };
  process.env[STAND_IN_PORTS] = JSON.stringify(ports);
  return {
    POSTEX_API_URL: `http://127.0.0.1:${ports.postex}${POSTEX_PATH}`,
    LEOPARDS_API_URL: `http://127.0.0.1:${ports.leopards}${LEOPARDS_PATH}`,
  };
}
