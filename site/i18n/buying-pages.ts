/** The buying pages' own words in each language; only the pages read these, no island. */
import type { Lang } from '#schema/i18n/languages';
import { buyingPages as en, type BuyingPageWords } from './en/buying-pages';
import { buyingPages as ur } from './ur/buying-pages';

export const BUYING_PAGE_WORDS: Record<Lang, BuyingPageWords> = { en, ur };
