/**
 * What a shopper says a perfume smells like or does, in English, Roman Urdu and Urdu script ('fresh', 'taza',
 * 'meethi', 'garam', 'long lasting'), each with the catalog's words that answer it: a fresh or cool scent is
 * aquatic, citrus or aromatic (thandi is a cool scent, not a winter one); a warm one woody, spicy, oud or amber; a
 * sweet one has vanilla, honey, tonka, cocoa, almond or dates, or is fruity; a long-lasting one is a parfum; a tester
 * or a sample is a perfume sold in a small size too (the index keeps TESTER_WORD among its words).
 */
const FRESH = ['aquatic', 'citrus', 'aromatic'];
const WARM = ['woody', 'spicy', 'oud', 'amber'];
const SWEET = ['vanilla', 'honey', 'tonka', 'cocoa', 'cacao', 'almond', 'dates', 'fruity'];
const LASTING = ['parfum'];
/** The word the search index keeps for a perfume sold in a tester or sample size as well as its bottle. */
export const TESTER_WORD = 'tester';

const meaning = (words: string[], meanings: string[]) => words.map((word) => [word, meanings] as const);

export const DESCRIBING_WORDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries([
  ...meaning(['fresh', 'freshness', 'refreshing', 'taza', 'taaza', 'tazah', 'tazgi', 'taazgi'], FRESH),
  ...meaning(['cool', 'thandi', 'thanda', 'thande', 'thandak'], FRESH),
  ...meaning(['warm', 'garam'], WARM),
  ...meaning(['sweet', 'meetha', 'meethi', 'meethe', 'mitha', 'mithi', 'mithe'], SWEET),
  ...meaning(['long', 'lasting', 'longlasting', 'pakki', 'pakka'], LASTING),
  ...meaning(['testers', 'sample', 'samples', 'mini', 'minis', 'decant', 'decants'], [TESTER_WORD]),
]);

/** The Urdu-script spellings of DESCRIBING_WORDS, each with the Roman word it is searched as. */
export const URDU_DESCRIBING_SPELLINGS: Readonly<Record<string, string>> = {
  تازہ: 'taza',
  تازی: 'taza',
  تازگی: 'tazgi',
  ٹھنڈی: 'thandi',
  ٹھنڈا: 'thanda',
  گرم: 'garam',
  میٹھا: 'meetha',
  میٹھی: 'meethi',
  میٹھے: 'meethe',
  پکی: 'pakki',
  پکا: 'pakka',
  ٹیسٹر: 'testers',
  ٹیسٹرز: 'testers',
  سیمپل: 'sample',
};
