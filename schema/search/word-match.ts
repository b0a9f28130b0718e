/**
 * Which perfumes an index's words hold for the typed words: whole words before the starts of words, names before
 * other words, and a slip forgiven when the words find nothing.
 */
import type { Gender } from '#schema/catalog/categories';
import type { TermShard } from '#schema/search/search-index';
import { soundsLike } from '#schema/search/sounds-like';
import { consonantKey, isUrduWord } from '#schema/search/consonants';
import { oneEditApart } from '#schema/search/typos';

/** The perfumes' numbers an index keeps as gaps, each from the number before it. */
function numbers(gaps: number[]): number[] {
  let total = 0;
  return gaps.map((gap) => (total += gap));
}

/** The shortest typed word that, finding nothing, is read with one letter wrong ('meraj' finds Miraj). */
const MIN_TYPO_LENGTH = 4;

/** The shortest typed word read with a letter left out ('mst' finds Blue Mist, 'rat' Raat Ki Rani, 'بلو' بلیو). */
const MIN_LEFT_OUT_LENGTH = 3;

/** Whether `word` is the typed word with a slip the search forgives: one letter wrong, or a short word's left out. */
function slipOf(typed: string, word: string): boolean {
  if (typed.length >= MIN_TYPO_LENGTH) return oneEditApart(typed, word);
  return typed.length >= MIN_LEFT_OUT_LENGTH && word.length === typed.length + 1 && oneEditApart(typed, word);
}

interface WordMatch {
  /** Perfumes with the typed word whole, or one of its meanings. */
  whole: Set<number>;
  /** Those, and perfumes with a word the typed word starts. */
  any: Set<number>;
}

/** The perfumes with a word in `field` that starts with the typed word or is one of its meanings. */
function withWord([typed, ...meanings]: string[], shards: Map<string, TermShard | null>, field: 'n' | 'o'): WordMatch {
  const match: WordMatch = { whole: new Set(), any: new Set() };
  const add = (gaps: number[] | undefined, whole: boolean) =>
    gaps &&
    numbers(gaps).forEach((n) => {
      match.any.add(n);
      if (whole) match.whole.add(n);
    });
  for (const [word, gaps] of Object.entries(shards.get(typed![0]!)?.[field] ?? {}))
    if (word.startsWith(typed!)) add(gaps, word === typed);
  for (const meaning of meanings) add(shards.get(meaning[0]!)?.[field]?.[meaning], true);
  return match;
}

/**
 * The perfumes with a name word that sounds as the typed word does, however either is spelled ('tufan' is Toofan,
 * 'kino' Kinnow, and in Urdu script نور a Noor the shop has no Urdu spelling of): a name word whole, as the shopper
 * spelled what they heard.
 */
function soundingAs(typed: string, shards: Map<string, TermShard | null>): number[] {
  const key = soundsLike(typed);
  const shard = key ? shards.get(key[0]!) : undefined;
  const consonants = consonantsTyped(typed);
  return [key && shard?.k?.[key], key && shard?.n?.[key], consonants && shards.get('~')?.k?.[consonants]].flatMap(
    (gaps) => (gaps ? numbers(gaps) : []),
  );
}

/** A word typed in Urdu script by its consonants, as a name with no Urdu spelling is kept (consonants.ts). */
const consonantsTyped = (typed: string) => (isUrduWord(typed) ? consonantKey(typed) : null);

/** The perfumes whose name means the typed word, or one of its meanings, in English (name-meanings.ts): rose is Gulab. */
function namedFor(spellings: string[], shards: Map<string, TermShard | null>): number[] {
  return spellings.flatMap((word) => numbers(shards.get(word[0]!)?.m?.[word] ?? []));
}

/** The first letters of the index's files a typed word is looked up in: its spellings', and its sound's. */
export function lettersOf(spellings: string[]): string[] {
  const key = soundsLike(spellings[0]!);
  const consonants = consonantsTyped(spellings[0]!);
  return [...spellings, ...(key ? [key] : []), ...(consonants ? [consonants] : [])].map((word) => word[0]!);
}

