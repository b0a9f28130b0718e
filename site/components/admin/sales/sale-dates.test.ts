import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './sale-dates';

describe("a sale's dates in a datetime-local field", () => {
  it('round-trips an ISO time through the field, to the minute', () => {
    const iso = '2026-03-30T16:00:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it('has no time for an empty field', () => {
    expect(fromLocalInput('')).toBe('');
  });
});
