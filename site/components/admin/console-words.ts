/**
 * The console's language, given once at its top (AdminConsole's `lang`, from its page's address) and read by any part
 * of it that is written in both: so the cards and sections deep inside need no `lang` handed down to them.
 */
import { createContext, useCallback, useContext } from 'react';
import { courierName, type Courier } from '#schema/couriers';
import type { Lang } from '#schema/i18n/languages';
import { CONSOLE_WORDS } from '../../i18n/console';
import { NAMED_REFUSALS, REFUSALS } from '../../i18n/ur/refusals';
import { ApiFailure, failureMessage } from '../../lib/api';

export const ConsoleLang = createContext<Lang>('en');

export function useConsoleWords() {
  const lang = useContext(ConsoleLang);
  const words = CONSOLE_WORDS[lang];
  // The same function while the language is: an effect that words a failed load lists it without running again.
  const refused = useCallback(
    (failure: unknown, fallback: string, own?: Partial<Record<string, string>>) =>
      refusedIn(lang, failure, fallback, own),
    [lang],
  );
  return {
    lang,
    words,
    refused,
    /** A courier's name: its own brand in both languages, and the list's 'other' in the console's words. */
    courierName: (courier: Courier) => courierName(courier, words.card.status.otherCourier),
  };
}

/**
 * What a refused action says in the console's language. English shows the server's sentence; Urdu never shows the
 * server's English: a section's own words for the code (`own`, the perfume form's), else the console's, else the
 * shop's, else the action's fallback. A courier's refusal says why the courier said no, in the console's words
 * around the courier's own; a courier's silence names it, with what the shop kept and what to do next; a tracking
 * number already taken names the order that has it.
 */
export function refusedIn(
  lang: Lang,
  failure: unknown,
  fallback: string,
  own: Partial<Record<string, string>> = {},
): string {
  if (lang === 'en') return failureMessage(failure, fallback);
  if (!(failure instanceof ApiFailure)) return fallback;
  const { courier, silence, holder } = failure.about;
  if (courier) return CONSOLE_WORDS[lang].couriers.no(courier);
  if (holder && failure.code === 'tracking_number_taken') return CONSOLE_WORDS[lang].numberTaken(holder);
  if (silence && failure.code === 'courier_unreachable') return CONSOLE_WORDS[lang].couriers.unreachable(silence);
  if (silence && failure.code === 'booking_unanswered') return CONSOLE_WORDS[lang].couriers.unanswered(silence);
  const general: Partial<Record<string, string>> = CONSOLE_WORDS[lang].refusals;
  const shared: Partial<Record<string, string>> = REFUSALS;
  // A refusal about one perfume names it (and for stock, how many are left), as the English does and the shop's
  // pages do (site/i18n/refusals.ts), in the console's own words where the shop's speak to a shopper of a cart.
  const { product, left } = failure.about;
  const consoleNamed: Partial<Record<string, (name: string, left?: number) => string>> =
    CONSOLE_WORDS[lang].namedRefusals;
  const naming = consoleNamed[failure.code] ?? NAMED_REFUSALS[failure.code];
  const named = product === undefined ? undefined : naming?.(product, left);
  return own[failure.code] ?? named ?? general[failure.code] ?? shared[failure.code] ?? fallback;
}
