import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH } from '#schema/api';
import { FORM_PAGES } from '../../worker/pages/form-pages';
import { call, json, makeUser, request } from './client';

// The guards run before routing, so any mutation path shows them; the cart's add is a real one.
const MUTATION = '/api/cart/add';

describe('the error envelope', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives 404 JSON for an unknown API path', async () => {
    const { status, body } = await json('/api/no-such-thing');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, message: expect.any(String), code: 'no_such_address' });
  });

  it('gives 405 with Allow for a known address called with a method it does not take', async () => {
    // Logged in: the guards, which run before routing, let the call reach the router.
    const { token } = await makeUser();
    const login = await call('/api/auth/login', { method: 'DELETE', token });
    expect(login.status).toBe(405);
    expect(login.headers.get('allow')).toBe('POST');
    expect(await login.json()).toMatchObject({ success: false, code: 'method_not_allowed' });
    // An address with a parameter, answering two methods.
    const line = await call('/api/cart/some-product', { method: 'PATCH', body: {}, token });
    expect(line.status).toBe(405);
    expect(line.headers.get('allow')?.split(', ').sort()).toEqual(['DELETE', 'PUT']);
    const product = await call('/api/products/some-id', { method: 'POST', body: {}, token });
    expect(product.status).toBe(405);
    expect(product.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'HEAD']);
    // Deeper than any route: nothing answers there.
    expect((await call('/api/auth/login/more', { method: 'POST', body: {}, token })).status).toBe(404);
  });

  it.each([
    ['GET', '/api/orders/'],
    ['GET', '/api/orders/export.csv/'],
    ['POST', '/api/auth/login/'],
    ['POST', '/api/track/'],
  ])('gives 404 for %s %s, an address with a slash more than the contract’s', async (method, path) => {
    const { token } = await makeUser();
    const answer = await call(path, { method, token, ...(method === 'POST' ? { body: {} } : {}) });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('allow')).toBeNull();
    expect(await answer.json()).toMatchObject({ success: false, code: 'no_such_address' });
  });

  it('gives 400 for malformed JSON', async () => {
    const { status, body } = await request(AUTH.login, { body: '{"email": ' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'malformed' });
  });

  describe('a body that is not a JSON object', () => {
    const bodies = ['[{"email":"a@example.pk"}]', 'null', '"hello"', '42', 'true'];
    const routes = ['/api/auth/login', '/api/quotes', '/api/newsletter', '/api/cart/add'];
    it.each(routes.flatMap((path) => bodies.map((body) => [path, body])))(
      'gets a readable 400 at %s for %s',
      async (path, body) => {
        const { token } = await makeUser();
        expect(await json(path, { method: 'POST', body, token })).toMatchObject({
          status: 400,
          body: { success: false, code: 'malformed' },
        });
      },
    );
  });

  it('gives 413 for a body over 16 KB', async () => {
    const { status, body } = await json(MUTATION, { method: 'POST', body: { filler: 'x'.repeat(17 * 1024) } });
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, code: 'too_large' });
  });

  it('gives 415 for a mutation that is not JSON', async () => {
    const { status, body } = await json(MUTATION, {
      method: 'POST',
      body: 'productId=blue-mist',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(status).toBe(415);
    expect(body).toMatchObject({ success: false, code: 'unsupported_media_type' });
  });

  it.each([
    'application/json-seq',
    'application/json-anything',
    'application/jsonp',
    'text/application/json',
    'application/problem+json',
  ])('gives 415 for %s, though it starts like JSON', async (type) => {
    const { token } = await makeUser();
    const { status, body } = await json(MUTATION, {
      method: 'POST',
      token,
      body: { productId: 'blue-mist' },
      headers: { 'content-type': type },
    });
    expect(status).toBe(415);
    expect(body).toMatchObject({ success: false, code: 'unsupported_media_type' });
  });

  it.each([
    'application/json',
    'Application/JSON',
    'application/json; charset=utf-8',
    'application/json ; charset=UTF-8',
    'application/json;',
  ])('reads the body sent as %s', async (type) => {
    const { token } = await makeUser();
    const { status } = await json(MUTATION, {
      method: 'POST',
      token,
      body: { productId: 'blue-mist' },
      headers: { 'content-type': type },
    });
    expect(status).toBe(200);
  });

  it('gives 403 for a mutation without the CSRF token', async () => {
    const { status, body } = await json(MUTATION, { method: 'POST', body: {}, noCsrf: true });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: 'csrf' });
  });

  it('sets the CSRF cookie on an API answer when the browser has none', async () => {
    const response = await call('/api/csrf', { noCsrf: true });
    expect(response.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[0-9a-f]{32};/);
  });

  it('sets the CSRF cookie on the 403 too, so a client that lost its cookie can retry with the new one', async () => {
    const refused = await call(MUTATION, { method: 'POST', body: { productId: 'rawayat' }, noCsrf: true });
    expect(refused.status).toBe(403);
    const token = /^XSRF-TOKEN=([0-9a-f]{32});/.exec(refused.headers.get('set-cookie') ?? '')?.[1];
    expect(token).toBeDefined();

    const retry = await call(MUTATION, {
      method: 'POST',
      body: { productId: 'rawayat' },
      noCsrf: true,
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token! },
    });
    // Past the CSRF guard: the cart wants a logged-in shopper.
    expect(retry.status).toBe(401);
  });

  it('does not replace a cookie the request sent, even when its header is wrong', async () => {
    const refused = await call(MUTATION, {
      method: 'POST',
      body: {},
      noCsrf: true,
      headers: { cookie: 'XSRF-TOKEN=kept', 'x-xsrf-token': 'other' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it('gives 500 with a generic message and a log line when something breaks, never a stack trace', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.DB.prepare('DROP TABLE oils').run();
    const response = await call('/api/oils');
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toMatchObject({ success: false, code: 'internal' });
    expect(text).not.toMatch(/at |oils|SQL/i);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('GET /api/oils failed'), expect.anything());
    // The answer names its request, and so does the log line: a screenshot of the one finds the other.
    const { requestId } = JSON.parse(text) as { requestId: string };
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`[${requestId}] GET /api/oils`), expect.anything());
  });

  it('names every refusal’s request, each its own, by Cloudflare’s Ray ID where the edge gave one', async () => {
    const refusals = await Promise.all([
      json('/api/no-such-thing'),
      request(AUTH.login, { body: '{"email": ' }),
      json(MUTATION, { method: 'POST', body: {}, headers: { 'x-csrf-token': 'wrong' } }),
      json('/api/orders'),
    ]);
    const ids = refusals.map(({ body }) => (body as { requestId?: unknown }).requestId);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,40}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const rayed = await json('/api/no-such-thing', { headers: { 'cf-ray': '8f1e2d3c4b5a6978-KHI' } });
    expect(rayed.body).toMatchObject({ code: 'no_such_address', requestId: '8f1e2d3c4b5a6978-KHI' });
  });
});

