import { describe, expect, it } from 'vitest';
import { wordsOf } from './fold';
import { consonantsOf } from './consonants';

const consonants = (word: string) => consonantsOf(wordsOf(word)[0]!);

describe('a word’s consonants in either script', () => {
  it('are the same for a name in Roman Urdu and in Urdu script', () => {
    for (const [roman, urdu] of [
      ['Noor', 'نور'],
      ['Shaam', 'شام'],
      ['Sehar', 'سحر'],
      ['Majmua', 'مجموعہ'],
      ['Shamama', 'شمامہ'],
      ['Bela', 'بیلا'],
      ['Khushboo', 'خوشبو'],
      ['Qamar', 'قمر'],
      ['Jahan', 'جہاں'],
      ['Ruh', 'روح'],
    ])
      expect(consonants(urdu!), roman).toBe(consonants(roman!));
  });

  it('tell apart names that sound apart', () => {
    expect(consonantsOf('noor')).toBe('nr');
    expect(consonantsOf('shaam')).toBe('Sm');
    expect(consonantsOf('mehfil')).not.toBe(consonantsOf('mahal'));
  });

  it('are nothing for a word of digits or of both scripts', () => {
    expect(consonantsOf('100ml')).toBe('');
    expect(consonantsOf('نورnoor')).toBe('');
  });
});
