/**
 * A query that asks for a sale ('sale', 'on sale', 'eid sale', 'discount', 'عید سیل') is answered from the sales
 * the index knows to be running, never from the notes (sage, salt): the Worker builds the index from D1 as the sales
 * run now, again whenever one starts, ends or changes (worker/catalog/search-index.ts), so a sale is searchable the
 * moment it runs, with no publish.
 */
import type { ProductRecord } from './search-index';
import { isSaleWord, isSearchedWord, querySpellings } from './search-words';

export type RecordSale = NonNullable<ProductRecord[9]>;

/** The words a sale is named by, as a query reads them, sale words left out: Eid Sale and عید سیل are eid. */
function namingWords([badge, nameUr, name]: RecordSale): string[][] {
  return [name, nameUr ?? '', badge]
    .map((text) =>
      querySpellings(text)
        .map(([word]) => word!)
        .filter((word) => isSearchedWord(word) && !isSaleWord(word)),
    )
    .filter((words) => words.length > 0);
}

/**
 * The perfumes on sale a query asks for, and its words left to find among them: a sale the typed words name ('eid
 * sale') gives its own perfumes, its name being no more words to find; else every running sale gives its perfumes.
 * `onSale` holds each perfume on a running sale with its sale; `words` the query's words, as readQuery gives them.
 */
export function saleAsked(
  onSale: ReadonlyMap<number, RecordSale>,
  words: string[][],
): { numbers: number[]; rest: string[][] } {
  const typed = words.map(([word]) => word!);
  const named = new Set<number>();
  const nameWords = new Set<string>();
  for (const [n, sale] of onSale)
    for (const naming of namingWords(sale))
      if (naming.every((word) => typed.includes(word))) {
        named.add(n);
        naming.forEach((word) => nameWords.add(word));
      }
  if (named.size === 0) return { numbers: [...onSale.keys()], rest: words };
  return { numbers: [...named], rest: words.filter(([word]) => !nameWords.has(word!)) };
}
