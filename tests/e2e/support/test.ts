/**
 * The browser tests' `test`: each Playwright worker starts a shop of its own before its first test (scripts/serve.ts
 * with a fresh, seeded D1 on the worker's port) and makes that shop's first owner, so the workers run side by side
 * and a test that counts orders or reads the dashboard sees only its own worker's data. Spec files take `test` from
 * here (eslint refuses it from '@playwright/test'), with everything else Playwright exports.
 */
import { test as base } from '@playwright/test';
import { startLocalShop } from '../../../scripts/local-shop';
import { makeFirstOwner } from './accounts';
import { E2E_BASE_URL, E2E_SERVER_PORT, E2E_STATE_DIR } from './server';

export * from '@playwright/test';

export const test = base.extend<object, { shop: string }>({
  shop: [
    // Playwright reads a fixture's dependencies from this pattern: the server depends on none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const start = () => startLocalShop({ port: E2E_SERVER_PORT, state: E2E_STATE_DIR });
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
