import { describe, expect, it } from 'vitest';
import { scriptJson } from '#schema/pages/product-json-ld';
import { productListJsonLd } from './product-json-ld';

const page = new URL('https://mehakperfumes.pk/woody-perfumes');
const rawayat = {
  _id: 'rawayat',
  name: 'Rawayat',
  description: 'Smoky cedar.',
  price: 1599,
  compareAtPrice: 1999,
  image: '/images/products/rawayat.svg',
  inStock: true,
};

describe('productListJsonLd', () => {
  it('lists each product with an absolute image and a PKR offer', () => {
    const data = productListJsonLd('Woody Perfumes', page, 'Mehak Perfumes', [
      rawayat,
      { ...rawayat, _id: 'x', inStock: false },
    ]);
    expect(data.numberOfItems).toBe(2);
    expect(data.itemListElement[0]).toMatchObject({
      position: 1,
      item: {
        '@type': 'Product',
        name: 'Rawayat',
        image: 'https://mehakperfumes.pk/images/products/rawayat.svg',
        offers: { price: 1599, priceCurrency: 'PKR', availability: 'https://schema.org/InStock' },
      },
    });
    expect(data.itemListElement[1]?.item.offers.availability).toBe('https://schema.org/OutOfStock');
    // The description is the perfume's own page's to say.
    expect(data.itemListElement[0]?.item).not.toHaveProperty('description');
  });

  it('points each product with a page at it, one added since the build at the listing', () => {
    const data = productListJsonLd('Woody Perfumes', page, 'Mehak Perfumes', [
      { ...rawayat, slug: 'rawayat' },
      rawayat,
    ]);
    expect(data.itemListElement[0]?.item.offers.url).toBe('https://mehakperfumes.pk/perfumes/rawayat');
    expect(data.itemListElement[1]?.item.url).toBe(page.href);
  });
});

describe('scriptJson', () => {
  it('cannot close the script element it sits in', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
