/**
 * What a shopper reads when the shop refuses, in the page's language. English pages show the server's own words;
 * Urdu pages choose Urdu words by the refusal's code (the server's English is never translated word by word).
 */
import type { Lang } from '#schema/i18n/languages';
import { ApiFailure, failureMessage } from '../lib/api';
import { FIELD_PROBLEMS, REFUSALS, type RefusalWords } from './ur/refusals';

/**
 * The refusal's words; `own` gives an island's Urdu for a code it words itself (tracking's 'not found'), or for each
 * field a code can name. A code worded by field, with a field the island did not expect, gets the island's
 * fallback: the shop's general words for that code are about something else.
 */
export function refusalIn(lang: Lang, failure: unknown, fallback: string, own: RefusalWords = {}) {
  if (lang === 'en') return failureMessage(failure, fallback);
  if (!(failure instanceof ApiFailure)) return fallback;
  const words = own[failure.code];
  if (typeof words === 'object') return words[failure.field ?? ''] ?? fallback;
  return words ?? REFUSALS[failure.code] ?? fallback;
}

/**
 * A form field's problem as the page says it: English pages keep the rule's own message; Urdu pages say whether the
 * field is empty or wrongly filled, and what a right email or mobile number looks like.
 */
export function fieldProblemIn(
  lang: Lang,
  english: string | undefined,
  field: { label: string; value: string; kind?: 'email' | 'mobile' | 'newPassword' | 'sameAgain' | 'terms' },
): string | undefined {
  if (lang === 'en' || english === undefined) return english;
  const label = field.label.replace(/ \(.*\)$/, '');
  if (field.kind === 'terms') return FIELD_PROBLEMS.terms;
  if (!field.value.trim()) return FIELD_PROBLEMS.required(label);
  if (field.kind) return FIELD_PROBLEMS[field.kind];
  return FIELD_PROBLEMS.wrong(label);
}
