/**
 * The shop's structured data (schema.org) that search engines read: the shop itself (an OnlineStore with its logo,
 * address, phone and return policy), the WebSite with its search, and every Offer's delivery and returns, which
 * are the same for every perfume: a flat delivery charge across Pakistan and the returns page's rule.
 */
import { DELIVERY_DAYS, RETURN_DAYS, SHOP, STANDARD_SHIPPING } from '#schema/shop';
import { paths } from '#schema/paths';

const CURRENCY = 'PKR';
const COUNTRY = 'PK';

export const RETURN_POLICY = {
  '@type': 'MerchantReturnPolicy',
  applicableCountry: COUNTRY,
  returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
  merchantReturnDays: RETURN_DAYS,
  returnMethod: 'https://schema.org/ReturnByMail',
  // A change of mind is sent back at the shopper's cost; a damaged or wrong bottle at the shop's.
  returnFees: 'https://schema.org/ReturnShippingFees',
  returnShippingFeesAmount: { '@type': 'MonetaryAmount', value: STANDARD_SHIPPING, currency: CURRENCY },
  refundType: 'https://schema.org/ExchangeRefund',
} as const;

export const SHIPPING_DETAILS = {
  '@type': 'OfferShippingDetails',
  shippingRate: { '@type': 'MonetaryAmount', value: STANDARD_SHIPPING, currency: CURRENCY },
  shippingDestination: { '@type': 'DefinedRegion', addressCountry: COUNTRY },
  deliveryTime: {
    '@type': 'ShippingDeliveryTime',
    handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
    transitTime: {
      '@type': 'QuantitativeValue',
      minValue: DELIVERY_DAYS.min,
      maxValue: DELIVERY_DAYS.max,
      unitCode: 'DAY',
    },
  },
} as const;

export interface OfferFacts {
  url: string;
  price: number;
  /** The price before a sale, shown struck through; null when the perfume is not on sale. */
  compareAtPrice: number | null;
  inStock: boolean;
}

export function offerJsonLd({ url, price, compareAtPrice, inStock }: OfferFacts) {
  const onSale = compareAtPrice !== null && compareAtPrice > price;
  return {
    '@type': 'Offer',
    url,
    price,
    priceCurrency: CURRENCY,
    ...(onSale && {
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: compareAtPrice,
        priceCurrency: CURRENCY,
      },
    }),
    availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
    itemCondition: 'https://schema.org/NewCondition',
    shippingDetails: SHIPPING_DETAILS,
    hasMerchantReturnPolicy: RETURN_POLICY,
  };
}

const storeId = (site: URL) => `${site.origin}/#store`;

/** The shop and its website, for home, about and contact. `site` is the shop's origin. */
export function shopJsonLd(site: URL) {
  const home = new URL(paths.home, site).href;
  const store = {
    '@type': 'OnlineStore',
    '@id': storeId(site),
    name: SHOP.name,
    description: SHOP.tagline,
    url: home,
    logo: new URL('/images/logo.png', site).href,
    image: new URL('/images/previews/home.png', site).href,
    telephone: SHOP.phone,
    email: SHOP.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SHOP.address,
      addressLocality: SHOP.city,
      addressCountry: COUNTRY,
    },
    sameAs: Object.values(SHOP.social),
    hasMerchantReturnPolicy: { ...RETURN_POLICY, url: new URL(paths.returns, site).href },
    currenciesAccepted: CURRENCY,
    paymentAccepted: 'Cash on delivery',
  };
  const website = {
    '@type': 'WebSite',
    '@id': `${site.origin}/#website`,
    name: SHOP.name,
    url: home,
    publisher: { '@id': store['@id'] },
    inLanguage: 'en-PK',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${new URL('/search', site).href}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return { '@context': 'https://schema.org', '@graph': [store, website] as const };
}

/**
 * The shop as the Urdu home, about and contact pages name it: by its @id, which their English twins (hreflang)
 * describe whole. Described again, it was 0.6 kB gzipped of the Urdu home, a third round trip before its first
 * paint on a 2G-grade link.
 */
export function shopReferenceJsonLd(site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    '@id': storeId(site),
    name: SHOP.name,
    url: new URL(paths.home, site).href,
  };
}
