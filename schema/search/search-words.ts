/**
 * How the catalog search reads a shopper's query, the same when the index is built and when a shopper types: each
 * word with what it may also mean (gulab is rose, itr is attar, in Roman letters or in Urdu script), and the words
 * that ask for who a perfume is for, what it may cost, or a running sale.
 */
import type { Gender, Occasion, Season } from '../catalog/categories';
import { DESCRIBING_WORDS, TESTER_WORD, URDU_DESCRIBING_SPELLINGS } from './describing-words';
import { fold, wordsOf } from './fold';
import { LOCAL_WORDS, URDU_SPELLINGS } from './local-words';
import { readPrices } from './price-words';
import { readSizes } from './size-words';
import { oneEditApart } from './typos';
import {
  CHEAP_WORDS,
  FILLER_WORDS,
  GENDER_WORDS,
  LOCAL_SHOPPER_WORDS,
  PERFUME_WORDS,
  SALE_WORDS,
  SEASON_AND_OCCASION_WORDS,
  URDU_OCCASION_SPELLINGS,
} from './shopper-words';

/** URDU_SPELLINGS by their folded form, as a typed word is compared with them. */
const URDU_WORDS = new Map(
  Object.entries({ ...URDU_SPELLINGS, ...URDU_OCCASION_SPELLINGS, ...URDU_DESCRIBING_SPELLINGS }).map(
    ([urdu, roman]) => [fold(urdu), roman],
  ),
);

/** The word the index keeps for a season or occasion among a perfume's words: everyday-wear is 'everyday'. */
export const tagWord = (tag: Season | Occasion): string => wordsOf(tag)[0]!;

/**
 * LOCAL_WORDS, the describing words and the seasons' and occasions' words, each with the words of the catalog it is
 * searched as.
 */
const MEANINGS: Readonly<Record<string, readonly string[]>> = {
  ...LOCAL_WORDS,
  ...DESCRIBING_WORDS,
  ...Object.fromEntries(Object.entries(SEASON_AND_OCCASION_WORDS).map(([word, tag]) => [word, [tagWord(tag)]])),
};

/**
 * The words of a perfume's text as the index keeps them: an Urdu-script word that a query is searched as its Roman
 * spelling (گلاب as gulab) is kept under that spelling too, so a perfume named or noted in Urdu script is found by
 * its own words, typed in either script.
 */
export const indexedWordsOf = (text: string): string[] =>
  wordsOf(text).flatMap((word) => {
    const roman = URDU_WORDS.get(word);
    return roman ? [word, roman] : [word];
  });

/** The shortest typed word that is looked up among LOCAL_WORDS as the start of one ('chame' finds chameli). */
const MIN_LOCAL_PREFIX = 3;

/** The shortest start of an Urdu-script word that is looked up (its letters carry more than Roman ones). */
const MIN_URDU_PREFIX = 2;

/**
 * The shortest typed word, and local word, read as one with a letter wrong ('chamelli' for chameli): shorter ones
 * are too near the catalog's own words ('wood' is one letter from 'ood').
 */
const MIN_LOCAL_TYPO = 5;

/** The Roman spellings of URDU_SPELLINGS and the rest, as a Roman word is known among them. */
const ROMAN_WORDS = new Set([...URDU_WORDS.values()]);

/** Whether the search knows a word by itself: an Urdu-script spelling, a Roman one, or a local word with meanings. */
const isKnown = (word: string) => URDU_WORDS.has(word) || ROMAN_WORDS.has(word) || Object.hasOwn(MEANINGS, word);

/**
 * Plural and oblique endings of Urdu, in either script, each with what the word was before it: گلابوں and gulabon
 * are gulab, چنبیلیوں and chambeliyon chambeli, عطروں attar, and لیموؤں (folded, لیمووں) لیموں.
 */
const PLURAL_ENDINGS: Array<[ending: string, before: string[]]> = [
  ['یوں', ['ی']],
  ['وں', ['', 'ں']],
  ['یں', ['']],
  ['yon', ['i']],
  ['on', ['']],
];

