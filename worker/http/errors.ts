/**
 * The one error envelope of the API: `{ success: false, message }` with a fitting status.
 * Handlers `throw new ApiError(status, message)`; `handleError` turns anything thrown into the envelope.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Extra response headers, e.g. `Retry-After` on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function errorBody(message: string) {
  return { success: false as const, message };
}

// Hono's own exceptions (body limit, malformed JSON) carry texts meant for developers; shoppers get these.
const MESSAGES: Partial<Record<number, string>> = {
  400: 'The request could not be read. Please check your input.',
  413: 'The request is too large.',
};

export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) return c.json(errorBody(err.message), err.status, err.headers);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json(errorBody(MESSAGES[status] ?? err.message), status);
  }
  console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed:`, err.stack ?? err);
  return c.json(errorBody('Something went wrong on our side. Please try again.'), 500);
}
