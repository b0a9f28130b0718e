/**
 * The shop's one Worker (wrangler.toml `main`), built by `astro build` through Astro's Cloudflare adapter: the Hono
 * app answers /api/* and /media/* and hands the pages it reads from D1 to Astro to draw; the hourly Cron Trigger
 * runs beside it.
 */
import { createApp } from './app';
import type { Env } from './env';
import { drawWithAstro } from './pages/astro';
import { scheduled } from './scheduled';

const app = createApp(drawWithAstro);

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
