/**
 * How the catalog search reads letters, the same when the index is built, when a shopper types and when the console
 * searches orders: accents folded (Rosé is rose), any case, apostrophes dropped (Angel's is angels), and Urdu script
 * read however a phone types it.
 */

/**
 * Lower case, accents and apostrophes gone; in Urdu script the vowel marks, hamzas and the stretching line dropped,
 * and the Arabic keyboard's yeh, kaf and heh read as Urdu's ی, ک and ہ, so a word is found however a phone types it.
 * Urdu (۳۰۰۰) and Arabic (٣٠٠٠) digits are read as 0-9, with the Arabic thousands separator as a comma.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
    .replace(/\u066c/g, ',')
    .replace(/[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g, '')
    .replace(/[\u0640\u200c-\u200f]/g, '')
    .replace(/[\u064a\u0649]/g, '\u06cc')
    .replace(/\u0643/g, '\u06a9')
    .replace(/[\u0647\u0629\u06c3]/g, '\u06c1')
    .toLowerCase()
    .replace(/['’‘`]/g, '');
}

/** The words of a text as the index keeps them: Roman letters, digits and the letters of Urdu script. */
export function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9\u0621-\u063a\u0641-\u064a\u0671-\u06d3\u06d5]+/)
    .filter(Boolean);
}
