/** The console's own words in each language: /orders in English, /ur/orders in Urdu. */
import type { Lang } from '#schema/i18n/languages';
import { consoleWords as en, type ConsoleWords } from './en/console';
import { consoleWords as ur } from './ur/console';

export const CONSOLE_WORDS: Record<Lang, ConsoleWords> = { en, ur };
