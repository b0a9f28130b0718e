import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerTwinsAlike } from './twin-requests';

/**
 * A route behind answerTwinsAlike that answers what the test says, when the test says: `handled` counts the requests
 * that reached it (each of which would have signed in, read its body and gone to D1).
 */
function shop(waitMs?: number) {
  let handled = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let answer: { status: number; body: object } = { status: 201, body: { order: 'FS-10001' } };
  const app = new Hono();
  app.post('/orders', answerTwinsAlike(waitMs), async (c) => {
    handled += 1;
    await gate;
    return c.json(answer.body, answer.status as 201);
  });
  const send = (body = '{"items":[1]}', headers: Record<string, string> = {}) =>
    app.request('/orders', {
      method: 'POST',
      body,
      headers: { authorization: 'Bearer shopper-1', 'idempotency-key': 'tap-1', ...headers },
    });
  return {
    send,
    open,
    answers: (status: number, body: object) => (answer = { status, body }),
    handled: () => handled,
  };
}

const read = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('answerTwinsAlike', () => {
  it("answers a twin sent while its first is under way with the first's answer, as a retry (200)", async () => {
    const { send, open, handled } = shop();
    const first = send();
    const twin = send();
    open();
    expect(await read(await first)).toEqual({ status: 201, body: { order: 'FS-10001' } });
    expect(await read(await twin)).toEqual({ status: 200, body: { order: 'FS-10001' } });
    expect(handled()).toBe(1);
  });

  it("answers a twin the first's refusal", async () => {
    const { send, open, answers, handled } = shop();
    answers(409, { success: false, code: 'out_of_stock' });
    const [first, twin] = [send(), send()];
    open();
    expect((await read(await first)).status).toBe(409);
    expect(await read(await twin)).toEqual({ status: 409, body: { success: false, code: 'out_of_stock' } });
    expect(handled()).toBe(1);
  });

  it('takes no request for a twin that differs in its body, key or credential, or has no key or no credential', async () => {
    const { send, open, handled } = shop();
    const sent = [
      send(),
      send('{"items":[2]}'),
      send(undefined, { 'idempotency-key': 'tap-2' }),
      send(undefined, { authorization: 'Bearer shopper-2' }),
    ];
    const app = new Hono();
    app.post('/orders', answerTwinsAlike(), (c) => c.json({ handled: true }, 201));
    const unkeyed = await app.request('/orders', {
      method: 'POST',
      body: '{}',
      headers: { authorization: 'Bearer a' },
    });
    const anonymous = await app.request('/orders', { method: 'POST', body: '{}', headers: { 'idempotency-key': 'k' } });
    expect([unkeyed.status, anonymous.status]).toEqual([201, 201]);
    open();
    expect((await Promise.all(sent)).map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(handled()).toBe(4);
  });

  it('lets a twin go as if it came first when its first failed (500)', async () => {
    const { send, open, answers, handled } = shop();
    answers(500, { success: false });
    const [first, twin] = [send(), send()];
    open();
    expect((await first).status).toBe(500);
    expect((await twin).status).toBe(500);
    expect(handled()).toBe(2);
  });

  it('lets a twin go as if it came first when its first has not answered in the wait (a dropped connection)', async () => {
    const { send, open, handled } = shop(20);
    const first = send();
    const twin = send();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(handled()).toBe(2);
    open();
    expect([(await first).status, (await twin).status]).toEqual([201, 201]);
  });

  it('takes the same request sent after its first has answered to the route, as any retry', async () => {
    const { send, open, handled } = shop();
    open();
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    expect(handled()).toBe(2);
  });
});
