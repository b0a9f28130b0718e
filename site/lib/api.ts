/**
 * The one way the site calls the API: an endpoint of the contract (schema/api.ts) in, its answer out, with the
 * bearer token, the CSRF header read from the `XSRF-TOKEN` cookie, and a refused login token that logs the shopper
 * out. Failures throw `ApiFailure` with the server's message and code, so islands only pick their fallback texts.
 * `callFile` is the same call for a download, `callUpload` for a file sent as the body (a photo).
 */
import { CSRF, pathOf, type Endpoint, type FileAnswer, type Method, type ParamNames } from '#schema/api';
import { busyRetryDelayMs } from '#schema/busy-retry';
import type { CourierNo, CourierSilence } from '#schema/courier-refusal';
import type { ErrorCode } from '#schema/errors';
import type { BrokenRule } from '#schema/payloads/broken-rule';
import { $staffRefused, $token, endRefusedSession } from './session-token';

/**
 * Failures the browser finds itself: the shop could not be reached, or answered a success the site cannot read (a
 * captive portal's page instead of the shop's JSON).
 */
export type ClientFailureCode = 'network' | 'unreadable';

/** What a refusal names beside its message (the error envelope's `rule`, `courier`, `silence`, `product`, `left` and
 * `holder`). */
export interface RefusalAbout {
  /** The rule of the refused field an `invalid` broke, for a page to word it in its own language. */
  rule?: BrokenRule;
  courier?: CourierNo;
  /** The courier that did not answer, and what it was asked. */
  silence?: CourierSilence;
  product?: string;
  /** How many of `product` are left, on an `out_of_stock`; how many it has in stock, on a
   * `stock_below_zero` or `stock_over_limit`. */
  left?: number;
  /** The order already shipping under a tracking number, on a `tracking_number_taken`. */
  holder?: string;
}

/** A refusal as the API sent it: forms place `message` by `field` and react by `code`, never by its words. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | ClientFailureCode = 'internal',
    readonly field?: string,
    /** The Retry-After of a 429, in seconds as the server wrote it. */
    readonly retryAfter: string | null = null,
    /** What the refusal is about, for a page to word it in its own language: why a courier said no, a perfume. */
    readonly about: RefusalAbout = {},
  ) {
    super(message);
  }
}

/** True when the API refused with `code`: the one way an island reacts to a particular refusal. */
export const refusedWith = (failure: unknown, code: ErrorCode | ClientFailureCode): failure is ApiFailure =>
  failure instanceof ApiFailure && failure.code === code;

/** What a shopper reads when a call fails: the server's words, else the island's own fallback. */
export function failureMessage(failure: unknown, fallback: string): string {
  return (failure instanceof ApiFailure && failure.message) || fallback;
}

/** The route's `:name` parameters, required exactly when it has some. */
type ParamsOption<Route extends string> = [ParamNames<Route>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<Route>, string> };

export type CallOptions<Body, Route extends string = string> = ParamsOption<Route> & {
  /** A query string without its `?` (a list's filter and cursor). */
  query?: string;
  body?: Body;
  /** Sent as `Idempotency-Key`, so a retried order is not placed twice. */
  idempotencyKey?: string;
};

function csrfCookie(): string | undefined {
  return document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)?.[1];
}

async function ensureCsrfCookie(): Promise<string> {
  const existing = csrfCookie();
  if (existing) return existing;
  await fetch(pathOf(CSRF.issue), { credentials: 'same-origin' });
  return csrfCookie() ?? '';
}

/** The endpoint's address with its parameters and query. */
function addressOf(endpoint: Endpoint<unknown, unknown>, options: { params?: Record<string, string>; query?: string }) {
  const path = pathOf(endpoint, options.params);
  return options.query ? `${path}?${options.query}` : path;
}

interface SendOptions {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** Sent as the body itself, with its own type, instead of JSON. */
  file?: Blob;
  idempotencyKey?: string;
}

