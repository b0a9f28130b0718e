/**
 * The perfumes the search box suggests as the shopper types: the first few matches and how many there are, from
 * the index the Worker keeps from D1 (no request per keystroke: each index file is fetched once). An answer for
 * words the shopper has already changed is dropped.
 */
import { useMemo, useRef, useState } from 'react';
import { CatalogSearch, type FoundPerfume } from '#schema/search/search-lookup';
import { normalizeQuery } from './page-search';

export const SUGGESTED = 6;

export interface Suggestions {
  query: string;
  total: number;
  perfumes: FoundPerfume[];
}

export function useSuggestions() {
  const search = useMemo(() => new CatalogSearch(), []);
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const latest = useRef(0);

  function lookUp(query: string) {
    const ticket = ++latest.current;
    if (normalizeQuery(query) === null) return setSuggestions(null);
    search
      .find(query)
      .then(async (found) => ({
        query,
        total: found.length,
        perfumes: await search.perfumes(found.slice(0, SUGGESTED), query),
      }))
      .then(
        (answer) => ticket === latest.current && setSuggestions(answer),
        (error: unknown) => console.error('Could not search the catalog', error),
      );
  }

  /** How many perfumes match: what Enter needs when the page itself has no match. */
  async function countFor(query: string): Promise<number> {
    if (suggestions?.query === query) return suggestions.total;
    return (await search.find(query).catch(() => [])).length;
  }

  return { suggestions, lookUp, countFor };
}
