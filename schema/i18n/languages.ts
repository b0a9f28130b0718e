/**
 * The shop's languages: English at the site's own addresses, Urdu (right to left) at the same address under /ur.
 * A page has an Urdu twin only once it is written in Urdu: URDU_PAGES lists them, and only they offer the switch
 * and name each other as alternates.
 */
import { CATEGORIES } from '../catalog/categories';
import { CONFIRM_PAGE, REVIEW_PAGE } from '../confirm-link';
import { LINK_PAGES } from '../one-time-links';
import { paths, POLICY_LINKS } from '../paths';
import { en, type Dictionary } from './en';
import { ur } from './ur';

export type { Lang } from '../lang';
import type { Lang } from '../lang';

export const DICTIONARIES: Record<Lang, Dictionary> = { en, ur };

export const DIRECTION: Record<Lang, 'ltr' | 'rtl'> = { en: 'ltr', ur: 'rtl' };

// Kept in a file of its own, which imports nothing, so a small script (the cart's first drawing) takes it without
// the dictionaries this file brings.
export { leftToRight } from './left-to-right';

/** The comma between the items of a list: Urdu writes its own, '،', never the Latin one. */
export const COMMA: Record<Lang, string> = { en: ', ', ur: '، ' };

/** Items as a list on a page in `lang`: 'Oud, Rose' in English, 'عود، گلاب' in Urdu. */
export const listIn = (lang: Lang, items: readonly (string | number)[]): string => items.join(COMMA[lang]);

/**
 * The attributes of English text on a page in `lang` (a perfume's own description): read as English, and laid out
 * left to right so its full stop stays at its end.
 */
export const englishIn = (lang: Lang): { lang?: 'en'; dir?: 'ltr' } =>
  lang === 'en' ? {} : { lang: 'en', dir: 'ltr' };

/** The English addresses whose page is also written in Urdu; every perfume's page is too (pathIn). */
export const URDU_PAGES: readonly string[] = [
  paths.home,
  ...CATEGORIES.map(paths.category),
  paths.searchPage,
  paths.aboutUs,
  paths.contactUs,
  ...POLICY_LINKS.map((link) => link.href),
  paths.cart,
  paths.checkout,
  paths.myOrders,
  paths.account,
  paths.resetPassword,
  paths.trackOrder,
  paths.loginSignup,
  paths.wholeSale,
  paths.orders,
  '/order-confirmation',
  CONFIRM_PAGE,
  REVIEW_PAGE,
  LINK_PAGES.joinStaff,
];

/** One page answers every address under these (the order's id or the link's token follows): both in Urdu too. */
const URDU_SHELLS: readonly string[] = ['/order-confirmation/', `${CONFIRM_PAGE}/`, `${REVIEW_PAGE}/`];

/** The language of an address: /ur/... is Urdu. */
export const langOf = (path: string): Lang => (path === '/ur' || path.startsWith('/ur/') ? 'ur' : 'en');

/** The English address of a page, from either language's. */
export const englishPath = (path: string) => (langOf(path) === 'ur' ? path.slice(3) || '/' : path);

/** The page at `path` in `lang`, when it is written in that language. */
export function pathIn(lang: Lang, path: string): string | undefined {
  const english = englishPath(path.replace(/\.html$/, ''));
  if (lang === 'en') return english;
  const written =
    URDU_PAGES.includes(english) ||
    URDU_SHELLS.some((shell) => english.startsWith(shell)) ||
    english.startsWith(paths.perfume(''));
  return written ? `/ur${english}` : undefined;
}

/**
 * Where a link on a page in `lang` leads: to the linked page in that language when it is written in it, else to
 * the English one, its query and hash kept (an Urdu reader is never sent to English where Urdu exists).
 */
export function hrefIn(lang: Lang, href: string): string {
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  if (lang === 'en' || !path.startsWith('/')) return href;
  const there = pathIn(lang, path);
  return there ? there + (cut < 0 ? '' : href.slice(cut)) : href;
}
