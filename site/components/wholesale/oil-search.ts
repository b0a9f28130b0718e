/**
 * The wholesale dropdown's search: a case-insensitive substring of the oil's name, or the words the shop's search
 * understands (querySpellings): Urdu script and the local words for notes, so گلاب and gulab find Gulab Kannauj and
 * Rose Taifi, and مشک finds the musks, as on the search page; or a name's word by its sound, in either script.
 */
import { consonantsOf, isUrduWord } from '#schema/search/consonants';
import { wordsOf } from '#schema/search/fold';
import { querySpellings } from '#schema/search/search-words';
import { soundsLike } from '#schema/search/sounds-like';

export interface OilOption {
  id: string;
  name: string;
  /** For 25 ml, in whole rupees. */
  price: number;
}

/** The shortest typed word read by its sound alone: shorter ones are the start of too many names. */
const MIN_SOUNDED = 3;

/**
 * The typed word sounds as the name's word: in Roman Urdu as the search hears it (rooh is Ruh), and in Urdu script by
 * its consonants (روح is Ruh, مجموعہ Majmua).
 */
function soundsAs(typed: string, word: string): boolean {
  if (typed.length < MIN_SOUNDED) return false;
  if (!isUrduWord(typed)) {
    const sound = soundsLike(typed);
    return sound !== null && sound === soundsLike(word);
  }
  const consonants = consonantsOf(typed);
  return consonants !== '' && consonants === consonantsOf(word);
}

/**
 * Every typed word is the start of one of the name's words, one of them means it (gulab is rose), or it sounds as
 * one of them: an oil the owner adds is found in Urdu script with no spelling of it written anywhere.
 */
function byWords(name: string, spellings: string[][]): boolean {
  const words = wordsOf(name);
  return (
    spellings.length > 0 &&
    spellings.every(([typed, ...meanings]) =>
      words.some((word) => word.startsWith(typed!) || meanings.includes(word) || soundsAs(typed!, word)),
    )
  );
}

export function matchingOils(oils: readonly OilOption[], query: string): OilOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...oils];
  const spellings = querySpellings(query);
  return oils.filter((oil) => oil.name.toLowerCase().includes(needle) || byWords(oil.name, spellings));
}
