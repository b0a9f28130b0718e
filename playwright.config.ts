import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the built shop, served by the real Worker with a fresh local D1 on its own port: one
 * server per worker, started by tests/e2e/support/test.ts on E2E_PORT, E2E_PORT + 1, ...
 * The browser is Debian's Chromium where it is installed (Playwright cannot download one here), else Playwright's own.
 * Of Debian's two, the headless shell first: it is the build Playwright itself runs headless tests in, the same
 * Blink and V8 without the desktop browser around them, and it takes about a third less of the cores per journey.
 */
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const systemChromium = SYSTEM_CHROMIUMS.find((path) => existsSync(path));
if (!systemChromium && !existsSync(chromium.executablePath())) {
  throw new Error(
    `No browser for the browser tests: install Debian's Chromium (apt-get install -y chromium-headless-shell, giving ${SYSTEM_CHROMIUMS[0]}) ` +
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
    // A trace records every step's page (its DOM and a screencast) whether the test fails or not: about a fifth of the
    // browser tests' CPU. A failing test is run again with `--trace on` to see it; CI's retry keeps one by itself.
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
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
