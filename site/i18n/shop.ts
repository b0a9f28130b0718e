/** The words of the pieces every shop page shares, in each language. */
import { shop as en, type ShopWords } from './en/shop';
import type { Lang } from '#schema/i18n/languages';
import { shop as ur } from './ur/shop';

export const SHOP_WORDS: Record<Lang, ShopWords> = { en, ur };
