/** What the account journeys' API tests share: a new shopper each call, and the auth endpoints as a browser calls them. */
import { env } from 'cloudflare:test';
import { AUTH } from '#schema/api';
import { request } from './client';
let count = 0;
export function newShopper(overrides: Record<string, unknown> = {}) {
  count += 1;
  return {
    username: `Ayesha ${count}`,
    email: `ayesha${count}-${crypto.randomUUID().slice(0, 8)}@example.pk`,
    password: 'gulab-jaman',
    ...overrides,
  };
}

/** Each registration from its own address, so the per-address limit only shows in the test about it. */
export function register(body: unknown, address = crypto.randomUUID()) {
  return request(AUTH.register, { body, headers: { 'cf-connecting-ip': address } });
}

export function logIn(body: unknown) {
  return request(AUTH.login, { body });
}

export async function storedFailures(key: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM throttle_events WHERE key = ?')
    .bind(key)
    .first<{ n: number }>();
  return row!.n;
}

export function whoAmI(token: string) {
  return request(AUTH.user, { token });
}
