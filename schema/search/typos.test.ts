import { describe, expect, it } from 'vitest';
import { oneEditApart } from './typos';

describe('oneEditApart', () => {
  it('hears one letter changed, added or left out, or two neighbours swapped', () => {
    expect(oneEditApart('meraj', 'miraj')).toBe(true);
    expect(oneEditApart('gulaab', 'gulab')).toBe(true);
    expect(oneEditApart('gulb', 'gulab')).toBe(true);
    expect(oneEditApart('mirja', 'miraj')).toBe(true);
    expect(oneEditApart('مراج', 'میراج')).toBe(true);
  });

  it('leaves the same word, and two letters wrong, alone', () => {
    expect(oneEditApart('miraj', 'miraj')).toBe(false);
    expect(oneEditApart('meraaj', 'miraj')).toBe(false);
    expect(oneEditApart('marij', 'miraj')).toBe(false);
    expect(oneEditApart('rose', 'rosemary')).toBe(false);
  });
});
