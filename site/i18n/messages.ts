/** The shop's WhatsApp messages about an order in each language; the console imports this, so it holds only them. */
import type { Lang } from '#schema/i18n/languages';
import { messages as en, type MessageWords } from './en/messages';
import { messages as ur } from './ur/messages';

export const MESSAGE_WORDS: Record<Lang, MessageWords> = { en, ur };
