/** A perfume's page's words in each language (the page, and the Worker filling it). */
import { product as en, type ProductWords } from './en/product';
import type { Lang } from '#schema/i18n/languages';
import { product as ur } from './ur/product';

export const PRODUCT_WORDS: Record<Lang, ProductWords> = { en, ur };