/** A word in a plural or oblique form the search knows the word of, as that word; any other word as it is. */
function singularOf(word: string): string {
  for (const [ending, befores] of PLURAL_ENDINGS) {
    if (!word.endsWith(ending) || word.length <= ending.length + 1) continue;
    const stem = word.slice(0, -ending.length);
    const known = befores.map((before) => stem + before).find(isKnown);
    if (known) return known;
  }
  return word;
}

/**
 * The typed query as words, each with what it may also mean: the word as typed (first) matches the start of a
 * perfume's word, since the shopper may still be typing it; its meanings match whole words (gulab is rose, not
 * rosemary). A word still being typed already has them: 'chame' means jasmine.
 */
export function querySpellings(query: string): string[][] {
  return wordsOf(query).map((asTyped) => {
    const typed = isKnown(asTyped) ? asTyped : singularOf(asTyped);
    // A whole Urdu-script word is searched as its Roman spelling; the start of one (چنب) means what its words mean.
    const urdu = URDU_WORDS.get(typed);
    const word = urdu ?? typed;
    const spellings = new Set([word]);
    // A word typed whole means what it means: 'thand' is cold, and no start of thandi (cool).
    const whole = Object.hasOwn(MEANINGS, word);
    let known = false;
    for (const [local, meanings] of Object.entries(MEANINGS)) {
      const typing = local === word || (!whole && word.length >= MIN_LOCAL_PREFIX && local.startsWith(word));
      if (typing) meanings.forEach((meaning) => spellings.add(meaning));
      known ||= typing;
    }
    // A letter held down on a phone's keyboard is typed once: khuss is khus, as short a word as it is.
    const single = word.replace(/(.)\1+/g, '$1');
    if (!known && single !== word && Object.hasOwn(MEANINGS, single)) {
      [single, ...MEANINGS[single]!].forEach((meaning) => spellings.add(meaning));
      known = true;
    }
    // A word that is no local word, nor the start of one, but one with a letter wrong, is that word ('gulaab' is
    // gulab, and rose).
    if (!known && word.length >= MIN_LOCAL_TYPO)
      for (const [local, meanings] of Object.entries(MEANINGS))
        if (local.length >= MIN_LOCAL_TYPO && oneEditApart(word, local))
          [local, ...meanings].forEach((meaning) => spellings.add(meaning));
    if (!urdu && typed.length >= MIN_URDU_PREFIX && !/^[a-z0-9]/.test(typed))
      for (const [spelling, roman] of URDU_WORDS)
        if (spelling.startsWith(typed)) [roman, ...(MEANINGS[roman] ?? [])].forEach((s) => spellings.add(s));
    return [...spellings];
  });
}

/** Words that ask for perfume oils, which the shop sells by volume on its wholesale page rather than as perfumes. */
const OIL_WORDS = new Set(['attar', 'oil', 'oils']);

/** Whether a search asks for attars or perfume oils, in any spelling the search understands (itr, ittar, ...). */
export const asksForOils = (query: string): boolean =>
  querySpellings(query).some((spellings) => spellings.some((word) => OIL_WORDS.has(word)));

/** FILLER_WORDS, PERFUME_WORDS and GENDER_WORDS as a typed word is compared with them. */
const FILLER = new Set(FILLER_WORDS.map(fold));
const PERFUME = new Set(PERFUME_WORDS.map(fold));
const GENDER = new Map(Object.entries(GENDER_WORDS).map(([word, genders]) => [fold(word), genders]));
const SALE = new Set(SALE_WORDS.map(fold));
const CHEAP = new Set(CHEAP_WORDS.map(fold));

const LOCAL_SHOPPER = LOCAL_SHOPPER_WORDS.map(fold);

/**
 * The shortest local shopper word a slip is read as: 'dulhan', a perfume of the shop, is one letter from 'dulha' (a
 * groom), and 'larky' from larki (a girl) and larkay (boys) alike.
 */
const MIN_SLIPPED_SHOPPER_WORD = 6;

