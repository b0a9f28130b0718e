/**
 * The catalog's version (schema/tables.ts, catalogVersion), as the pages cached under it read it. Each isolate keeps
 * it for at most FRESH_MS, as it keeps a listing, so a page served from the cache costs no D1 read; a request that
 * may have written (any but GET, HEAD and OPTIONS) forgets it, so the isolate that changed a price shows the new one
 * on its very next page and every other isolate within FRESH_MS.
 */
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { catalogVersion } from '#schema/tables';
import type { Db } from '../db';
import { FRESH_MS } from './listing-cache';

let known: { version: Promise<number>; readAt: number } | undefined;

export function currentCatalogVersion(db: Db, now = Date.now()): Promise<number> {
  if (known && now - known.readAt < FRESH_MS) return known.version;
  const entry = {
    readAt: now,
    version: db
      .select({ version: catalogVersion.version })
      .from(catalogVersion)
      .where(eq(catalogVersion.id, 1))
      .get()
      .then((row) => row?.version ?? 0),
  };
  known = entry;
  entry.version.catch(() => {
    if (known === entry) known = undefined;
  });
  return entry.version;
}

export function forgetCatalogVersion(): void {
  known = undefined;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** After any request that may have changed the catalog. */
export const forgetVersionAfterWrites = createMiddleware(async (c, next) => {
  await next();
  if (!READS.has(c.req.method)) forgetCatalogVersion();
});
