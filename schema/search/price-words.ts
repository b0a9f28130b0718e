/** How a search hears the most a shopper will pay: 'under 2000', '2000 tak', '۳۰۰۰ سے کم'. */
import { fold } from './fold';

/**
 * A number as a price is typed (2000, 2,000), read whole from its first digit and never from a later one: a
 * lookahead and its backreference hold the digits as one piece, so a failed match gives none of them back to try
 * again, and a long run of digits is read once rather than once for each of its digits (quadratic time).
 */
const PRICE = String.raw`(?<![\d,])(?=(\d[\d,]*))\1`;
/** A letter of a word, Roman or Urdu: price words are whole words, and \b knows Roman letters only. */
const LETTER = String.raw`[a-z0-9\u0621-\u063a\u0641-\u064a\u0671-\u06d3\u06d5]`;
const oneOf = (words: string[]) => `(?:${words.map(fold).join('|')})`;
const RUPEES = `(?:rs\\.?|${oneOf(['pkr', 'rupees', 'rupaye', 'rupay', 'rupe', 'روپے', 'روپیہ', 'روپئے'])})?`;
const UNDER = oneOf(['under', 'below', 'less than', 'upto', 'up to', 'within', 'max', 'maximum', 'budget']);
const OR_LESS = oneOf([
  ...['tak', 'tak ka', 'tak ki', 'se kam', 'say kam', 'sy kam', 'se neeche', 'se niche', 'ke andar', 'or less'],
  ...['and below', 'or below', 'or under', 'تک', 'سے کم', 'سے نیچے', 'کے اندر'],
]);

/**
 * 'under 2000', 'below Rs. 2,000', 'less than 1500', 'upto 3000', '2000 tak', '2000 se kam', '3000 سے کم',
 * '۳۰۰۰ روپے تک' (fold reads its digits), in text whose spaces come one at a time (readMaxPrice), so each match
 * tries at most one space between its words.
 */
const PRICE_LIMIT = [
  new RegExp(`(?<!${LETTER})${UNDER} ?${RUPEES} ?${PRICE}`),
  new RegExp(`${RUPEES} ?${PRICE} ?${RUPEES} ?${OR_LESS}(?!${LETTER})`),
];

/** The most a shopper will pay, if the folded text says, and the text without those words; in one pass. */
export function readMaxPrice(folded: string): { maxPrice: number | null; rest: string } {
  const text = folded.replace(/\s+/g, ' ');
  for (const pattern of PRICE_LIMIT) {
    const match = pattern.exec(text);
    if (!match) continue;
    const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
    return { maxPrice: Number(match[1]!.replace(/,/g, '')), rest };
  }
  return { maxPrice: null, rest: text };
}