/** What a shopper word asks for: perfume, a sale, or whom for. */
const askedBy = (word: string) => (PERFUME.has(word) ? PERFUME : SALE.has(word) ? SALE : GENDER.get(word));

/**
 * A typed word the search does not know, one letter from a local shopper word ('khusbu', 'khoshbo' for khushbu), is
 * that word; unless a shorter one is as near, or one asking for something else ('larky'), and the word is kept.
 * `toSale` false keeps a word that would be heard as a sale word as typed: 'riwayat' is a slip of riyayat, and the
 * shop's perfume Rawayat too.
 */
function heardAs(typed: string, toSale = true): string {
  if (typed.length < MIN_LOCAL_TYPO || FILLER.has(typed) || GENDER.has(typed) || SALE.has(typed)) return typed;
  if (Object.hasOwn(MEANINGS, typed) || URDU_WORDS.has(typed)) return typed;
  const near = LOCAL_SHOPPER.filter((word) => oneEditApart(typed, word));
  const heard = near.find((word) => word.length >= MIN_SLIPPED_SHOPPER_WORD);
  if (!toSale && heard && SALE.has(heard)) return typed;
  return heard && near.every((word) => askedBy(word) === askedBy(heard)) ? heard : typed;
}

/** The Persian joining vowels of names like Koh-i-Noor and Aab-e-Hayat, which shoppers type apart or joined. */
const JOINING_VOWELS = new Set(['i', 'e']);

/** A word a joining vowel joins: Roman letters, and no word the query reads otherwise ('oud i want'). */
const joinable = (word: string | undefined) =>
  word !== undefined && /^[a-z]{2,}$/.test(word) && !FILLER.has(word) && !GENDER.has(word) && !SALE.has(word);

/**
 * Words with a joining vowel between them as the one word a name is written as: 'koh-i-noor' and 'koh e noor' are
 * kohinoor and kohenoor, which sound as Kohinoor does ('koh noor', without it, is read so by withJoiningVowel).
 */
function joinedNames(words: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const [word, vowel, next] = [words[i]!, words[i + 1], words[i + 2]];
    if (vowel && JOINING_VOWELS.has(vowel) && joinable(word) && joinable(next)) {
      joined.push(`${word}${vowel}${next}`);
      i += 2;
    } else joined.push(word);
  }
  return joined;
}

/** Two Roman words side by side, the second looked ahead at, so each word is tried with the word before it and after it. */
const TWO_WORDS = /(?<![a-z0-9])([a-z]+) +(?=([a-z]+)(?![a-z0-9]))/g;

/**
 * The query with two words read as one name joined by its vowel, once for each two words that may be: 'koh noor' as
 * 'koh-i-noor', which is Kohinoor, as shoppers leave the vowel out as often as they type it apart. The search asks
 * this only when the words as typed find nothing: most words side by side are two words of a name (Oud Noor).
 */
export function withJoiningVowel(query: string): string[] {
  const folded = fold(boundedQuery(query)).replace(/\s+/g, ' ');
  return [...folded.matchAll(TWO_WORDS)]
    .filter(([, word, next]) => joinable(word) && joinable(next))
    .map(({ index, 1: word, 2: next }) => {
      const end = index + word!.length + 1 + next!.length;
      return `${folded.slice(0, index)}${word}-i-${next}${folded.slice(end)}`;
    });
}

/** Whether a word asks for the perfumes on a running sale: 'sale', 'discount', سیل. */
export const isSaleWord = (word: string): boolean => SALE.has(word);

/** Whether a query searches for the word as a word: filler and who-for words it reads otherwise. */
export const isSearchedWord = (word: string): boolean => !FILLER.has(word) && !GENDER.has(word);

/**
 * The longest query the search reads: longer than any perfume's name or any sentence a shopper types for one; a
 * longer one (pasted text, or 65,000 digits sent to slow the shop down) is read as its first MAX_QUERY characters.
 */
export const MAX_QUERY = 100;

