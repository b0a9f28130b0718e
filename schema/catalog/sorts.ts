/** The sorts a category page and the search offer, in the order the menu lists them; the catalog's words name them. */
export const SORTS = ['featured', 'price-asc', 'price-desc', 'newest'] as const;

export type Sort = (typeof SORTS)[number];
