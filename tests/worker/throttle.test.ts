import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../worker/http/errors';
import { assertNotThrottled, forgetEvents, recordEvent, takeSlot, type ThrottleRule } from '../../worker/http/throttle';

const db = drizzle(env.DB);
const MINUTE = 60_000;
const rule = (name: string): ThrottleRule => ({ name, limit: 3, windowMs: 10 * MINUTE });

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (err: unknown) => err);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function stored(key: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM throttle_events WHERE key = ?').bind(key).first<{ n: number }>();
  return row!.n;
}

describe('takeSlot', () => {
  it('lets `limit` events through per subject, then answers 429 with the wait until the oldest leaves', async () => {
    const quotes = rule('quote-a');
    const start = 1_000_000_000;
    await takeSlot(db, quotes, '1.1.1.1', start);
    await takeSlot(db, quotes, '1.1.1.1', start + 2 * MINUTE);
    await takeSlot(db, quotes, '1.1.1.1', start + 4 * MINUTE);
    const error = await refusal(takeSlot(db, quotes, '1.1.1.1', start + 5 * MINUTE));
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many attempts. Please try again in 5 minutes.');
    expect(error.headers['Retry-After']).toBe(String(5 * 60));
    await takeSlot(db, quotes, '2.2.2.2', start + 5 * MINUTE);
    // The first event leaves the window: one slot frees up, and the expired row is removed.
    await takeSlot(db, quotes, '1.1.1.1', start + 10 * MINUTE + 1);
    expect(await stored('quote-a:1.1.1.1')).toBe(3);
    await refusal(takeSlot(db, quotes, '1.1.1.1', start + 10 * MINUTE + 2));
  });

  it('never lets two requests at once take the last slot', async () => {
    const quotes = rule('quote-b');
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => takeSlot(db, quotes, 'busy')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await stored('quote-b:busy')).toBe(3);
  });
});

describe('assertNotThrottled and recordEvent', () => {
  it('count only what is recorded, use the rule message, and forget on request', async () => {
    const failures: ThrottleRule = { ...rule('failures'), message: (wait) => `Wait ${wait}.` };
    await assertNotThrottled(db, failures, 'x@example.pk');
    for (let n = 0; n < 3; n++) await recordEvent(db, failures, 'x@example.pk');
    expect((await refusal(assertNotThrottled(db, failures, 'x@example.pk'))).message).toBe('Wait 10 minutes.');
    await forgetEvents(db, failures, 'x@example.pk');
    await assertNotThrottled(db, failures, 'x@example.pk');
  });
});