describe('pages', () => {
  it.each([
    '/',
    '/no-such-page',
    '/woody',
    '/deep/unknown/path',
    '/old-page.html',
    '/index.php',
    '/shop.php?id=3',
    '/old-page.aspx',
    '/product.jsp',
  ])('redirects %s to /home', async (path) => {
    const response = await call(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/home');
  });

  // The address people share for the Urdu shop, and any Urdu page it does not have, stay in Urdu.
  it.each(['/ur', '/ur/', '/ur/no-such-page', '/ur/deep/unknown/path', '/ur/old-page.html'])(
    'redirects %s to /ur/home',
    async (path) => {
      const response = await call(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/ur/home');
    },
  );

  // Only a browser sending the form itself (no script yet, or none) makes this POST: its fields stay out of any address.
  it.each(FORM_PAGES)("answers the POST of %s's form with 303 to the same page", async (page) => {
    const response = await call(`${page}?next=%2Fcart`, {
      method: 'POST',
      body: 'email=ayesha%40example.pk&password=saffron-and-rose-2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      noCsrf: true,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${page}?next=%2Fcart`);
  });

  it.each(['/urdu', '/ur-pk/home'])('redirects %s, not under /ur, to /home', async (path) => {
    const response = await call(path);
    expect(response.headers.get('location')).toBe('/home');
  });

  // After a deploy, a page cached before it still asks for the old build's chunks: they must fail as files, not turn into /home's HTML.
  it.each([
    '/_astro/Cart.OldHash12.js',
    '/_astro/no-extension',
    '/images/products/gone.webp',
    '/favicon.ico',
    '/styles/site.css',
    '/sitemap-index.xml',
    '/ads.txt',
    '/manifest.json',
    '/icons/logo.svg',
    '/banner.PNG',
  ])('answers a missing file %s with a plain 404, not a redirect', async (path) => {
    const response = await call(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Not found');
  });
});
