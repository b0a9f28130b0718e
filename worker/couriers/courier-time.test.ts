import { describe, expect, it } from 'vitest';
import { courierTime } from './courier-time';

describe('a courier’s time', () => {
  it('reads a time without a zone as Pakistan’s', () => {
    expect(courierTime('2026-11-29 14:05:00')).toBe(Date.parse('2026-11-29T09:05:00Z'));
    expect(courierTime('29/11/2026 14:05')).toBe(Date.parse('2026-11-29T09:05:00Z'));
  });
  it('reads a time with a zone as written', () => {
    expect(courierTime('2026-11-29T09:05:00Z')).toBe(Date.parse('2026-11-29T09:05:00Z'));
  });
  it('is null when there is none or it cannot be read', () => {
    for (const written of [null, undefined, '', '  ', 'yesterday', '2026-13-45 99:99'])
      expect(courierTime(written)).toBe(null);
  });
});
