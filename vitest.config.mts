import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { getViteConfig } from 'astro/config';
import { configDefaults, defineConfig } from 'vitest/config';
import { standInBindings } from './tests/stand-ins/ports.ts';

/** Tests that render the site's own components (*.pages.test.ts), compiled by Astro as the build compiles them. */
const PAGES_TESTS = 'site/**/*.pages.test.ts';

// Four projects: plain unit tests in Node, the site's components rendered by Astro in Node, API tests inside the
// real Workers runtime with a local D1, and the pages the Worker draws on demand, in the same runtime.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(new URL('./schema/migrations', import.meta.url).pathname);
  // The couriers' stand-ins (tests/stand-ins), started by the Worker projects' global setup on these ports.
  const couriers = await standInBindings();
  const pages = await getViteConfig({ test: { name: 'pages', include: [PAGES_TESTS], environment: 'node' } })({
    mode: 'test',
    command: 'serve',
  });

  /**
   * Tests inside the real Workers runtime with a local D1, of one Worker: `main` is the Worker without Astro's pages
   * (worker/api-only.ts says why) or the one the build bundled with them.
   */
  const workerProject = (name: string, main: string, test: { globalSetup?: string[] } = {}) => ({
    plugins: [
      cloudflareTest({
        main,
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            JWT_SECRET: 'test-only-secret-that-is-long-enough-0123456789',
            ...couriers,
            // Long enough for the stand-ins' slow answer (500 ms), short of their held one.
            COURIER_TIMEOUT_MS: '2000',
          },
        },
      }),
    ],
    test: {
      name,
      include: [`tests/${name}/**/*.test.ts`],
      setupFiles: ['tests/worker/setup.ts'],
      ...test,
      // One workerd for all the files a worker runs, instead of one started per file (3 to 6 s each, more than most
      // files' tests take); setup.ts gives every file a fresh database all the same.
      isolate: false,
      // Some journeys hash a dozen passwords with scrypt (~250 ms each, more on a busy 2-core machine), and a file's
      // beforeAll often makes its accounts and orders through the API as a test would: both get the same time.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  });
  return {
    test: {
      projects: [
        {
          test: {
            name: 'unit',
            include: ['schema/**/*.test.ts', 'site/**/*.test.ts', 'worker/**/*.test.ts', 'scripts/**/*.test.ts'],
            exclude: [...configDefaults.exclude, PAGES_TESTS],
            environment: 'node',
            // One module registry for the files a worker runs instead of a new process per file: starting one
            // and importing vitest and the shared modules again cost more than most of these files' tests (about
            // half of the project's CPU time). The files test functions, not module state, and every stub or fake
            // timer is undone in an afterEach.
            isolate: false,
            // A few start a program (drizzle-kit) or load Astro's config, a second or two alone; `npm test` runs them
            // beside the checks, and on a busy machine the default five seconds is too short for them.
            testTimeout: 30_000,
          },
        },
        pages,
        workerProject('worker', './worker/api-only.ts', {
          globalSetup: ['tests/stand-ins/global-setup.ts'],
        }),
        // The Worker as `astro build` bundled it, with the pages Astro draws on demand (the printable labels are one,
        // for parcels booked with the stand-ins).
        workerProject('worker-pages', './dist/server/entry.mjs', {
          globalSetup: ['tests/stand-ins/global-setup.ts'],
        }),
      ],
    },
  };
});
