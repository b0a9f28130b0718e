/**
 * Checks every /api request passes before a route sees it: body size, JSON-only mutations, and the
 * double-submit CSRF token (an `XSRF-TOKEN` cookie echoed in `X-XSRF-TOKEN`).
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { limitBodyTo } from './body-limit';
import { ApiError, NOT_READ, TOO_LARGE } from './errors';

export const MAX_BODY_BYTES = 16 * 1024;
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `application/json`, alone or with parameters; not `application/json-seq` or the like, whose body the validator would skip. */
const JSON_TYPE = /^\s*application\/json\s*(;|$)/i;

export const limitBody = limitBodyTo(MAX_BODY_BYTES, () => new ApiError(413, TOO_LARGE, { code: 'too_large' }));

/**
 * POST, PUT and PATCH must send JSON; a DELETE may send nothing, but if it sends a body it must be JSON.
 * The body is parsed here once (Hono caches it for the route's validator), so malformed JSON is a 400 everywhere.
 */
export const requireJson: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (MUTATIONS.has(method)) {
    const type = c.req.header('content-type') ?? '';
    const sendsBody =
      Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
    if ((method !== 'DELETE' || sendsBody) && !JSON_TYPE.test(type)) {
      throw new ApiError(415, NOT_READ, { code: 'unsupported_media_type' });
    }
    if (sendsBody) {
      await c.req.json().catch(() => {
        throw new ApiError(400, NOT_READ, { code: 'malformed' });
      });
    }
  }
  await next();
};

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The cookie is set on every answer to a request without one, the 403 included (set before the error handler
 * writes it), so a client that lost its cookie can read the new one and retry.
 */
export const csrf: MiddlewareHandler = async (c, next) => {
  const cookie = getCookie(c, CSRF_COOKIE);
  try {
    if (MUTATIONS.has(c.req.method)) {
      const header = c.req.header(CSRF_HEADER);
      if (!cookie || !header || !sameText(cookie, header))
        throw new ApiError(403, 'Invalid CSRF token', { code: 'csrf' });
    }
    await next();
  } finally {
    if (!cookie) {
      setCookie(c, CSRF_COOKIE, newToken(), {
        path: '/',
        sameSite: 'Strict',
        secure: new URL(c.req.url).protocol === 'https:',
        maxAge: 60 * 60 * 24 * 365,
      });
    }
  }
};