/** The query as the search reads and repeats it: trimmed, and cut to MAX_QUERY characters, never half of one. */
export function boundedQuery(query: string): string {
  const trimmed = query.trim();
  if (trimmed.length <= MAX_QUERY) return trimmed;
  return trimmed
    .slice(0, MAX_QUERY)
    .replace(/[\ud800-\udbff]$/, '')
    .trim();
}

export interface SearchQuery {
  /** The words to find (filler left out), each with its spellings as querySpellings gives them. */
  words: string[][];
  /** Only perfumes for one of these, when the query names who for. */
  genders: Gender[] | null;
  /** Only perfumes at or over this price, when the query names one ('over 3000', '2000-3000'). */
  minPrice: number | null;
  /** Only perfumes at or under this price, when the query names one ('under 3000', '3k', '2000-3000'). */
  maxPrice: number | null;
  /** The query names perfume itself ('perfume', 'khushbu', 'سینٹ'): with nothing narrower, every perfume. */
  anyPerfume: boolean;
  /** Only perfumes on a running sale, when the query asks for a sale ('sale', 'eid sale', 'discount', 'سیل'). */
  onSale: boolean;
  /** The cheapest first, when the query asks for a cheap one ('cheap', 'sasta', 'سستا'). */
  cheapFirst: boolean;
  /**
   * The query asks for a tester or sample size ('tester', 'samples', 'ٹیسٹر'): the price it names, and the cheapest
   * first, are the size's, as what the shopper will buy is the size, not the bottle.
   */
  testers: boolean;
  /**
   * The query with its words as typed, when a slip of a sale word was read as a sale: 'riwayat' asks for a sale, and
   * the perfumes it finds as typed (Rawayat) come first.
   */
  asTyped?: SearchQuery;
}

/** What a shopper's words ask for: words in any order, who the perfume is for and how much it may cost. */
export function readQuery(query: string): SearchQuery {
  const asked = readWords(query, true);
  if (!asked.onSale) return asked;
  const asTyped = readWords(query, false);
  return asTyped.onSale ? asked : { ...asked, asTyped };
}

/** readQuery, with a slip of a sale word read as a sale (`toSale`) or kept as typed. */
function readWords(query: string, toSale: boolean): SearchQuery {
  const { sized, rest: unsized } = readSizes(fold(boundedQuery(query)));
  const { minPrice, maxPrice, rest } = readPrices(unsized);
  const genders = new Set<Gender>();
  const typed = joinedNames(wordsOf(rest).map((word) => heardAs(word, toSale)));
  const kept = typed.filter((word) => {
    const gender = GENDER.get(word);
    gender?.forEach((g) => genders.add(g));
    return !gender && !FILLER.has(word) && !SALE.has(word);
  });
  const anyPerfume = sized || typed.some((word) => PERFUME.has(word));
  const onSale = typed.some((word) => SALE.has(word));
  // Filler and nothing else is the start of a name being typed ('a' and 'an' of Angel's Kiss, 'k' and 'ki' of
  // Kinnow), not words around one: it is searched as typed, so suggestions come from the first letter.
  const priced = minPrice !== null || maxPrice !== null;
  const onlyFiller = kept.length === 0 && genders.size === 0 && !priced && !anyPerfume && !onSale;
  const words = querySpellings((onlyFiller ? typed : kept).join(' '));
  // Men and women: every perfume is for one of them.
  const all = genders.has('male') && genders.has('female');
  const forWhom = genders.size > 0 && !all ? [...genders] : null;
  const cheapFirst = typed.some((word) => CHEAP.has(word));
  const testers = words.some((spellings) => spellings.includes(TESTER_WORD));
  return { words, genders: forWhom, minPrice, maxPrice, anyPerfume, onSale, cheapFirst, testers };
}

/** Whether the query asks for anything at all (words, who for, a price, a sale, or perfume itself). */
export const asksForSomething = ({ words, genders, minPrice, maxPrice, anyPerfume, onSale }: SearchQuery): boolean =>
  words.length > 0 || genders !== null || minPrice !== null || maxPrice !== null || anyPerfume || onSale;
