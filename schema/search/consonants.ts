/**
 * A word's consonants as Roman Urdu and Urdu script both write them, so a name is found typed in the other script:
 * نور is Noor, شام Shaam, سحر Sehar, مجموعہ Majmua. What the two scripts write differently is left out: the vowels,
 * and the letters either may write as a vowel or not at all (h, w and v, y; ہ ح ھ ع و ی ے). Sh, ch, kh and gh are
 * one sound each, as ش چ خ غ are one letter; q is k, as ق and ک are both k to a shopper's ear. A letter twice is one.
 * Only for what no spelling says better: a perfume's own Urdu spelling, where the shop has one, is surer.
 */

const ROMAN_SOUNDS: Array<[RegExp, string]> = [
  [/sh/g, 'S'],
  [/ch/g, 'C'],
  [/kh/g, 'X'],
  [/gh/g, 'G'],
  [/ph/g, 'f'],
  [/([bdjtz])h/g, '$1'],
  [/[qc]/g, 'k'],
  [/x/g, 'ks'],
  [/[aeiouhwvy]/g, ''],
];

const URDU_SOUNDS: Readonly<Record<string, string>> = {
  ب: 'b',
  پ: 'p',
  ت: 't',
  ٹ: 't',
  ث: 's',
  ج: 'j',
  چ: 'C',
  خ: 'X',
  د: 'd',
  ڈ: 'd',
  ذ: 'z',
  ر: 'r',
  ڑ: 'r',
  ز: 'z',
  ژ: 'z',
  س: 's',
  ش: 'S',
  ص: 's',
  ض: 'z',
  ط: 't',
  ظ: 'z',
  غ: 'G',
  ف: 'f',
  ق: 'k',
  ک: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ں: 'n',
};

/** Whether a folded word is in Urdu script. */
export const isUrduWord = (word: string) => /^[\u0600-\u06ff]+$/.test(word);

/** The consonants of a folded word (fold.ts), Roman or Urdu script; '' for one with digits or of both scripts. */
export function consonantsOf(word: string): string {
  let sounds: string;
  if (/^[a-z]+$/.test(word))
    sounds = ROMAN_SOUNDS.reduce((text, [letters, sound]) => text.replace(letters, sound), word);
  else if (isUrduWord(word)) sounds = [...word].map((letter) => URDU_SOUNDS[letter] ?? '').join('');
  else return '';
  return sounds.replace(/(.)\1+/g, '$1');
}

/**
 * The index's key for a name word by its consonants, or null where they are too few to tell names apart (one
 * consonant is the start of half the catalog): its own file of the index, '~', apart from every spelled word.
 */
export function consonantKey(word: string): string | null {
  const consonants = consonantsOf(word);
  return consonants.length >= 2 ? `~${consonants}` : null;
}
