/**
 * The Worker as the API tests run it (vitest.config.mts): the same app and Cron Trigger, without Astro's pages,
 * which only `astro build` can bundle; the browser tests meet those in the built Worker.
 */
import { createApp } from './app';
import type { Env } from './env';
import { scheduled } from './scheduled';

const app = createApp(null);

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
