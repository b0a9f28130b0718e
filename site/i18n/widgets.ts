/** The words of the small islands in each language; islands import this, so it holds only their words. */
import { widgets as en, type WidgetWords } from './en/widgets';
import type { Lang } from '#schema/i18n/languages';
import { widgets as ur } from './ur/widgets';

export const WIDGET_WORDS: Record<Lang, WidgetWords> = { en, ur };
