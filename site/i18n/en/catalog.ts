/**
 * The words of the catalog's islands in English, as the spec writes them: product cards and their Add to Cart, prices,
 * the quantity counter, the sorts, the search box and a product page's offer.
 */
import type { Sort } from '#schema/catalog/sorts';

export const catalog = {
  /** Above a grid of perfumes: how many, and the sort. */
  listing: {
    count: (count: number) => (count === 1 ? '1 perfume' : `${count} perfumes`),
    sortBy: 'Sort by',
    sorts: {
      featured: 'Featured',
      'price-asc': 'Price, low to high',
      'price-desc': 'Price, high to low',
      newest: 'Newest',
    } as Record<Sort, string>,
    /** The search's name for the shop's own order. */
    bestMatch: 'Best match',
    /** The search's sort button, shown only where no script applies a sort as it is chosen. */
    sortSend: 'Sort',
  },
  /** A product page's offer: its stock, and a perfume archived since the page was made. */
  offer: {
    inStock: 'In stock',
    only: (left: number) => `Only ${left} left`,
    soldOut: 'Sold out',
    gone: 'This perfume is no longer sold.',
    /** The choice of its full bottle and its tester or sample sizes, when it has any. */
    size: 'Size',
    bottle: (ml: number) => `${ml} ml`,
    tester: (ml: number) => `${ml} ml tester`,
  },
  /** /search's list of every perfume matching the words. */
  results: {
    prompt: 'Type a perfume, a note or a scent type in the search box.',
    /** Around the shopper's words, which the page draws apart (site/components/search/summary.ts). */
    none: ['No perfume matches “', '”. Try another word, such as oud, gulab or musk.'] as [string, string],
    found: (count: number): [string, string] => [
      `${count} ${count === 1 ? 'perfume matches' : 'perfumes match'} “`,
      '”',
    ],
    /** Around the link to the perfume oils, for words that ask for them. */
    oils: {
      before: 'Attars and perfume oils by the 25 ml are on our ',
      link: 'Perfume Oils (Whole Sale)',
      after: ' page.',
    },
    more: 'Show more perfumes',
    /** What a search that finds nothing offers instead. */
    instead: { categories: 'Browse by category', bestSellers: 'Best sellers' },
  },
  saleLead: 'Our best-loved perfumes at sale prices, while stocks last.',
  /** A sale's name and badge where the owner gave none in the page's language (English pages always have one). */
  sale: 'Sale',
  cart: {
    add: 'Add to Cart',
    adding: 'Adding…',
    outOfStock: 'Out of stock',
    /** A card whose bottle is sold out and whose tester or sample size is not: it leads to the perfume's page. */
    chooseSize: 'Choose a size',
    was: 'Was ',
    now: 'Now ',
    quantityOf: (name: string) => `Quantity of ${name}`,
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    addFailed: 'Failed to add product to cart. Please try again.',
    addByNameFailed: 'Error adding product to cart. Please try again.',
    loginToAdd: 'Please login to add items to cart.',
    invalidRequest: 'Invalid request. Please check your input.',
  },
  search: {
    name: 'Perfumes and this page',
    label: 'Search perfumes',
    placeholder: 'Search perfumes…',
    submit: 'Search',
    suggestions: 'Suggested perfumes',
    seeAll: (total: number, query: string) => `See all ${total} ${total === 1 ? 'perfume' : 'perfumes'} for “${query}”`,
    count: (total: number) =>
      total === 0 ? 'No perfume matches.' : total === 1 ? '1 perfume matches.' : `${total} perfumes match.`,
    empty: 'Please enter a search term.',
    noMatch: 'No matching content found. Try another search.',
  },
};

export type CatalogWords = typeof catalog;
