import { describe, expect, it } from 'vitest';
import { waitInWords } from './throttle';

describe('waitInWords', () => {
  it.each([
    [1, '1 minute'],
    [60_000, '1 minute'],
    [60_001, '2 minutes'],
    [15 * 60_000, '15 minutes'],
    [59 * 60_000 + 1, '1 hour'],
    [90 * 60_000, '2 hours'],
  ])('%i ms reads "%s"', (ms, words) => expect(waitInWords(ms)).toBe(words));
});
