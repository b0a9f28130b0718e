/** A product page's structured data (schema.org): the Product with its Offer, and the BreadcrumbList. */
import { offerJsonLd } from '../shop-json-ld';

export interface JsonLdPerfume {
  name: string;
  description: string;
  sku: string;
  /** Absolute URLs, the main one first. */
  images: string[];
  price: number;
  compareAtPrice: number | null;
  inStock: boolean;
  category: string;
  sizeMl: number;
}

export function productJsonLd(perfume: JsonLdPerfume, pageUrl: URL, brand: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: perfume.name,
    description: perfume.description,
    sku: perfume.sku,
    image: perfume.images,
    category: perfume.category,
    size: `${perfume.sizeMl} ml`,
    brand: { '@type': 'Brand', name: brand },
    offers: offerJsonLd({
      url: pageUrl.href,
      price: perfume.price,
      compareAtPrice: perfume.compareAtPrice,
      inStock: perfume.inStock,
    }),
  };
}

export interface Crumb {
  name: string;
  url: URL;
}

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url.href,
    })),
  };
}

/** JSON for a <script> element: '<' escaped, so no text in it can close the element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
