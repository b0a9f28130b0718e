/** The words of buying in each language; the cart's, checkout's and orders' islands import this. */
import type { Lang } from '#schema/i18n/languages';
import { buying as en, type BuyingWords } from './en/buying';
import { buying as ur } from './ur/buying';

export const BUYING_WORDS: Record<Lang, BuyingWords> = { en, ur };
