import { describe, expect, it } from 'vitest';
import { BUSY_RETRIES, busyRetryDelayMs } from './busy-retry';

describe('sending a busy refusal again', () => {
  it('waits the Retry-After, stretched by up to half of it so a crowd spreads out', () => {
    expect(busyRetryDelayMs('4', 0, () => 0)).toBe(4000);
    expect(busyRetryDelayMs('4', 0, () => 0.999)).toBe(5998);
  });

  it('waits a second for a missing or unreadable Retry-After, and at most 30 s for a long one', () => {
    expect(busyRetryDelayMs(null, 0, () => 0)).toBe(1000);
    expect(busyRetryDelayMs('soon', 0, () => 0)).toBe(1000);
    expect(busyRetryDelayMs('3600', 0, () => 0)).toBe(30_000);
  });

  it('gives up after a few tries', () => {
    expect(busyRetryDelayMs('1', BUSY_RETRIES - 1, () => 0)).toBe(1000);
    expect(busyRetryDelayMs('1', BUSY_RETRIES, () => 0)).toBeNull();
  });
});
