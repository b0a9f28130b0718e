import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, productJsonLd } from './product-json-ld';

const page = new URL('https://mehakperfumes.pk/perfumes/miraj');

describe('productJsonLd', () => {
  it('is a Product with a PKR Offer at its page, and its availability', () => {
    const miraj = {
      name: 'Miraj',
      description: 'Oud.',
      sku: 'miraj',
      images: ['https://mehakperfumes.pk/images/products/miraj.svg'],
      price: 1999,
      compareAtPrice: null,
      inStock: false,
      category: 'Oud',
      sizeMl: 50,
    };
    expect(productJsonLd(miraj, page, 'Mehak Perfumes')).toMatchObject({
      '@type': 'Product',
      name: 'Miraj',
      image: ['https://mehakperfumes.pk/images/products/miraj.svg'],
      offers: {
        '@type': 'Offer',
        url: page.href,
        price: 1999,
        priceCurrency: 'PKR',
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1', () => {
    const home = new URL('https://mehakperfumes.pk/home');
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: home },
        { name: 'Miraj', url: page },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: home.href },
      { '@type': 'ListItem', position: 2, name: 'Miraj', item: page.href },
    ]);
  });
});
