import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './sale-dates';

describe("a sale's dates in a datetime-local field", () => {
  it('round-trips an ISO time through the field, to the minute', () => {
    const iso = '2026-03-30T16:00:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it('holds Pakistan time, whatever zone the device is in', () => {
    // 4 pm UTC is 9 pm in Pakistan.
    expect(toLocalInput('2026-03-30T16:00:00.000Z')).toBe('2026-03-30T21:00');
    expect(fromLocalInput('2026-03-30T21:00')).toBe('2026-03-30T16:00:00.000Z');
    expect(fromLocalInput('2026-04-01T02:30')).toBe('2026-03-31T21:30:00.000Z');
  });

  it('has no time for an empty field', () => {
    expect(fromLocalInput('')).toBe('');
  });
});
