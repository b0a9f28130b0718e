/**
 * Product structured data (schema.org) for a category page: an ItemList of Products with their offers, each at
 * its own page where it has one. A perfume's description is on its own page's Product, not repeated here: on a
 * 2G-grade link the category page's bytes are what the shopper waits for (26 descriptions were 0.4 kB gzipped).
 */
import { pathIn, type Lang } from '#schema/i18n/languages';
import { paths } from '#schema/paths';
import { offerJsonLd } from '#schema/pages/shop-json-ld';
import type { CardProduct } from './card-product';

/** A listed perfume's page in `lang`; one added since the build has none yet, and is at the listing. */
const pageOf = (product: CardProduct, pageUrl: URL, lang: Lang) =>
  product.slug ? new URL(pathIn(lang, paths.perfume(product.slug))!, pageUrl).href : pageUrl.href;

/** The listing itself: its name, its address and its perfumes in the grid's order, each at its position. */
function itemList<Item>(name: string, pageUrl: URL, products: CardProduct[], item: (product: CardProduct) => Item) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: pageUrl.href,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({ '@type': 'ListItem', position: index + 1, ...item(product) })),
  };
}

export function productListJsonLd(name: string, pageUrl: URL, brand: string, products: CardProduct[]) {
  return itemList(name, pageUrl, products, (product) => {
    const url = pageOf(product, pageUrl, 'en');
    return {
      item: {
        '@type': 'Product',
        name: product.name,
        url,
        image: new URL(product.image, pageUrl).href,
        sku: product._id,
        brand: { '@type': 'Brand', name: brand },
        offers: offerJsonLd({
          url,
          price: product.price,
          compareAtPrice: product.compareAtPrice,
          inStock: product.inStock,
        }),
      },
    };
  });
}

/**
 * The Urdu listing's: the same perfumes, each by its Urdu page's address only (a summary page's list). Each
 * Product with its offer is on its own page and on the English listing, this page's twin (its hreflang); repeated
 * here, they were 1.5 kB gzipped of the Urdu page, a third round trip before its first paint on a 2G-grade link.
 */
export function productLinksJsonLd(name: string, pageUrl: URL, products: CardProduct[]) {
  return itemList(name, pageUrl, products, (product) => ({ url: pageOf(product, pageUrl, 'ur') }));
}
