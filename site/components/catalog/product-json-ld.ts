/**
 * Structured data (schema.org) for a category page: an ItemList of its perfumes by their pages' addresses, in the
 * grid's order (a summary page's list). Each perfume's whole Product, with its offer, delivery and returns, is on its
 * own page: repeated here, the Products were a third of woody-perfumes' HTML (34 kB), laid out by a cheap phone
 * before its first paint.
 */
import { pathIn, type Lang } from '#schema/i18n/languages';
import { paths } from '#schema/paths';
import type { CardProduct } from './card-product';

/** A listed perfume's page in `lang`; one added since the build has none yet, and is at the listing. */
const pageOf = (product: CardProduct, pageUrl: URL, lang: Lang) =>
  product.slug ? new URL(pathIn(lang, paths.perfume(product.slug))!, pageUrl).href : pageUrl.href;

/** The listing: its name, its address and its perfumes in the grid's order, each by its page in the listing's language. */
export function productLinksJsonLd(name: string, pageUrl: URL, products: CardProduct[], lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: pageUrl.href,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: pageOf(product, pageUrl, lang),
    })),
  };
}
