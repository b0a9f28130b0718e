import { describe, expect, it } from 'vitest';
import { RESULTS_PAGE, shownFrom } from './shown';

describe('shownFrom', () => {
  it('is a page of results when the address asks for none, too few or nonsense', () => {
    for (const value of [null, '', '0', '-48', '12', 'lots', 'NaN', 'Infinity'])
      expect(shownFrom(value)).toBe(RESULTS_PAGE);
  });

  it('rounds what is asked up to whole pages', () => {
    expect(shownFrom('48')).toBe(48);
    expect(shownFrom('25')).toBe(48);
    expect(shownFrom('72.5')).toBe(96);
  });

  it('keeps a huge number to a bounded one, so it cannot fill the page cache', () => {
    expect(shownFrom('1e9')).toBe(960);
    expect(shownFrom('961')).toBe(960);
  });
});
