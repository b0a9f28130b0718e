/**
 * The one error envelope of the API: `{ success: false, message, code, field?, rule?, courier?, silence?, product?,
 * left?, holder?, requestId }` with a fitting status.
 * Handlers `throw new ApiError(status, message, { code, field })`; `handleError` turns anything thrown into the
 * envelope. The code is the refusal's own word (schema/errors.ts): the site words and handles a refusal by it.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import type { CourierNo, CourierSilence } from '#schema/courier-refusal';
import type { ErrorAnswer, ErrorCode } from '#schema/errors';
import type { BrokenRule } from '#schema/payloads/broken-rule';

export interface RefusalDetails {
  /** The refusal's own word (schema/errors.ts): every refusal names one. */
  code: ErrorCode;
  /** The payload path the refusal is about: `shippingAddress.phone`. */
  field?: string;
  /** On an `invalid`: the rule of `field` that was broken, for a page to word in its own language. */
  rule?: BrokenRule;
  /** Why a courier said no, on a `courier_refused`. */
  courier?: CourierNo;
  /** The courier that did not answer, on a `courier_unreachable` or `booking_unanswered`, and what it was asked. */
  silence?: CourierSilence;
  /** The perfume (with its size) or oil a refusal is about, as the shop names it, for a page to word it around. */
  product?: string;
  /** How many of that perfume are left, on an `out_of_stock`: the page says the count as the English does. */
  left?: number;
  /** The order already shipping under a tracking number, on a `tracking_number_taken`: the page names it. */
  holder?: string;
  /** Extra response headers, e.g. `Retry-After` on a 429. */
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly rule: BrokenRule | undefined;
  readonly courier: CourierNo | undefined;
  readonly silence: CourierSilence | undefined;
  readonly product: string | undefined;
  readonly left: number | undefined;
  readonly holder: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    details: RefusalDetails,
  ) {
    super(message);
    this.code = details.code;
    this.field = details.field;
    this.rule = details.rule;
    this.courier = details.courier;
    this.silence = details.silence;
    this.product = details.product;
    this.left = details.left;
    this.holder = details.holder;
    this.headers = details.headers ?? {};
  }
}

export function errorBody(
  message: string,
  code: ErrorCode,
  requestId: string,
  {
    field,
    rule,
    courier,
    silence,
    product,
    left,
    holder,
  }: Pick<RefusalDetails, 'field' | 'rule' | 'courier' | 'silence' | 'product' | 'left' | 'holder'> = {},
): ErrorAnswer {
  return {
    success: false,
    message,
    code,
    ...(field === undefined ? {} : { field }),
    ...(rule === undefined ? {} : { rule }),
    ...(courier === undefined ? {} : { courier }),
    ...(silence === undefined ? {} : { silence }),
    ...(product === undefined ? {} : { product }),
    ...(left === undefined ? {} : { left }),
    ...(holder === undefined ? {} : { holder }),
    requestId,
  };
}

/** A request's own name for the log: Cloudflare's Ray ID where the edge gave one (its logs are kept by it), else new. */
function requestIdOf(c: Context): string {
  const ray = c.req.header('cf-ray');
  return ray && /^[\w-]{8,40}$/.test(ray) ? ray : crypto.randomUUID().replaceAll('-', '').slice(0, 16);
}

/** A request the shop could not read (not JSON, not an object, malformed): said without the code's words. */
/** The most of a client's own text a message quotes back: enough to recognise it, never a page of it. */
const MAX_ECHOED = 40;

/** A client's own text (a path segment, a query) as a message quotes it: cut to MAX_ECHOED characters. */
export const echoed = (text: string) => (text.length > MAX_ECHOED ? `${text.slice(0, MAX_ECHOED)}…` : text);

export const NOT_READ = 'The request could not be read. Please check your input.';
export const TOO_LARGE = 'The request is too large.';

// Hono's own exceptions (malformed JSON, a body over the limit) carry texts meant for developers; shoppers get these.
const HONO_REFUSALS: Partial<Record<number, { status: ContentfulStatusCode; message: string; code: ErrorCode }>> = {
  400: { status: 400, message: NOT_READ, code: 'malformed' },
  413: { status: 413, message: TOO_LARGE, code: 'too_large' },
};

export function handleError(err: Error, c: Context): Response {
  const requestId = requestIdOf(c);
  if (err instanceof ApiError) return c.json(errorBody(err.message, err.code, requestId, err), err.status, err.headers);
  const refusal = err instanceof HTTPException ? HONO_REFUSALS[err.status] : undefined;
  if (refusal) return c.json(errorBody(refusal.message, refusal.code, requestId), refusal.status);
  console.error(`[${requestId}] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, err.stack ?? err);
  return c.json(errorBody('Something went wrong on our side. Please try again.', 'internal', requestId), 500);
}
