/**
 * The console's language, given once at its top (AdminConsole's `lang`, from its page's address) and read by any part
 * of it that is written in both: so the cards and sections deep inside need no `lang` handed down to them.
 */
import { createContext, useCallback, useContext } from 'react';
import { courierName, type Courier } from '#schema/couriers';
import type { Lang } from '#schema/i18n/languages';
import { CONSOLE_WORDS } from '../../i18n/console';
import { FIELD_PROBLEMS, NAMED_REFUSALS, REFUSALS } from '../../i18n/ur/refusals';
import { ruleProblem } from '../../i18n/ur/broken-rules';
import { ApiFailure, failureMessage } from '../../lib/api';

export const ConsoleLang = createContext<Lang>('en');

export function useConsoleWords() {
  const lang = useContext(ConsoleLang);
  const words = CONSOLE_WORDS[lang];
  // The same function while the language is: an effect that words a failed load lists it without running again.
  const refused = useCallback(
    (failure: unknown, fallback: string, own?: Partial<Record<string, string>>, fields?: FieldWords) =>
      refusedIn(lang, failure, fallback, own, fields),
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
 * How a form names the fields an `invalid` refusal can be about, so the Urdu console says which rule of which field
 * was broken and what to do: `label` is the form's label for a payload path (`price`, `notes.top`; none for a path
 * the form does not show), `rules` the form's own words for a rule, by the path's first part and the rule
 * (`images.too_small`: add a photo) or by the rule alone.
 */
export interface FieldWords {
  label: (path: string) => string | undefined;
  rules?: Partial<Record<string, string>>;
}

/** An `invalid` refusal in Urdu, by its field and the rule it broke; undefined for a field the form does not name. */
function invalidIn(failure: ApiFailure, fields: FieldWords): string | undefined {
  const path = failure.field ?? '';
  const { rule } = failure.about;
  const own = rule && (fields.rules?.[`${path.split('.')[0]}.${rule.name}`] ?? fields.rules?.[rule.name]);
  if (own) return own;
  const label = fields.label(path);
  if (!label) return undefined;
  return rule ? ruleProblem(rule, label) : FIELD_PROBLEMS.wrong(label.replace(/ \(.*\)$/, ''));
}

/**
 * What a refused action says in the console's language. English shows the server's sentence; Urdu never shows the
 * server's English: a section's own words for the code (`own`, the perfume form's), else the console's, else the
 * shop's, else the action's fallback. A courier's refusal says why the courier said no, in the console's words
 * around the courier's own; a courier's silence names it, with what the shop kept and what to do next; a tracking
 * number already taken names the order that has it. A form's field that broke a rule (`invalid`) is named with the
 * rule, by the form's `fields`.
 */
export function refusedIn(
  lang: Lang,
  failure: unknown,
  fallback: string,
  own: Partial<Record<string, string>> = {},
  fields?: FieldWords,
): string {
  if (lang === 'en') return failureMessage(failure, fallback);
  if (!(failure instanceof ApiFailure)) return fallback;
  const invalid = fields && failure.code === 'invalid' ? invalidIn(failure, fields) : undefined;
  if (invalid) return invalid;
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
  // A return's bottles over the cap say what to do with the return, not how many to put (the stock form's).
  const returning = failure.code === 'stock_over_limit' && failure.field === 'restock';
  const naming =
    (returning && CONSOLE_WORDS[lang].returnOverLimit) || consoleNamed[failure.code] || NAMED_REFUSALS[failure.code];
  const named = product === undefined ? undefined : naming?.(product, left);
  return own[failure.code] ?? named ?? general[failure.code] ?? shared[failure.code] ?? fallback;
}
