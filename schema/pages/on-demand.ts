/**
 * What the Worker reads from D1 for a page Astro draws on demand, handed to the page as `Astro.locals.page`: the
 * Worker owns the database, the site's components own the HTML, and this is all they share.
 */
import type { PerfumeReviewsAnswer } from '../answers/reviews';
import type { ShopProduct } from '../catalog/shop-products';
import type { Results } from '../search/results';

/** /perfumes/{slug}: the perfume, the listed perfumes of its scent type ('More ...'), and its approved reviews. */
export interface ProductPageData {
  kind: 'product';
  perfume: ShopProduct;
  sameType: ShopProduct[];
  reviews: PerfumeReviewsAnswer;
}

/** /search?q=: what the words find, or the best sellers when they find nothing. */
export interface SearchPageData {
  kind: 'search';
  results: Results;
}

export type OnDemandPage = ProductPageData | SearchPageData;
