/**
 * The console's language, given once at its top (AdminConsole's `lang`, from its page's address) and read by any part
 * of it that is written in both: so the cards and sections deep inside need no `lang` handed down to them.
 */
import { createContext, useContext } from 'react';
import type { Lang } from '#schema/i18n/languages';
import { CONSOLE_WORDS } from '../../i18n/console';

export const ConsoleLang = createContext<Lang>('en');

export function useConsoleWords() {
  const lang = useContext(ConsoleLang);
  return { lang, words: CONSOLE_WORDS[lang] };
}
