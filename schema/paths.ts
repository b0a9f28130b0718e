/** Every page address the site links to, built in one place. */
import { categoryRoute, type Category } from './catalog/categories';
import { LINK_PAGES } from './one-time-links';

export const paths = {
  home: '/home',
  aboutUs: '/about-us',
  wholeSale: '/whole-sale',
  loginSignup: '/login-signup',
  contactUs: '/contact-us',
  cart: '/cart',
  checkout: '/checkout',
  orders: '/orders',
  myOrders: '/my-orders',
  account: '/account',
  joinStaff: LINK_PAGES.joinStaff,
  resetPassword: LINK_PAGES.resetPassword,
  orderConfirmation: (id: string) => `/order-confirmation/${encodeURIComponent(id)}`,
  category: (category: Category) => `/${categoryRoute(category)}`,
  /** 'Buy Perfumes' in the header opens the men's range. */
  buyPerfumes: '/male-perfumes',
  requestQuote: '/contact-us#quote',
  shipping: '/shipping-and-delivery',
  returns: '/returns-and-exchanges',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  faq: '/faq',
  trackOrder: '/track-order',
  /** The search page, its box ready for words (the header's search button on phones). */
  searchPage: '/search',
  /** Every perfume matching the words (the search box's 'See all'). */
  search: (query: string) => `/search?q=${encodeURIComponent(query.trim())}`,
  perfume: (slug: string) => `/perfumes/${encodeURIComponent(slug)}`,
  /** The tracking page with the order number filled in (the receipt's and the WhatsApp text's link). */
  trackOrderFor: (displayOrderId: string) => `/track-order?order=${encodeURIComponent(displayOrderId)}`,
} as const;

/** The shop's policy pages, in the order the footer lists them. */
export const POLICY_LINKS = [
  { href: paths.shipping, key: 'shipping', label: 'Shipping and delivery' },
  { href: paths.returns, key: 'returns', label: 'Returns and exchanges' },
  { href: paths.faq, key: 'faq', label: 'FAQ' },
  { href: paths.privacy, key: 'privacy', label: 'Privacy policy' },
  { href: paths.terms, key: 'terms', label: 'Terms and conditions' },
] as const;

/** The {id} of /order-confirmation/{id} (the receipt page reads it from the address), or '' when there is none. */
export function orderIdFromPath(pathname: string): string {
  const match = /^\/order-confirmation\/([^/]+)\/?$/.exec(pathname);
  try {
    return match?.[1] ? decodeURIComponent(match[1]) : '';
  } catch {
    return '';
  }
}
