/**
 * What /search lists: every perfume matching the address's ?q=, from the index built with the site, then with
 * today's price and stock from the API (the categories of the perfumes found), as the grids refresh theirs. A
 * perfume its category no longer lists (archived since the build) is dropped.
 */
import { useEffect, useState } from 'react';
import type { ListedProduct } from '#schema/answers/products';
import { fetchCategory } from '../../api/catalog';
import { CatalogSearch, type FoundPerfume } from './search-lookup';

export interface SearchResults {
  query: string;
  perfumes: FoundPerfume[];
}

async function today(perfumes: FoundPerfume[]): Promise<FoundPerfume[]> {
  const types = [...new Set(perfumes.map((p) => p.scentType))];
  const answers = await Promise.all(
    types.map((type) =>
      fetchCategory(type).then(
        (a) => a.products,
        () => null,
      ),
    ),
  );
  const listed = new Map<string, ListedProduct>(answers.flatMap((products) => products ?? []).map((p) => [p._id, p]));
  const answered = new Set(types.filter((_, i) => answers[i]));
  return perfumes.flatMap((p) => {
    const now = listed.get(p._id);
    if (!now) return answered.has(p.scentType) ? [] : [p];
    return [{ ...p, price: now.price, compareAtPrice: now.compareAtPrice, inStock: now.inStock }];
  });
}

/** null until the index has answered. */
export function useSearchResults(): SearchResults | null {
  const [results, setResults] = useState<SearchResults | null>(null);

  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get('q')?.trim() ?? '';
    const search = new CatalogSearch();
    let current = true;
    search
      .find(query)
      .then((found) => search.perfumes(found))
      .then(async (perfumes) => {
        if (!current) return;
        setResults({ query, perfumes });
        if (perfumes.length > 0) {
          const refreshed = await today(perfumes);
          if (current) setResults({ query, perfumes: refreshed });
        }
      })
      .catch((error: unknown) => {
        console.error('Could not search the catalog', error);
        if (current) setResults({ query, perfumes: [] });
      });
    return () => {
      current = false;
    };
  }, []);

  return results;
}
