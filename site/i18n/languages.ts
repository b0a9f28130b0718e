/**
 * The shop's languages: English at the site's own addresses, Urdu (right to left) at the same address under /ur.
 * A page has an Urdu twin only once it is written in Urdu: URDU_PAGES lists them, and only they offer the switch
 * and name each other as alternates.
 */
import { en, type Dictionary } from './en';
import { ur } from './ur';

export type Lang = 'en' | 'ur';

export const DICTIONARIES: Record<Lang, Dictionary> = { en, ur };

export const DIRECTION: Record<Lang, 'ltr' | 'rtl'> = { en: 'ltr', ur: 'rtl' };

/** The English addresses whose page is also written in Urdu. */
export const URDU_PAGES: readonly string[] = ['/home'];

/** The language of an address: /ur/... is Urdu. */
export const langOf = (path: string): Lang => (path === '/ur' || path.startsWith('/ur/') ? 'ur' : 'en');

/** The English address of a page, from either language's. */
export const englishPath = (path: string) => (langOf(path) === 'ur' ? path.slice(3) || '/' : path);

/** The page at `path` in `lang`, when it is written in that language. */
export function pathIn(lang: Lang, path: string): string | undefined {
  const english = englishPath(path.replace(/\.html$/, ''));
  if (lang === 'en') return english;
  return URDU_PAGES.includes(english) ? `/ur${english}` : undefined;
}
