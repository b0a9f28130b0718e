/**
 * How a category page and /search sort perfumes, kept in the address (?sort=price-asc) so a shared link keeps it:
 * featured (the shop's own order: the perfumes it features first, then by name), price low to high, price high to
 * low, and newest (the latest to show in the shop first; one added since the build is the newest of all).
 */
/** The sorts a category page and the search offer, in the order the menu lists them; the catalog's words name them. */
export const SORTS = ['featured', 'price-asc', 'price-desc', 'newest'] as const;

export type Sort = (typeof SORTS)[number];

/** What sorting reads: a category's cards and the search's results. */
interface Sortable {
  name: string;
  price: number;
  featured?: boolean;
  publishedAt?: number | null;
}

export function sortFrom(search: string): Sort {
  const value = new URLSearchParams(search).get('sort');
  return SORTS.find((sort) => sort === value) ?? 'featured';
}

/** The address with the sort in it; featured, the default, is left out. */
export function addressWith(sort: Sort, href: string): string {
  const url = new URL(href);
  if (sort === 'featured') url.searchParams.delete('sort');
  else url.searchParams.set('sort', sort);
  return `${url.pathname}${url.search}${url.hash}`;
}

const byName = (a: Sortable, b: Sortable) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const published = (p: Sortable) => (p.publishedAt === undefined ? Infinity : (p.publishedAt ?? -Infinity));

const ORDER: Record<Sort, (a: Sortable, b: Sortable) => number> = {
  featured: (a, b) => Number(b.featured ?? false) - Number(a.featured ?? false) || byName(a, b),
  'price-asc': (a, b) => a.price - b.price || byName(a, b),
  'price-desc': (a, b) => b.price - a.price || byName(a, b),
  newest: (a, b) => published(b) - published(a) || byName(a, b),
};

export function sortPerfumes<T extends Sortable>(perfumes: T[], sort: Sort): T[] {
  return [...perfumes].sort(ORDER[sort]);
}
