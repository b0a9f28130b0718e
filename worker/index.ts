import { drizzle } from 'drizzle-orm/d1';
import { createApp } from './app';
import type { Env } from './env';
import { pruneThrottleEvents } from './http/throttle';

const app = createApp();

export default {
  fetch: app.fetch,
  /** The hourly Cron Trigger (wrangler.toml): drops throttle events no rule counts any more. */
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      pruneThrottleEvents(drizzle(env.DB)).then((removed) => console.log(`Pruned ${removed} throttle events`)),
    );
  },
} satisfies ExportedHandler<Env>;
