/**
 * How a word sounds in Roman Urdu, so a name is found however a shopper spells what they heard: Toofan typed as
 * tufan, Wazir as wazeer, Qahwa as kahwa or kehwa, Heer as hir, Rooh as ruh, Kinnow as kino, Lehar as lahar, and in
 * Urdu script کینو as کنو. Roman Urdu has no one spelling: a long vowel is doubled or not (oo and u, ee and i, aa
 * and a), the short vowel between two consonants is written a, e or i as the shopper hears it, q is k, w is v, and a
 * final h after a vowel is silent. The index keeps this key beside each name word, and a typed word's key finds it.
 */

/** The shortest typed word read by its sound: shorter ones ('ru', 'ka') are the start of too many words. */
export const MIN_SOUNDED_LENGTH = 3;

const CONSONANT = 'b-df-hj-np-tv-z';
const SHORT_VOWEL_BETWEEN_CONSONANTS = new RegExp(`(?<=[${CONSONANT}])[ei](?=[${CONSONANT}])`, 'g');

/** A Roman word's sound: kinnow, kino and keeno are all 'kano'. */
function romanKey(word: string): string {
  return word
    .replace(/ow$/, 'o')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/(?<=[aeiou])h$/, '')
    .replace(SHORT_VOWEL_BETWEEN_CONSONANTS, 'a');
}

/**
 * An Urdu-script word's sound: a yeh inside the word is a vowel a phone's shopper may leave out (کینو, کنو), and a
 * letter typed twice is one.
 */
function urduKey(word: string): string {
  return word.replace(/(?<=.)\u06cc(?=.)/g, '').replace(/(.)\1+/g, '$1');
}

/**
 * The key a folded word sounds as, or null for a word too short to read by its sound or one of digits. A key the
 * same as the word is returned too: a typed word is looked up by it among the names as they are spelled.
 */
export function soundsLike(word: string): string | null {
  if (word.length < MIN_SOUNDED_LENGTH || /[0-9]/.test(word)) return null;
  if (/^[a-z]+$/.test(word)) return romanKey(word);
  return /[a-z]/.test(word) ? null : urduKey(word);
}
