import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART, ORDERS } from '#schema/api';
import { ApiFailure, call } from './api';

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

  it("throws the refusal's code and field as the API sent them", async () => {
    const refusal = { success: false, message: 'Please pick a known order status.', code: 'invalid', field: 'status' };
    answering(JSON.stringify(refusal), 400);
    const refused = call(ORDERS.list, { query: 'status=lost' });
    await expect(refused).rejects.toMatchObject({ status: 400, code: 'invalid', field: 'status' });
  });
});
