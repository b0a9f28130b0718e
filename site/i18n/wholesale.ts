/** The wholesale page's words in each language; the wholesale island imports this. */
import type { Lang } from '#schema/i18n/languages';
import { wholesale as en, type WholesaleWords } from './en/wholesale';
import { wholesale as ur } from './ur/wholesale';

export const WHOLESALE_WORDS: Record<Lang, WholesaleWords> = { en, ur };
