import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the built shop, served by the real Worker with a fresh local D1 on its own port.
 * Debian's Chromium when it is installed (Playwright cannot download a browser here), else Playwright's own.
 */
const PORT = Number(process.env.E2E_PORT ?? 8790);
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
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous: some journeys run the owner's commands (a wrangler process each), slow on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
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
  webServer: {
    command: `npx tsx scripts/serve.ts --skip-build --fresh --port ${PORT} --state .wrangler/e2e-${PORT}`,
    url: `http://localhost:${PORT}/home`,
    // A busy machine (several test runs at once) can take minutes to build the Worker and migrate a fresh D1.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
