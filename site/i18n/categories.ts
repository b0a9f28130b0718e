/** The category pages' words in each language. */
import { categories as en, type CategoryWords } from './en/categories';
import type { Lang } from '#schema/i18n/languages';
import { categories as ur } from './ur/categories';

export const CATEGORY_WORDS: Record<Lang, CategoryWords> = { en, ur };
