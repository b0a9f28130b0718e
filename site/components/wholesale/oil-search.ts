/**
 * The wholesale dropdown's search: a case-insensitive substring of the oil's name, or the words the shop's search
 * understands (querySpellings): Urdu script and the local words for notes, so گلاب and gulab find Gulab Kannauj and
 * Rose Taifi, and مشک finds the musks, as on the search page.
 */
import { wordsOf } from '#schema/search/fold';
import { querySpellings } from '#schema/search/search-words';

export interface OilOption {
  id: string;
  name: string;
  /** For 25 ml, in whole rupees. */
  price: number;
}

/** Every typed word is the start of one of the name's words, or one of them means it (gulab is rose). */
function byWords(name: string, spellings: string[][]): boolean {
  const words = wordsOf(name);
  return (
    spellings.length > 0 &&
    spellings.every(([typed, ...meanings]) => words.some((word) => word.startsWith(typed!) || meanings.includes(word)))
  );
}

export function matchingOils(oils: readonly OilOption[], query: string): OilOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...oils];
  const spellings = querySpellings(query);
  return oils.filter((oil) => oil.name.toLowerCase().includes(needle) || byWords(oil.name, spellings));
}