/** The perfumes with a word in `field` the typed word is a forgiven slip of. */
function withTypo(typed: string, shards: Map<string, TermShard | null>, field: 'n' | 'o'): Set<number> {
  const found = new Set<number>();
  for (const [word, gaps] of Object.entries(shards.get(typed[0]!)?.[field] ?? {}))
    if (slipOf(typed, word)) numbers(gaps).forEach((n) => found.add(n));
  return found;
}

/**
 * One typed word's perfumes: named for it (its name means it), with it in the name, with it whole (or a meaning of
 * it), and with it at all; with a slip forgiven when the word finds nothing, or when `forgiving` (the query's words
 * find nothing together).
 */
function matchWord(spellings: string[], shards: Map<string, TermShard | null>, forgiving: boolean) {
  const name = withWord(spellings, shards, 'n');
  const other = withWord(spellings, shards, 'o');
  const typed = spellings[0]!;
  // The name words as typed, or as they sound, whole: 'lahar' is Lehar before Bahar (bahar, a letter off, is spring).
  const own = new Set(numbers(shards.get(typed[0]!)?.n?.[typed] ?? []));
  const named = new Set(namedFor(spellings, shards));
  for (const n of [...soundingAs(typed, shards), ...named]) {
    own.add(n);
    name.any.add(n);
    name.whole.add(n);
  }
  if (forgiving || name.any.size + other.any.size === 0) {
    withTypo(typed, shards, 'n').forEach((n) => name.any.add(n));
    withTypo(typed, shards, 'o').forEach((n) => other.any.add(n));
  }
  return {
    named,
    own,
    inName: name.any,
    whole: new Set([...name.whole, ...other.whole]),
    any: new Set([...name.any, ...other.any]),
  };
}

type Matched = ReturnType<typeof matchWord>;

const inEvery = (words: Matched[]) => [...words[0]!.any].filter((n) => words.every((word) => word.any.has(n)));

/**
 * The numbers of the perfumes matching every typed word, best first: perfumes named for the words (rose finds Gulab
 * first, its name means rose), then those with every word whole (rose, not rosemary; a meaning counts, gulab is rose)
 * before those with only the start of one, then those whose name has them all as typed or as they sound, then those
 * whose name has them at all, then in name order. A typed word that
 * finds nothing is read with a slip forgiven, and so is every word of a query whose words find nothing together
 * ('blue mst': mst is the start of no word of Blue Mist's). `shards` holds the file of words of every first letter
 * the spellings, and their sounds, start with.
 */
export function matchingNumbers(spellings: string[][], shards: Map<string, TermShard | null>): number[] {
  if (spellings.length === 0) return [];
  // A word typed twice asks nothing more, and costs a pass over its perfumes again.
  const distinct = [...new Map(spellings.map((word) => [word.join(' '), word])).values()];
  let words = distinct.map((word) => matchWord(word, shards, false));
  let all = inEvery(words);
  if (all.length === 0) {
    words = distinct.map((word) => matchWord(word, shards, true));
    all = inEvery(words);
  }
  const rank = (n: number) => [
    words.filter((word) => !word.named.has(n)).length,
    words.filter((word) => !word.whole.has(n)).length,
    words.filter((word) => !word.own.has(n)).length,
    words.filter((word) => !word.inName.has(n)).length,
    n,
  ];
  const ranks = new Map(all.map((n) => [n, rank(n)]));
  return all.sort((a, b) => {
    const [x, y] = [ranks.get(a)!, ranks.get(b)!];
    return x.reduce((order, rank, i) => order || rank - y[i]!, 0);
  });
}

/** The perfumes for any of `genders`, from the files of their first letters. */
export function forGenders(genders: Gender[], shards: Map<string, TermShard | null>): Set<number> {
  const found = new Set<number>();
  for (const gender of genders) numbers(shards.get(gender[0]!)?.g?.[gender] ?? []).forEach((n) => found.add(n));
  return found;
}
