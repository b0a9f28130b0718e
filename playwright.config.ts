import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the built shop, served by the real Worker with a fresh local D1 on its own port: one
 * server per worker, started by tests/e2e/support/test.ts on E2E_PORT, E2E_PORT + 1, ...
 * Debian's Chromium when it is installed (Playwright cannot download a browser here), else Playwright's own.
 */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const useSystemChromium = existsSync(SYSTEM_CHROMIUM);
if (!useSystemChromium && !existsSync(chromium.executablePath())) {
  throw new Error(
    `No browser for the browser tests: install Debian's Chromium (apt-get install -y chromium, giving ${SYSTEM_CHROMIUM}) ` +
      "or, where downloads work, Playwright's own (npx playwright install chromium).",
  );
}

export default defineConfig({
  testDir: 'tests/e2e',
  // A file's tests run in order on one worker; two workers (each with its own server) keep both cores busy where
  // one left them waiting on the browser, the server and each other.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: some journeys run the owner's commands (a wrangler process each), and two workers share the cores, each
  // journey with a server and a browser of its own: slow on a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(useSystemChromium ? { executablePath: SYSTEM_CHROMIUM } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
