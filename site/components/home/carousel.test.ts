import { describe, expect, it } from 'vitest';
import { wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('wraps past the last slide back to the first, and before the first to the last', () => {
    expect(wrapIndex(2, 2)).toBe(0);
    expect(wrapIndex(-1, 2)).toBe(1);
    expect(wrapIndex(1, 2)).toBe(1);
  });
});
