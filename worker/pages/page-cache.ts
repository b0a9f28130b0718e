/**
 * The pages Astro draws on demand, kept in the Workers Cache (and the most asked for in the isolate's memory) under
 * the catalog's version (catalog-version.ts): a page asked for again while the catalog is unchanged is served from
 * there without a D1 read or a render, and a change of anything the page shows (a price, a sale, a review, a perfume
 * archived, the stock running out, coming back or falling to the low-stock mark) makes a new version, so the next
 * request draws the page afresh; an order that leaves a perfume well stocked leaves its page cached. A running sale also starts and
 * ends with no write, so a page is kept no longer than until the next sale does. Browsers ask again on every visit
 * (no-cache), as for every page, and a browser holding the page as it still is gets 304 and no body: on a slow line
 * a shopper coming back to a perfume waits one round trip, not its whole page.
 */
import { and, gt, isNull, min } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { contentHash } from '#schema/content-hash';
import { sales } from '#schema/tables';
import type { AppEnv } from '../env';
import { currentCatalogVersion } from '../catalog/catalog-version';
import type { Db } from '../db';

/** A page is kept at most this long (s), however far the next sale is. */
const KEPT_AT_MOST_S = 24 * 60 * 60;

/** Says whether a page came from the cache, for the benchmarks and the tests. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** Seconds until the next sale starts or ends, as the shop's pages price on the database's clock. */
async function secondsToNextSaleChange(db: Db, now: number): Promise<number> {
  const soonest = (column: typeof sales.startsAt | typeof sales.endsAt) =>
    db
      .select({ at: min(column) })
      .from(sales)
      .where(and(isNull(sales.deletedAt), gt(column, now)))
      .get();
  const [start, end] = await Promise.all([soonest(sales.startsAt), soonest(sales.endsAt)]);
  const next = Math.min(start?.at ?? Infinity, end?.at ?? Infinity);
  return Math.max(1, Math.min(KEPT_AT_MOST_S, Math.floor((next - now) / 1000)));
}

/**
 * The address's parameters a page depends on, each as the page reads it (none for a product page: a tracking
 * parameter must not make a page of its own).
 */
export type PageQuery = Record<string, (value: string) => string>;

/**
 * In front of a page's route, before the security headers: serves the page at this address from the cache, or lets
 * the route draw it and keeps it as it was sent, its headers included, so a page served again runs nothing else.
 */
export function keptPages(query: PageQuery): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const address = new URL(c.req.url);
    const key = new URL(address.pathname, address.origin);
    for (const [name, read] of Object.entries(query)) {
      const value = address.searchParams.get(name);
      if (value !== null) key.searchParams.set(name, read(value));
    }
    key.searchParams.set('catalog', String(await currentCatalogVersion(c.var.db)));
    const now = Date.now();
    const inIsolate = kept.get(key.href);
    if (inIsolate && inIsolate.until > now) {
      // Most recently used last: the first of the map is the one to drop.
      kept.delete(key.href);
      kept.set(key.href, inIsolate);
      return served(c.req.raw, inIsolate, 'hit');
    }
    const cache = caches.default;
    const inCache = await cache.match(key);
    if (inCache) {
      const page = await keptPage(inCache, Number(inCache.headers.get(UNTIL_HEADER)));
      keep(key.href, page);
      return served(c.req.raw, page, 'hit');
    }

    await next();
    if (c.res.status !== 200) return;
    const seconds = await secondsToNextSaleChange(c.var.db, now);
    const page = await keptPage(c.res, now + seconds * 1000);
    keep(key.href, page);
    const stored = new Response(page.body, { headers: page.headers });
    stored.headers.set('cache-control', `public, max-age=${seconds}`);
    stored.headers.set(UNTIL_HEADER, String(page.until));
    c.executionCtx.waitUntil(cache.put(key, stored));
    c.res = served(c.req.raw, page, 'miss');
  };
}

/** Until when a page in the colo's cache may be served (ms): max-age counts from when it was stored. */
const UNTIL_HEADER = 'x-kept-until';

/** A page as kept: its bytes, plain and gzipped, its entity tag, its headers, and until when it may be served. */
interface KeptPage {
  body: ArrayBuffer;
  gzipped: ArrayBuffer;
  etag: string;
  headers: [string, string][];
  until: number;
}

/**
 * The pages this isolate served last, at most KEPT_IN_ISOLATE of them (about 45 KB each, and 10 KB more gzipped): a
 * page asked for often is served from memory, without waiting on the cache; the colo's cache keeps the rest for
 * every isolate.
 */
const KEPT_IN_ISOLATE = 200;
const kept = new Map<string, KeptPage>();

function keep(key: string, page: KeptPage): void {
  kept.set(key, page);
  if (kept.size > KEPT_IN_ISOLATE) kept.delete(kept.keys().next().value!);
}

/**
 * Compressed once, when kept: a page served again is sent as the bytes compressed then, where the runtime would
 * otherwise compress the same page afresh on every request.
 */
async function keptPage(response: Response, until: number): Promise<KeptPage> {
  const body = await response.arrayBuffer();
  const gzipped = await new Response(
    new Blob([body]).stream().pipeThrough(new CompressionStream('gzip')),
  ).arrayBuffer();
  return { body, gzipped, etag: entityTag(body), headers: [...response.headers], until };
}

/**
 * Weak, as the plain and gzipped bytes are one page: named by what the page says (the shop's content hash), so the
 * same page drawn again in another isolate, or after a catalog change that did not touch it, keeps its tag.
 */
const entityTag = (body: ArrayBuffer): string => `W/"${contentHash(new TextDecoder().decode(body))}"`;

/** Whether the browser's If-None-Match names this tag (or any, as `*`), weakly compared. */
function stillHeld(request: Request, etag: string): boolean {
  const held = request.headers.get('if-none-match');
  if (!held) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return held.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** The page as a browser gets it: asked for again each visit, so a change shows on the next one. */
function served(request: Request, page: KeptPage, from: 'hit' | 'miss'): Response {
  if (stillHeld(request, page.etag)) {
    return new Response(null, {
      status: 304,
      headers: { etag: page.etag, 'cache-control': 'no-cache', vary: 'accept-encoding', [PAGE_CACHE_HEADER]: from },
    });
  }
  // Cloudflare (and wrangler's local runtime) hands the Worker `br, gzip` whatever the browser sent, keeping the
  // browser's own header in `cf.clientAcceptEncoding`: a client that takes no gzip (plain curl, a crawler) must
  // get the page as text.
  const cf = request.cf as { clientAcceptEncoding?: string } | undefined;
  const gzip = /\bgzip\b/.test(cf?.clientAcceptEncoding ?? request.headers.get('accept-encoding') ?? '');
  const response = gzip
    ? new Response(page.gzipped, { headers: page.headers, encodeBody: 'manual' })
    : new Response(page.body, { headers: page.headers });
  if (gzip) response.headers.set('content-encoding', 'gzip');
  response.headers.append('vary', 'accept-encoding');
  response.headers.delete(UNTIL_HEADER);
  response.headers.set('etag', page.etag);
  response.headers.set('cache-control', 'no-cache');
  response.headers.set(PAGE_CACHE_HEADER, from);
  return response;
}
