import { describe, expect, it } from 'vitest';
import { call, makeUser } from './client';

const EVERYWHERE = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

function expectHeaders(response: Response, expected: Record<string, string>) {
  for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
}

describe('security headers on what the Worker answers', () => {
  it('an API answer carries them, with a policy that allows nothing', async () => {
    const response = await call('/api/oils');
    expectHeaders(response, EVERYWHERE);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('an API error carries them too', async () => {
    for (const response of [
      await call('/api/no-such-thing'),
      await call('/api/cart'),
      await call('/api/cart/add', { method: 'POST', noCsrf: true }),
    ]) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expectHeaders(response, EVERYWHERE);
    }
  });

  it('a page the Worker serves, and its redirects, may not be framed', async () => {
    for (const response of [await call('/order-confirmation/anything'), await call('/no-such-page')]) {
      expectHeaders(response, EVERYWHERE);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});

describe('Cache-Control on API answers', () => {
  it('personal answers are never stored', async () => {
    const { token } = await makeUser();
    for (const path of [
      '/api/auth/user',
      '/api/cart',
      '/api/orders',
      '/api/oilsCart',
      '/api/oilsOrders',
      '/api/account/delivery',
    ]) {
      const response = await call(path, { token });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('the catalog listings keep revalidating with their ETag', async () => {
    const response = await call('/api/products/category/woody');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
  });
});
