import { describe, expect, it } from 'vitest';
import { scriptJson } from '#schema/pages/product-json-ld';
import { productLinksJsonLd, productListJsonLd } from './product-json-ld';

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

describe('productLinksJsonLd', () => {
  it("lists the Urdu listing's perfumes by their Urdu pages, in order, without repeating their Products", () => {
    const urduPage = new URL('https://mehakperfumes.pk/ur/woody-perfumes');
    const data = productLinksJsonLd('لکڑی جیسی خوشبو کے پرفیوم', urduPage, [
      { ...rawayat, slug: 'rawayat' },
      { ...rawayat, _id: 'oud-nights', slug: 'oud-nights' },
    ]);
    expect(data).toMatchObject({ '@type': 'ItemList', url: urduPage.href, numberOfItems: 2 });
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://mehakperfumes.pk/ur/perfumes/rawayat' },
      { '@type': 'ListItem', position: 2, url: 'https://mehakperfumes.pk/ur/perfumes/oud-nights' },
    ]);
  });
});

describe('scriptJson', () => {
  it('cannot close the script element it sits in', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
