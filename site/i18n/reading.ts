/** The reading pages' words in each language (about, contact, search, the policies' frame); only pages read these. */
import type { Lang } from '#schema/i18n/languages';
import { reading as en, type ReadingWords } from './en/reading';
import { reading as ur } from './ur/reading';

export const READING_WORDS: Record<Lang, ReadingWords> = { en, ur };
