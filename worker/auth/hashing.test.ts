import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, handleError } from '../http/errors';
import { HashingGate } from './hashing';

// The clock is vitest's: a "hash" moves it on without running any timer, as a hash holding the thread does.
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

/** A hash that holds the thread for `ms`, noting when it started. */
function hashTaking(ms: number, starts: number[]) {
  return async () => {
    starts.push(Date.now());
    vi.setSystemTime(Date.now() + ms);
    return 'key';
  };
}

/** Requests that each ask for a turn in a task of their own, as requests do, all at the same moment. */
function atOnce(count: number, gate: HashingGate, hash: () => Promise<string>): Promise<string[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () => new Promise<string>((resolve, reject) => setTimeout(() => gate.turn(hash).then(resolve, reject), 0)),
    ),
  );
}

describe('HashingGate.turn', () => {
  it('starts each hash only after the one before and a rest as long as it took', async () => {
    const gate = new HashingGate(10, 10, 100);
    const starts: number[] = [];
    const all = atOnce(3, gate, hashTaking(300, starts));
    await vi.runAllTimersAsync();
    expect(await all).toEqual(['key', 'key', 'key']);
    expect(starts).toEqual([1_000_000, 1_000_600, 1_001_200]);
  });

  it('rests at least the minimum after a hash the clock did not see move (as deployed)', async () => {
    const gate = new HashingGate(10, 10, 250);
    const starts: number[] = [];
    const all = atOnce(3, gate, hashTaking(0, starts));
    await vi.runAllTimersAsync();
    await all;
    expect(starts).toEqual([1_000_000, 1_000_250, 1_000_500]);
  });

  it('does not wait when the last rest is over, and a failed hash still rests', async () => {
    const gate = new HashingGate(10, 10, 100);
    const starts: number[] = [];
    const failing = gate.turn(async () => {
      starts.push(Date.now());
      vi.setSystemTime(Date.now() + 200);
      throw new Error('scrypt failed');
    });
    await expect(failing).rejects.toThrow('scrypt failed');
    const next = gate.turn(hashTaking(10, starts));
    await vi.runAllTimersAsync();
    await next;
    vi.setSystemTime(Date.now() + 5000);
    await gate.turn(hashTaking(10, starts));
    expect(starts).toEqual([1_000_000, 1_000_400, 1_005_410]);
  });
});

describe('HashingGate.admit', () => {
  /** A route behind the gate whose handler answers only when `finish` is called. */
  function app(gate: HashingGate) {
    const reached: number[] = [];
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    const routes = new Hono();
    routes.onError(handleError);
    routes.post('/login', gate.admit, async (c) => {
      reached.push(reached.length);
      await done;
      return c.json({ success: true });
    });
    return { routes, reached, finish: () => finish() };
  }

  it('answers 429 with Retry-After to a request beyond the room, before its handler runs; room frees after', async () => {
    const gate = new HashingGate(2, 2, 250);
    const { routes, reached, finish } = app(gate);
    const admitted = [routes.request('/login', { method: 'POST' }), routes.request('/login', { method: 'POST' })];
    const refused = await routes.request('/login', { method: 'POST' });
    expect(refused.status).toBe(429);
    // Two requests in the room, each expecting a hash and its rest (500 ms at first).
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({
      success: false,
      message: 'Many shoppers are logging in right now. Please try again in 1 second.',
    });
    expect(reached).toHaveLength(2);

    finish();
    expect((await Promise.all(admitted)).map((response) => response.status)).toEqual([200, 200]);
    expect((await routes.request('/login', { method: 'POST' })).status).toBe(200);
  });

  it('gives one client address no more than its share of the room, and others still get in', async () => {
    const gate = new HashingGate(10, 2, 250);
    const { routes, reached, finish } = app(gate);
    const from = (address: string) =>
      routes.request('/login', { method: 'POST', headers: { 'cf-connecting-ip': address } });
    const admitted = [from('203.0.113.9'), from('203.0.113.9')];
    const refused = await from('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    const other = from('198.51.100.4');
    expect(reached).toHaveLength(3);
    finish();
    expect((await Promise.all([...admitted, other])).map((response) => response.status)).toEqual([200, 200, 200]);
    expect((await from('203.0.113.9')).status).toBe(200);
  });

  it('frees the place of a request whose handler failed', async () => {
    const gate = new HashingGate(1, 1, 250);
    const routes = new Hono();
    routes.onError(handleError);
    let fail = true;
    routes.post('/login', gate.admit, (c) => {
      if (fail) throw new ApiError(409, 'Refused', { code: 'wrong_login' });
      return c.json({ success: true });
    });
    expect((await routes.request('/login', { method: 'POST' })).status).toBe(409);
    fail = false;
    expect((await routes.request('/login', { method: 'POST' })).status).toBe(200);
  });
});
