import { drizzle } from 'drizzle-orm/d1';
import type { Env } from './env';
import { syncCouriers } from './couriers/sync';
import { pruneThrottleEvents } from './http/throttle';

/**
 * The hourly Cron Trigger (wrangler.toml): drops throttle events no rule counts any more, and brings in what the
 * connected couriers know of the parcels on the road.
 */
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (_controller, env, ctx) => {
  const db = drizzle(env.DB);
  ctx.waitUntil(pruneThrottleEvents(db).then((removed) => console.log(`Pruned ${removed} throttle events`)));
  ctx.waitUntil(
    syncCouriers(db, env).then((synced) => {
      for (const { courier, error, ...counts } of synced)
        console.log(`Courier sync ${courier}: ${error ?? JSON.stringify(counts)}`);
    }),
  );
};
