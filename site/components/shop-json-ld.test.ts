import { describe, expect, it } from 'vitest';
import { offerJsonLd, shopJsonLd, shopReferenceJsonLd } from './shop-json-ld';

const site = new URL('https://mehakperfumes.pk');
const offer = { url: 'https://mehakperfumes.pk/perfumes/miraj', price: 1599, compareAtPrice: null, inStock: true };

describe('offerJsonLd', () => {
  it('carries the flat delivery charge across Pakistan and the return policy', () => {
    expect(offerJsonLd(offer)).toMatchObject({
      shippingDetails: {
        shippingRate: { value: 200, currency: 'PKR' },
        shippingDestination: { addressCountry: 'PK' },
        deliveryTime: { transitTime: { minValue: 2, maxValue: 5, unitCode: 'DAY' } },
      },
      hasMerchantReturnPolicy: { merchantReturnDays: 7, applicableCountry: 'PK' },
    });
  });

  it('strikes through the price before a sale, and only then', () => {
    expect(offerJsonLd({ ...offer, compareAtPrice: 1999 }).priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      priceType: 'https://schema.org/StrikethroughPrice',
      price: 1999,
      priceCurrency: 'PKR',
    });
    expect(offerJsonLd(offer)).not.toHaveProperty('priceSpecification');
  });
});

describe('shopJsonLd', () => {
  it("names the shop with its logo, address, phone, profiles and returns page, and the website's search", () => {
    const [store, website] = shopJsonLd(site)['@graph'];
    expect(store).toMatchObject({
      '@type': 'OnlineStore',
      name: 'Mehak Perfumes',
      url: 'https://mehakperfumes.pk/home',
      logo: 'https://mehakperfumes.pk/images/logo.png',
      telephone: '0300-1234567',
      address: { addressLocality: 'Lahore', addressCountry: 'PK' },
      hasMerchantReturnPolicy: { url: 'https://mehakperfumes.pk/returns-and-exchanges' },
    });
    expect(store.sameAs).toContain('https://www.instagram.com/mehakperfumes');
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { target: { urlTemplate: 'https://mehakperfumes.pk/search?q={search_term_string}' } },
    });
  });
});

describe('shopReferenceJsonLd', () => {
  it('names the same shop as shopJsonLd, by its @id, without describing it again', () => {
    const [store] = shopJsonLd(site)['@graph'];
    const reference = shopReferenceJsonLd(site);
    expect(reference).toEqual({
      '@context': 'https://schema.org',
      '@type': 'OnlineStore',
      '@id': store['@id'],
      name: store.name,
      url: store.url,
    });
  });
});
