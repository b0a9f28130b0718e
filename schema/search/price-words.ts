/**
 * How a search hears what a shopper will pay: the most ('under 2000', '3k tak', '۳۰۰۰ سے کم'), the least ('over 3000',
 * '3000 se zyada', '3000 سے زیادہ') or both ('2000-3000', '2 se 3 hazar tak').
 */
import { fold } from './fold';

/** A letter of a word, Roman or Urdu: price words are whole words, and \b knows Roman letters only. */
const LETTER = String.raw`[a-z0-9\u0621-\u063a\u0641-\u064a\u0671-\u06d3\u06d5]`;
const oneOf = (words: string[]) => `(?:${words.map(fold).join('|')})`;

/**
 * A number as a price is typed (2000, 2,000, 3.5), read whole from its first digit and never from a later one: a
 * lookahead and its backreference (to `group`, the pattern's group it is) hold the digits as one piece, so a failed
 * match gives none of them back to try again, and a long run of digits is read once rather than once for each of its
 * digits (quadratic time).
 */
const digits = (group: number) => `${String.raw`(?<![\d,]|\d\.)(?=(\d[\d,]*(?:\.\d+)?))`}\\${group}`;
/** Thousands as Pakistan says them: 3k, 3.5k, 3 hazar, 3 ہزار. */
const THOUSAND = `(k|(?: ?${oneOf(['thousand', 'hazar', 'hazaar', 'hajar', 'ہزار'])}))(?!${LETTER})`;
const CURRENCY = `(?:rs\\.?|${oneOf(['pkr', 'rupees', 'rupaye', 'rupay', 'rupe', 'روپے', 'روپیہ', 'روپئے'])})`;
const RUPEES = `${CURRENCY}?`;
/** A price, in rupees or thousands, as the pattern's groups `group` (its digits) and the next (its thousands). */
const price = (group = 1) => `${RUPEES} ?${digits(group)}(?:${THOUSAND})? ?${RUPEES}`;
const SE = oneOf(['se', 'say', 'sy', 'sey']);

const UNDER = oneOf(['under', 'below', 'less than', 'upto', 'up to', 'within', 'max', 'maximum', 'budget']);
const OR_LESS = oneOf([
  ...['tak', 'tak ka', 'tak ki', 'ke andar', 'or less', 'and below', 'or below', 'or under', 'تک', 'سے کم'],
  ...['سے نیچے', 'کے اندر'],
]);
const OR_LESS_SE = `${SE} ${oneOf(['kam', 'neeche', 'niche'])}`;
const OVER = oneOf(['over', 'above', 'more than', 'min', 'minimum', 'at least', 'atleast', 'کم از کم']);
const OR_MORE = oneOf(['or more', 'and above', 'or above', 'and more', 'plus', 'سے زیادہ', 'سے زائد', 'سے اوپر']);
const OR_MORE_SE = `${SE} ${oneOf(['zyada', 'ziyada', 'ziada', 'zayada', 'zada', 'zaida', 'upar', 'oopar', 'uper'])}`;
const TO = oneOf(['-', '–', 'to', 'till', 'until', 'and', 'se', 'say', 'sy', 'sey', 'سے', 'تا']);

// Read in text whose spaces come one at a time (readPrices), so each match tries at most one space between its words.
const before = (words: string) => new RegExp(`(?<!${LETTER})${words} ?${price()}`);
const after = (words: string) => new RegExp(`${price()} ?${words}(?!${LETTER})`);

