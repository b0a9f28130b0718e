import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH, CART, ORDERS } from '#schema/api';
import { ApiFailure, call } from './api';
import { $token } from './session-token';

/** What the browser gets back, as a captive portal or the shop would answer. */
const answering = (body: string, status: number, type = 'application/json') =>
  vi.stubGlobal('fetch', async () => new Response(body, { status, headers: { 'content-type': type } }));

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it("answers the success's JSON", async () => {
    answering(JSON.stringify({ success: true, cart: { items: [] } }), 200);
    expect(await call(CART.read)).toEqual({ success: true, cart: { items: [] } });
  });

  it('throws an unreadable ApiFailure on a success whose body is not JSON (a captive portal), never null', async () => {
    answering('<html>Log in to the airport Wi-Fi</html>', 200, 'text/html');
    const failure = await call(CART.read).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 200, code: 'unreadable' });
  });

  it.each(['{}', 'null', '"ok"', JSON.stringify({ success: false, order: {} })])(
    "throws an unreadable ApiFailure on a success that is not the shop's answer (%s)",
    async (body) => {
      answering(body, 200);
      await expect(call(CART.read)).rejects.toMatchObject({ status: 200, code: 'unreadable' });
    },
  );

  it("throws the refusal's code and field as the API sent them", async () => {
    const refusal = { success: false, message: 'Please pick a known order status.', code: 'invalid', field: 'status' };
    answering(JSON.stringify(refusal), 400);
    const refused = call(ORDERS.list, { query: 'status=lost' });
    await expect(refused).rejects.toMatchObject({ status: 400, code: 'invalid', field: 'status' });
  });
});

describe('a refused login token', () => {
  /** The browser's storage, as the session token keeps it. */
  const storage = () => {
    const kept = new Map<string, string>();
    return {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: kept.set.bind(kept),
      removeItem: kept.delete.bind(kept),
    };
  };
  const loggedIn = () => {
    vi.stubGlobal('localStorage', storage());
    vi.stubGlobal('sessionStorage', storage());
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=a-csrf-token' });
    $token.set('a-token');
  };

  it('ends the session when the API says it has ended', async () => {
    loggedIn();
    answering(JSON.stringify({ success: false, message: 'Your session has ended.', code: 'session_ended' }), 401);
    await expect(call(CART.read)).rejects.toMatchObject({ code: 'session_ended' });
    expect($token.get()).toBeNull();
  });

  it('keeps the session when a login is refused for a wrong password, though that is a 401 too', async () => {
    loggedIn();
    answering(JSON.stringify({ success: false, message: 'Invalid email or password', code: 'wrong_login' }), 401);
    await expect(call(AUTH.login, { body: { email: 'a@example.pk', password: 'wrong' } })).rejects.toMatchObject({
      code: 'wrong_login',
    });
    expect($token.get()).toBe('a-token');
  });
});
