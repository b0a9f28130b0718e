import { describe, expect, it } from 'vitest';
import { orderDate, partOfDay } from './dates';

describe('order dates', () => {
  it('reads in English as Pakistan does, in Pakistan time', () => {
    expect(orderDate('2026-04-12T10:05:00Z')).toBe('12 Apr 2026, 3:05 pm');
  });

  it('says the time of day in Urdu, on the 12-hour clock, with the Urdu comma', () => {
    // Pakistan is five hours ahead of UTC.
    expect(orderDate('2026-04-12T10:05:00Z', 'ur')).toBe('12 اپریل 2026، دوپہر 3:05');
    expect(orderDate('2026-04-12T04:30:00Z', 'ur')).toBe('12 اپریل 2026، صبح 9:30');
    expect(orderDate('2026-04-12T12:45:00Z', 'ur')).toBe('12 اپریل 2026، شام 5:45');
    expect(orderDate('2026-04-12T16:00:00Z', 'ur')).toBe('12 اپریل 2026، رات 9:00');
    expect(orderDate('2026-04-12T19:10:00Z', 'ur')).toBe('13 اپریل 2026، رات 12:10');
    expect(orderDate('2026-04-12T07:00:00Z', 'ur')).toBe('12 اپریل 2026، دوپہر 12:00');
  });

  it('names each hour of the day', () => {
    expect([4, 5, 11, 12, 15, 16, 18, 19, 23, 0].map(partOfDay)).toEqual([
      'رات',
      'صبح',
      'صبح',
      'دوپہر',
      'دوپہر',
      'شام',
      'شام',
      'رات',
      'رات',
      'رات',
    ]);
  });
});
