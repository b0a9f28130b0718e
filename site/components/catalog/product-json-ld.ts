/** Product structured data (schema.org) for a category page: an ItemList of Products with their offers. */
import type { CardProduct } from './ProductCard';

export function productListJsonLd(name: string, pageUrl: URL, brand: string, products: CardProduct[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: pageUrl.href,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        description: product.description,
        image: new URL(product.image, pageUrl).href,
        sku: product._id,
        brand: { '@type': 'Brand', name: brand },
        offers: {
          '@type': 'Offer',
          url: pageUrl.href,
          price: product.price,
          priceCurrency: 'PKR',
          availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`,
        },
      },
    })),
  };
}

/** JSON for a <script> element: '<' escaped, so no text in it can close the element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
