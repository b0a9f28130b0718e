/**
 * Product structured data (schema.org) for a category page: an ItemList of Products with their offers, each at
 * its own page where it has one. A perfume's description is on its own page's Product, not repeated here: on a
 * 2G-grade link the category page's bytes are what the shopper waits for (26 descriptions were 0.4 kB gzipped).
 */
import { paths } from '#schema/paths';
import { offerJsonLd } from '#schema/pages/shop-json-ld';
import type { CardProduct } from './card-product';

export function productListJsonLd(name: string, pageUrl: URL, brand: string, products: CardProduct[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: pageUrl.href,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => {
      const url = product.slug ? new URL(paths.perfume(product.slug), pageUrl).href : pageUrl.href;
      return {
        '@type': 'ListItem',
        position: index + 1,
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
    }),
  };
}
