import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../worker/http/errors';
import worker from '../../worker/api-only';
import { forgetEvents, giveBack, KEEP_EVENTS_MS, takeSlot, type ThrottleRule } from '../../worker/http/throttle';
import { insertEach } from './fixtures';
import { throttleEvents } from '#schema/tables';

const db = drizzle(env.DB);
const MINUTE = 60_000;
const rule = (name: string): ThrottleRule => ({ name, limit: 3, windowMs: 10 * MINUTE });

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function stored(key: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM throttle_events WHERE key = ?')
    .bind(key)
    .first<{ n: number }>();
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

describe('giveBack and forgetEvents', () => {
  it("give back the one slot taken, or forget all of a subject's, and the rule message says how long to wait", async () => {
    const failures: ThrottleRule = { ...rule('failures'), message: (wait) => `Wait ${wait}.` };
    const first = await takeSlot(db, failures, 'x@example.pk');
    await takeSlot(db, failures, 'x@example.pk');
    const other = await takeSlot(db, failures, 'y@example.pk');
    const third = await takeSlot(db, failures, 'x@example.pk');
    expect((await refusal(takeSlot(db, failures, 'x@example.pk'))).message).toBe('Wait 10 minutes.');

    await giveBack(db, third);
    await giveBack(db, { ...other, key: 'failures:x@example.pk' }); // another subject's slot is not this one's
    expect(await stored('failures:x@example.pk')).toBe(2);
    expect(await stored('failures:y@example.pk')).toBe(1);
    await takeSlot(db, failures, 'x@example.pk');
    await refusal(takeSlot(db, failures, 'x@example.pk'));

    await giveBack(db, first);
    await giveBack(db, first); // twice is once
    expect(await stored('failures:x@example.pk')).toBe(2);
    await forgetEvents(db, failures, 'x@example.pk');
    expect(await stored('failures:x@example.pk')).toBe(0);
    expect(await stored('failures:y@example.pk')).toBe(1);
  });
});

describe('the scheduled pruning', () => {
  it('drops events older than any rule counts, from every subject, and keeps the rest', async () => {
    const now = Date.now();
    const old = now - KEEP_EVENTS_MS - MINUTE;
    await insertEach(throttleEvents, [
      { key: 'gone:a', at: old },
      { key: 'gone:b', at: old - 90 * MINUTE },
      { key: 'kept:a', at: now - 60 * MINUTE },
    ]);
    const controller = createScheduledController({ scheduledTime: now, cron: '17 * * * *' });
    const ctx = createExecutionContext();
    await worker.scheduled!(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    expect([await stored('gone:a'), await stored('gone:b'), await stored('kept:a')]).toEqual([0, 0, 1]);
  });

  it('refuses a rule that counts over a longer window than events are kept', async () => {
    const tooLong: ThrottleRule = { name: 'too-long', limit: 1, windowMs: KEEP_EVENTS_MS + MINUTE };
    await expect(takeSlot(db, tooLong, 'anyone')).rejects.toThrow(/longer than events are kept/);
  });
});
