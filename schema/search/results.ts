/** What /search lists: the Worker finds it (worker/pages/search-page.ts), the site's SearchResults draws it. */
import type { FoundPerfume } from './search-lookup';

export interface Results {
  query: string;
  perfumes: FoundPerfume[];
  /** When the words find nothing: the shop's best sellers, offered instead with the categories. */
  bestSellers?: FoundPerfume[];
}
