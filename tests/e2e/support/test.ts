/**
 * The browser tests' `test`: each Playwright worker starts a shop of its own before its first test (scripts/serve.ts
 * with a fresh, seeded D1 on the worker's port) and makes that shop's first owner, so the workers run side by side
 * and a test that counts orders or reads the dashboard sees only its own worker's data. The shop's couriers are
 * local stand-ins the worker starts first (tests/stand-ins/), each on a free port: `couriers` names their addresses,
 * where a test opens a merchant account and moves its parcels as the courier would. Spec files take `test` from
 * here (eslint refuses it from '@playwright/test'), with everything else Playwright exports.
 */
import { test as base } from '@playwright/test';
import { startLocalShop } from '#scripts/local-shop';
import { LEOPARDS_PATH, startLeopards } from '../../stand-ins/leopards';
import { POSTEX_PATH, startPostEx } from '../../stand-ins/postex';
import { makeFirstOwner } from './accounts';
import { E2E_BASE_URL, E2E_SERVER_PORT, E2E_STATE_DIR } from './server';

export * from '@playwright/test';

/** The couriers' stand-ins' base addresses (their control surface is under /__stand-in/). */
export interface CourierStandIns {
  postex: string;
  leopards: string;
}

export const test = base.extend<object, { shop: string; couriers: CourierStandIns }>({
  couriers: [
    // Playwright reads a fixture's dependencies from this pattern: the stand-ins depend on none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const running = await Promise.all([startPostEx(), startLeopards()]);
      try {
        await use({ postex: running[0].url, leopards: running[1].url });
      } finally {
        await Promise.all(running.map((standIn) => standIn.close()));
      }
    },
    { scope: 'worker' },
  ],
  shop: [
    async ({ couriers }, use) => {
      const vars = {
        POSTEX_API_URL: `${couriers.postex}${POSTEX_PATH}`,
        LEOPARDS_API_URL: `${couriers.leopards}${LEOPARDS_PATH}`,
      };
      const start = () => startLocalShop({ port: E2E_SERVER_PORT, state: E2E_STATE_DIR, vars });
      // workerd takes ports for its own sockets as it starts; two shops starting at the same moment now and then take
      // the same one ("Address already in use"), and one exits before it answers: it gets one more start.
      const shop = await start().catch(start);
      try {
        await makeFirstOwner();
        await use(E2E_BASE_URL);
      } finally {
        await shop.stop();
      }
    },
    // A busy machine (several test runs at once) can take minutes to start wrangler, migrate a fresh D1 and run the
    // owner's command.
    { scope: 'worker', auto: true, timeout: 480_000 },
  ],
  baseURL: async ({ shop }, use) => use(shop),
});
