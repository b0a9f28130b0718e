/** What /search says about what it found, and what it offers when it finds nothing (SearchResults draws it). */
import type { CatalogWords } from '../../i18n/en/catalog';
import { SIDEBAR } from '#schema/catalog/categories';
import { SORTS } from '#schema/catalog/sorts';
import { DICTIONARIES, hrefIn, type Lang } from '#schema/i18n/languages';
import { paths } from '#schema/paths';
import { withoutHiddenCharacters } from '#schema/payloads/plain-text';
import type { Results } from '#schema/search/results';

/** Every category page, in the sidebar's order, that a search finding nothing offers instead. */
export const insteadCategories = (lang: Lang): { href: string; label: string }[] =>
  SIDEBAR.flatMap((section) =>
    section.options.map(({ category }) => ({
      href: hrefIn(lang, paths.category(category)),
      label: DICTIONARIES[lang].categories[category],
    })),
  );

/** The category pages' sorts, their shop's own order being the best match here; the index knows no dates. */
export const SEARCH_SORTS = SORTS.filter((value) => value !== 'newest');

/**
 * What the summary says: the shop's sentence alone, or its words before and after the shopper's. Those are drawn in
 * a <bdi>, so however they run (Urdu words in the English sentence, English in the Urdu one) they cannot reorder the
 * shop's words around them, and without the characters that only steer or hide text (a right-to-left override
 * typed into ?q= would otherwise turn the shop's own sentence backwards).
 */
export type SummaryParts = [sentence: string] | [before: string, query: string, after: string];

export function summary(results: Results, words: CatalogWords['results']): SummaryParts {
  const { query, perfumes } = results;
  if (!query) return [words.prompt];
  const [before, after] = perfumes.length === 0 ? words.none : words.found(perfumes.length);
  return [before, withoutHiddenCharacters(query.replace(/\s+/g, ' ')), after];
}
