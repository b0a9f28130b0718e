/**
 * The one way the site calls the API: JSON in and out, the bearer token, the CSRF header read from the
 * `XSRF-TOKEN` cookie, and a 401 that logs the shopper out. Failures throw `ApiFailure` with the server's
 * message, so islands only pick their fallback texts. `apiFile` is the same call for a download.
 */
import { $token, clearToken } from './session-token';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What a shopper reads when a call fails: the server's words, else the island's own fallback. */
export function failureMessage(failure: unknown, fallback: string): string {
  return (failure instanceof ApiFailure && failure.message) || fallback;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sent as `Idempotency-Key`, so a retried order is not placed twice. */
  idempotencyKey?: string;
}

function csrfCookie(): string | undefined {
  return document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)?.[1];
}

async function ensureCsrfCookie(): Promise<string> {
  const existing = csrfCookie();
  if (existing) return existing;
  await fetch('/api/csrf', { credentials: 'same-origin' });
  return csrfCookie() ?? '';
}

async function send(path: string, options: ApiOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = $token.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (method !== 'GET') {
    headers['x-xsrf-token'] = await ensureCsrfCookie();
    headers['content-type'] = 'application/json';
  }
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
    });
  } catch {
    throw new ApiFailure(0, 'Could not reach the shop. Please check your connection and try again.');
  }
  if (!response.ok) {
    if (response.status === 401) clearToken();
    const data: unknown = await response.json().catch(() => null);
    const message = (data as { message?: unknown } | null)?.message;
    throw new ApiFailure(response.status, typeof message === 'string' ? message : '');
  }
  return response;
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await response.json().catch(() => null)) as T;
}

/** A file the API answers (the admin's CSV export), with the name the server suggests. */
export async function apiFile(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, {});
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), filename };
}
