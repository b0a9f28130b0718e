/**
 * Security headers on everything the Worker answers, with Hono's secureHeaders: the same as public/_headers gives
 * the static files, so a page the Worker serves (the receipt shell) is framed, sniffed and referred no differently.
 * API answers are data, never a document: their policy allows nothing at all, and they are not kept in any cache
 * unless their route says otherwise (the catalog listings revalidate with an ETag).
 */
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

const common: Parameters<typeof secureHeaders>[0] = {
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginOpenerPolicy: 'same-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
};

/** What a page's policy adds to its own (its <meta>, or Astro's header): no other site may frame the shop. */
const FRAMING = "frame-ancestors 'none'";

/**
 * A page Astro draws on demand carries its Content-Security-Policy as a header, with the hashes of its scripts and
 * styles (a built page carries it in a <meta>): the framing rule joins it there rather than replacing it.
 */
const pagePolicy = createMiddleware(async (c, next) => {
  await next();
  const own = c.res.headers.get('content-security-policy')?.replace(/[;\s]+$/, '');
  // A built page's own answer (the receipt shell, public/_headers) already says it.
  if (own?.includes(FRAMING)) return;
  c.res.headers.set(
    'content-security-policy',
    own ? `${own}; ${FRAMING}` : `${FRAMING}; object-src 'none'; base-uri 'none'`,
  );
});

export const pageSecurityHeaders = [secureHeaders({ ...common, contentSecurityPolicy: undefined }), pagePolicy];

/** A route answering a page of its own (the printable labels) keeps the policy it names; every other gets this one. */
export const apiSecurityHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  overwrite: false,
});

/**
 * The owner's photos: an image is never a document, so even bytes a browser would read as HTML could run nothing,
 * load nothing and reach nothing of the shop's origin (sandbox gives it an origin of its own).
 */
export const mediaSecurityHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: { defaultSrc: ["'none'"], sandbox: [] },
});

/** Personal answers (the cart, orders, who is logged in) must never be stored by a browser or a proxy. */
export const noStoreByDefault = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
});