/**
 * Sends the call, and sends it again after Retry-After while the API answers `busy` (it did nothing: its room for
 * password hashing was full when a crowd logged in at once), so the shopper's login waits a few seconds instead of
 * failing.
 */
async function send(endpoint: Endpoint<unknown, unknown>, options: SendOptions): Promise<Response> {
  for (let retries = 0; ; retries++) {
    try {
      return await sendOnce(endpoint, options);
    } catch (failure) {
      const wait = refusedWith(failure, 'busy') ? busyRetryDelayMs(failure.retryAfter, retries) : null;
      if (wait === null) throw failure;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

async function sendOnce(endpoint: Endpoint<unknown, unknown>, options: SendOptions): Promise<Response> {
  const method: Method = endpoint.method;
  const path = addressOf(endpoint, options);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = $token.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (method !== 'GET') {
    headers['x-xsrf-token'] = await ensureCsrfCookie();
    headers['content-type'] = options.file?.type || 'application/json';
  }
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'GET' ? undefined : (options.file ?? JSON.stringify(options.body ?? {})),
    });
  } catch {
    throw new ApiFailure(0, 'Could not reach the shop. Please check your connection and try again.', 'network');
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as Partial<Record<string, unknown>> | null;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const code = (text(data?.code) as ErrorCode | undefined) ?? 'internal';
    // A missing or ended login, never a wrong password typed into the login form: the session ends here.
    if (code === 'unauthorized' || code === 'session_ended') endRefusedSession();
    if (code === 'staff_only') $staffRefused.set(true);
    throw new ApiFailure(
      response.status,
      text(data?.message) ?? '',
      code,
      text(data?.field),
      response.headers.get('retry-after'),
      {
        rule: typeof data?.rule === 'object' && data.rule !== null ? (data.rule as BrokenRule) : undefined,
        courier: typeof data?.courier === 'object' && data.courier !== null ? (data.courier as CourierNo) : undefined,
        silence:
          typeof data?.silence === 'object' && data.silence !== null ? (data.silence as CourierSilence) : undefined,
        product: text(data?.product),
        left: typeof data?.left === 'number' ? data.left : undefined,
        holder: text(data?.holder),
      },
    );
  }
  return response;
}

const unreadable = (response: Response) =>
  new ApiFailure(response.status, "The shop's answer could not be read. Please try again.", 'unreadable');

/**
 * A success's JSON. Every answer of the shop's is its envelope (`success: true`) or, for the oils list, an array:
 * a body that is not JSON, or JSON of another shape (from something between the phone and the shop), is a failure
 * of its own ('unreadable'), never an answer.
 */
async function answerOf<Answer>(response: Response): Promise<Answer> {
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw unreadable(response);
  }
  const enveloped = typeof answer === 'object' && answer !== null && 'success' in answer && answer.success === true;
  if (!enveloped && !Array.isArray(answer)) throw unreadable(response);
  return answer as Answer;
}

/**
 * Calls an endpoint and answers what the contract says it answers. The Worker's route is registered and typed with
 * the same endpoint (`handle`) and the API tests parse its every answer with the endpoint's schema, so the site
 * takes the shape on trust and only checks that the answer is JSON at all.
 */
export async function call<Answer, Body, Route extends string>(
  endpoint: Endpoint<Answer, Body, Route>,
  ...[options]: [ParamNames<Route>] extends [never] ? [CallOptions<Body, Route>?] : [CallOptions<Body, Route>]
): Promise<Answer> {
  return answerOf<Answer>(await send(endpoint, (options ?? {}) as SendOptions));
}

/** A file the API answers (the admin's CSV exports), with the name the server suggests. */
export async function callFile(
  endpoint: Endpoint<FileAnswer, undefined>,
  options: { query?: string } = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(endpoint, options);
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

/** Sends a file as the request's body with its own Content-Type (the admin's photos); answers as `call` does. */
export async function callUpload<Answer>(
  endpoint: Endpoint<Answer, Blob>,
  file: Blob,
  options: { query?: string } = {},
): Promise<Answer> {
  return answerOf<Answer>(await send(endpoint, { ...options, file }));
}
