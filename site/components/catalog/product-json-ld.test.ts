import { describe, expect, it } from 'vitest';
import { scriptJson } from '../product/product-json-ld';
import { productLinksJsonLd } from './product-json-ld';

const page = new URL('https://mehakperfumes.pk/woody-perfumes');
const rawayat = {
  _id: 'rawayat',
  name: 'Rawayat',
  description: 'Smoky cedar.',
  descriptionUr: 'دھواں دار دیودار۔',
  price: 1599,
  compareAtPrice: 1999,
  image: '/images/products/rawayat.svg',
  inStock: true,
};

describe('productLinksJsonLd', () => {
  it('lists the perfumes by their pages, in order, without repeating their Products', () => {
    const data = productLinksJsonLd('Woody Perfumes', page, [{ ...rawayat, slug: 'rawayat' }, rawayat], 'en');
    expect(data).toMatchObject({ '@type': 'ItemList', url: page.href, numberOfItems: 2 });
    // One added since the build has no page yet: it is at the listing.
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://mehakperfumes.pk/perfumes/rawayat' },
      { '@type': 'ListItem', position: 2, url: page.href },
    ]);
  });

  it("lists the Urdu listing's perfumes by their Urdu pages", () => {
    const urduPage = new URL('https://mehakperfumes.pk/ur/woody-perfumes');
    const data = productLinksJsonLd(
      'لکڑی جیسی خوشبو کے پرفیوم',
      urduPage,
      [
        { ...rawayat, slug: 'rawayat' },
        { ...rawayat, _id: 'oud-nights', slug: 'oud-nights' },
      ],
      'ur',
    );
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
