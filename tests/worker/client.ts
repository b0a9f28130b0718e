/**
 * How the API tests talk to the Worker: real requests through `SELF.fetch`, with the CSRF cookie and header
 * a browser would send, and users made straight in D1 when a test only needs someone logged in.
 */
import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { z } from 'zod';
import { ANSWERS } from '#schema/answers';
import { errorAnswer } from '#schema/answers/common';
import { pathOf, type Endpoint, type ParamNames } from '#schema/api';
import { ANY_CALL_REFUSES } from '#schema/errors';
import type { Role } from '#schema/roles';
import { signToken } from '../../worker/auth/jwt';
import { db } from './fixtures';
import { users } from '#schema/tables';

export const CSRF = 'test-csrf-token';

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Leave out the CSRF cookie and header, to test the guard. */
  noCsrf?: boolean;
  /** What Cloudflare tells the Worker of the request beside its headers (the browser's own Accept-Encoding). */
  cf?: Record<string, unknown>;
}

export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const { method = 'GET', body, token, headers = {}, noCsrf, cf } = options;
  const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual', ...(cf && { cf }) };
  const all = init.headers as Record<string, string>;
  if (!noCsrf) {
    // Beside any cookie the test sends (a device cookie), as a browser sends them all in one header.
    all.cookie = [all.cookie, `XSRF-TOKEN=${CSRF}`].filter(Boolean).join('; ');
    all['x-xsrf-token'] = CSRF;
  }
  if (token) all.authorization = `Bearer ${token}`;
  if (body !== undefined) {
    all['content-type'] ??= 'application/json';
    // A photo upload sends its bytes as they are.
    init.body = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
  }
  return SELF.fetch(`http://shop.test${path}`, init);
}

/** The parsed JSON of a call, with its status, for `expect(...).toMatchObject(...)`. */
export async function json<T = Record<string, unknown>>(
  path: string,
  options?: CallOptions,
): Promise<{ status: number; body: T }> {
  const response = await call(path, options);
  return { status: response.status, body: (await response.json()) as T };
}

export interface RequestOptions<Route extends string> extends Omit<CallOptions, 'method'> {
  params?: Record<ParamNames<Route>, string>;
  /** A query string without its `?`. */
  query?: string;
}

/**
 * Calls an endpoint of the API contract (schema/api.ts), as the site does: its method and address come from the
 * contract, and its answer is parsed with the endpoint's schema (schema/answers), so a route that answers anything
 * else fails the test that called it: a success with one of the endpoint's statuses and its answer, a refusal with
 * the error envelope and a code the endpoint lists (or any call may meet). The body stays open, so a test can send
 * what the site never would.
 */
export async function request<Answer, Body, Route extends string>(
  endpoint: Endpoint<Answer, Body, Route>,
  options: RequestOptions<Route> = {},
): Promise<{ status: number; body: Answer & { message?: string } }> {
  const path = pathOf(endpoint, options.params) + (options.query ? `?${options.query}` : '');
  const response = await call(path, { ...options, method: endpoint.method });
  const { status } = response;
  if (endpoint.answer === 'file' && response.ok)
    return { status, body: response as unknown as Answer & { message?: string } };
  const body: unknown = status === 304 ? null : await response.json();
  const where = `${endpoint.method} ${path} answered ${status}`;
  if (response.ok) {
    expect(endpoint.status, where).toContain(status);
    const parsed = ANSWERS[endpoint.answer].safeParse(body);
    if (!parsed.success) throw new Error(`${where}, not its answer: ${z.prettifyError(parsed.error)}`);
  } else if (status !== 304) {
    const parsed = errorAnswer.safeParse(body);
    if (!parsed.success) throw new Error(`${where}, not the error envelope: ${z.prettifyError(parsed.error)}`);
    expect([...endpoint.refuses, ...ANY_CALL_REFUSES], `${where}: a code its endpoint does not list`).toContain(
      parsed.data.code,
    );
  }
  return { status, body: body as Answer & { message?: string } };
}

/** For freshness tests: lets the listing cache's second pass. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let userCount = 0;

/** A user row written straight into D1 (password hash is a placeholder: this user logs in by token only). */
export async function makeUser(options: { role?: Role; username?: string } = {}) {
  userCount += 1;
  const role = options.role ?? 'shopper';
  const id = `user-${userCount}-${crypto.randomUUID()}`;
  const email = `shopper${userCount}-${id.slice(-6)}@example.pk`;
  const username = options.username ?? `Shopper ${userCount}`;
  await db
    .insert(users)
    .values({ id, username, email, passwordHash: 'no-password', role, tokenVersion: 0, createdAt: Date.now() });
  const token = await signToken({ sub: id, email, role, ver: 0 }, env.JWT_SECRET);
  return { id, email, username, token };
}
