import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, hasHiddenCharactersInText } from './plain-text';

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

describe('hidden characters in free text', () => {
  it.each([
    ['a NUL', 'Hello\u0000'],
    ['an escape', 'Hello \u001b[31m'],
    ['a right-to-left override', 'Invoice \u202egnp.exe'],
    ['a left-to-right isolate', 'Price \u2066100\u2069'],
    ['a zero-width space', 'free\u200bsample'],
  ])('finds %s', (_, text) => {
    expect(hasHiddenCharactersInText(text)).toBe(true);
  });

  it.each([
    ['line breaks', 'Salam,\r\nI need 20 bottles.\nThanks'],
    ['a tab', 'Qty:\t20'],
    ['Urdu with a zero-width non-joiner', 'عائشہ\u200cخان'],
  ])('lets %s through', (_, text) => {
    expect(hasHiddenCharactersInText(text)).toBe(false);
  });
});

describe('characters that forge lines or hide in any free text', () => {
  it.each([
    ['a line separator', 'Ali\u2028Total to pay on delivery: Rs 1'],
    ['a paragraph separator', 'Ali\u2029Khan'],
    ['a tag character', 'Ali\u{E0041}'],
    ['a Hangul filler', '\u3164'],
    ['a Mongolian vowel separator', 'Ali\u180E'],
    ['a combining grapheme joiner', 'A\u034Fli'],
    ['an interlinear annotation', '\uFFF9Ali\uFFFB'],
    ['a noncharacter', 'Ali\uFFFF'],
    ['a noncharacter of another plane', 'Ali\u{10FFFE}'],
    ['a lone surrogate', 'Ali\uD800'],
    ['a lone low surrogate', '\uDC00Ali'],
  ])('finds %s, in a line and in text', (_, text) => {
    expect(hasHiddenCharacters(text)).toBe(true);
    expect(hasHiddenCharactersInText(text)).toBe(true);
  });

  it.each([
    ['an emoji with a variation selector', 'Rose ❤\uFE0F'],
    ['a flag', 'Pakistan 🇵🇰'],
    ['a character beyond the first plane', 'Oud 𝒪'],
    ['Arabic script with its marks', 'عطرِ گلاب'],
  ])('lets %s through', (_, text) => {
    expect(hasHiddenCharacters(text)).toBe(false);
    expect(hasHiddenCharactersInText(text)).toBe(false);
  });
});