/** 'between 2000 and 3000', '2000-3000', 'Rs 2000 to Rs 3000', '2 se 3 hazar tak', '۲۰۰۰ سے ۳۰۰۰ تک'. */
const RANGE = new RegExp(
  `(?<!${LETTER})(?:${oneOf(['between', 'from'])} )?${price(1)} ?${TO} ?${price(3)}(?: ?${oneOf(['tak', 'تک'])})?(?!${LETTER})`,
);
const CEILINGS = [before(UNDER), after(`(?:${OR_LESS}|${OR_LESS_SE})`)];
const FLOORS = [before(OVER), after(`(?:${OR_MORE}|${OR_MORE_SE})`), new RegExp(`${price()} ?\\+`)];
/**
 * An amount alone, in thousands ('3k', 'oud 3.5k', '3 ہزار') or in rupees ('Rs 3000', '3000 روپے'), is the most the
 * shopper will pay, as '3000 tak' is: a shopper names the budget they have, and a perfume under it is what they can
 * buy. Digits alone ('oud 2000') are left as words, as they may be part of a name.
 */
const AMOUNTS_ALONE = [
  new RegExp(`(?<!${LETTER})${RUPEES} ?${digits(1)}${THOUSAND} ?${RUPEES}(?!${LETTER})`),
  new RegExp(`(?<!${LETTER})${CURRENCY} ?${digits(1)}(?:${THOUSAND})?(?!${LETTER})`),
  new RegExp(`(?<!${LETTER})${digits(1)}(?:${THOUSAND})? ?${CURRENCY}(?!${LETTER})`),
];

/** Digits alone, as typed ('3000', '3,000'): a word, unless the words find nothing (asBudget). */
const BARE_AMOUNT = new RegExp(`(?<!${LETTER})${digits(1)}(?!${LETTER})`);

/** The least an amount typed alone must be to be read as a budget: below it, it is no perfume's price. */
const LEAST_BUDGET = 100;

const rupees = (figures: string, thousand: string | undefined) =>
  Math.round(Number(figures.replace(/,/g, '')) * (thousand ? 1000 : 1));

export interface PriceWords {
  /** The least a perfume may cost, or null. */
  minPrice: number | null;
  /** The most a perfume may cost, or null. */
  maxPrice: number | null;
  /** The text without the price words. */
  rest: string;
}

/** The first match of any of `patterns` in `text`, and the text without it. */
function take(patterns: RegExp[], text: string): { match: RegExpExecArray | null; rest: string } {
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return { match, rest: `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}` };
  }
  return { match: null, rest: text };
}

/** What the folded text says a perfume may cost, and the text without those words; in a few passes. */
export function readPrices(folded: string): PriceWords {
  const text = folded.replace(/\s+/g, ' ');
  const range = take([RANGE], text);
  if (range.match) {
    const [, lowDigits, lowThousand, highDigits, highThousand] = range.match;
    const high = rupees(highDigits!, highThousand);
    let low = rupees(lowDigits!, lowThousand);
    // '2-3k' and '2 se 3 hazar' are 2000 to 3000: the thousands said once count for both.
    if (!lowThousand && highThousand && low * 1000 <= high) low *= 1000;
    return { minPrice: Math.min(low, high), maxPrice: Math.max(low, high), rest: range.rest };
  }
  const floor = take(FLOORS, text);
  const ceiling = take(CEILINGS, floor.rest);
  const alone = floor.match || ceiling.match ? ceiling : take(AMOUNTS_ALONE, text);
  const amount = (match: RegExpExecArray | null) => (match ? rupees(match[1]!, match[2]) : null);
  return { minPrice: amount(floor.match), maxPrice: amount(ceiling.match ?? alone.match), rest: alone.rest };
}

/**
 * The query with its first amount of digits alone read as the most the shopper will pay ('3,000' as '3000 tak'), or
 * null when it has none. The search asks this only when the words found nothing: no perfume's name holds those
 * digits, so they are the budget a shopper typed on its own.
 */
export function asBudget(query: string): string | null {
  const folded = fold(query);
  const match = BARE_AMOUNT.exec(folded);
  if (!match) return null;
  const amount = rupees(match[1]!, undefined);
  if (!(amount >= LEAST_BUDGET)) return null;
  return `${folded.slice(0, match.index)} ${amount} tak ${folded.slice(match.index + match[0].length)}`;
}
