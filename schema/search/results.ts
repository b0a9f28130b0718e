/** What /search lists and says about it, for SearchResults and for the Worker that writes its HTML. */
import type { CatalogWords } from '#schema/i18n/en/catalog';
import { SORTS } from '#schema/catalog/sorts';
import type { FoundPerfume } from './search-lookup';

export const PAGE_SIZE = 24;

export interface Results {
  query: string;
  perfumes: FoundPerfume[];
}

/** The category pages' sorts, their shop's own order being the best match here; the index knows no dates. */
export const SEARCH_SORTS = SORTS.filter((value) => value !== 'newest');

export function summary(results: Results | null, words: CatalogWords['results']): string {
  if (!results) return words.searching;
  const { query, perfumes } = results;
  if (!query) return words.prompt;
  if (perfumes.length === 0) return words.none(query);
  return words.found(perfumes.length, query);
}
