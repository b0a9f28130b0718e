/** The words of the catalog in each language; islands import this, so it holds only their words. */
import { catalog as en, type CatalogWords } from './en/catalog';
import type { Lang } from '#schema/i18n/languages';
import { catalog as ur } from './ur/catalog';

export const CATALOG_WORDS: Record<Lang, CatalogWords> = { en, ur };
