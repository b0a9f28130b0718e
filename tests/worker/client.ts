/**
 * How the API tests talk to the Worker: real requests through `SELF.fetch`, with the CSRF cookie and header
 * a browser would send, and users made straight in D1 when a test only needs someone logged in.
 */
import { env, SELF } from 'cloudflare:test';
import { signToken } from '../../worker/auth/jwt';

export const CSRF = 'test-csrf-token';

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Leave out the CSRF cookie and header, to test the guard. */
  noCsrf?: boolean;
}

export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const { method = 'GET', body, token, headers = {}, noCsrf } = options;
  const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
  const all = init.headers as Record<string, string>;
  if (!noCsrf) {
    all.cookie = `XSRF-TOKEN=${CSRF}`;
    all['x-xsrf-token'] = CSRF;
  }
  if (token) all.authorization = `Bearer ${token}`;
  if (body !== undefined) {
    all['content-type'] ??= 'application/json';
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  return SELF.fetch(`http://shop.test${path}`, init);
}

/** The parsed JSON of a call, with its status, for `expect(...).toMatchObject(...)`. */
export async function json<T = Record<string, unknown>>(path: string, options?: CallOptions): Promise<{ status: number; body: T }> {
  const response = await call(path, options);
  return { status: response.status, body: (await response.json()) as T };
}

/** For freshness tests: lets the listing cache's second pass. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let userCount = 0;

/** A user row written straight into D1 (password hash is a placeholder: this user logs in by token only). */
export async function makeUser(options: { isAdmin?: boolean; username?: string } = {}) {
  userCount += 1;
  const id = `user-${userCount}-${crypto.randomUUID()}`;
  const email = `shopper${userCount}-${id.slice(-6)}@example.pk`;
  const username = options.username ?? `Shopper ${userCount}`;
  await env.DB.prepare(
    'INSERT INTO users (id, username, email, password_hash, is_admin, token_version, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)',
  )
    .bind(id, username, email, 'no-password', options.isAdmin ? 1 : 0, Date.now())
    .run();
  const token = await signToken({ sub: id, email, isAdmin: Boolean(options.isAdmin), ver: 0 }, env.JWT_SECRET);
  return { id, email, username, token };
}
