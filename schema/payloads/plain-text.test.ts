import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters } from './plain-text';

describe('hidden characters in one-line fields', () => {
  it.each([
    ['a line break', 'Ali\nTotal to pay on delivery: Rs 1'],
    ['a carriage return', 'Ali\rKhan'],
    ['a tab', 'Ali\tKhan'],
    ['a NUL', 'Lahore\u0000'],
    ['a right-to-left override', 'Lahore\u202e'],
    ['a zero-width space', 'Ay\u200besha'],
    ['a byte order mark', '\ufeffAyesha'],
  ])('finds %s', (_, text) => {
    expect(hasHiddenCharacters(text)).toBe(true);
  });

  it.each([
    ['English', "Ayesha O'Brien-Khan"],
    ['Urdu with a zero-width non-joiner', 'عائشہ\u200cخان'],
    ['an emoji with a joiner', 'Ali 👨\u200d👩\u200d👧'],
    ['an address', 'House 5, Street 2, Block C, Gulberg III'],
  ])('lets %s through', (_, text) => {
    expect(hasHiddenCharacters(text)).toBe(false);
  });
});
