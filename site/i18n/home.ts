/** The home page's words in each language. */
import { home as en, type HomeWords } from './en/home';
import type { Lang } from '#schema/i18n/languages';
import { home as ur } from './ur/home';

export const HOME_WORDS: Record<Lang, HomeWords> = { en, ur };
