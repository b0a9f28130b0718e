import { describe, expect, it } from 'vitest';
import { displayNumber, parseDisplayNumber } from './display-number';

describe('display numbers', () => {
  it('writes FS- and OIL- numbers from the seq', () => {
    expect(displayNumber('FS', 1)).toBe('FS-10001');
    expect(displayNumber('OIL', 427)).toBe('OIL-10427');
  });

  it('reads back what an admin types, and nothing else', () => {
    for (const text of ['FS-10427', 'fs10427', '#FS-10427', 'FS 10427'])
      expect(parseDisplayNumber('FS', text)).toBe(427);
    expect(parseDisplayNumber('OIL', 'OIL-10001')).toBe(1);
    expect(parseDisplayNumber('FS', 'OIL-10001')).toBeNull();
    expect(parseDisplayNumber('FS', 'FS-104')).toBeNull();
  });
});
