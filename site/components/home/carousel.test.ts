import { describe, expect, it } from 'vitest';
import { trackTransform, wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('wraps past the last slide back to the first, and before the first to the last', () => {
    expect(wrapIndex(2, 2)).toBe(0);
    expect(wrapIndex(-1, 2)).toBe(1);
    expect(wrapIndex(1, 2)).toBe(1);
  });
});

describe('trackTransform', () => {
  it('slides the track leftward left to right, and rightward right to left', () => {
    expect(trackTransform(0, 'ltr')).toBe('translateX(0%)');
    expect(trackTransform(1, 'ltr')).toBe('translateX(-100%)');
    expect(trackTransform(1, 'rtl')).toBe('translateX(100%)');
  });
});
