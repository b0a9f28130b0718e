/**
 * What a shopper reads when the shop refuses, in the page's language. English pages show the server's own words
 * (every refusal carries a sentence naming what it is about: the perfume, the order's status); Urdu pages choose
 * Urdu words by the refusal's code (the server's English is never translated word by word).
 */
import type { Endpoint } from '#schema/api';
import type { Lang } from '#schema/i18n/languages';
import { ApiFailure, failureMessage } from '../lib/api';
import { FIELD_PROBLEMS, NAMED_REFUSALS, REFUSALS, type RefusalWords, type WordedCode } from './ur/refusals';

const SHARED: Partial<Record<ApiFailure['code'], string>> = REFUSALS;

/**
 * An endpoint whose every code the shop has Urdu words for: a form that calls one with a code they lack does not
 * compile, so a new refusal cannot reach an Urdu page in English or as the fallback.
 */
export type WordedEndpoint = Endpoint<unknown, unknown, string, WordedCode>;

/**
 * The refusal's words, for a failure of `endpoint` (or of one of several a page calls); `own` gives an island's
 * Urdu for a code worded per case (tracking's 'not found'), or for each field a code can name. A code worded by
 * field, with a field the island did not expect, gets the island's fallback: the general words are about
 * something else. A refusal about one perfume names it, and says how many are left, as the English does.
 */
export function refusalIn(
  lang: Lang,
  failure: unknown,
  // Only its type is read: it holds the island's calls to the shop's Urdu words.
  endpoint: WordedEndpoint | readonly WordedEndpoint[],
  fallback: string,
  own: RefusalWords = {},
) {
  if (lang === 'en') return failureMessage(failure, fallback);
  if (!(failure instanceof ApiFailure)) return fallback;
  const words = own[failure.code];
  if (typeof words === 'object') return words[failure.field ?? ''] ?? fallback;
  const named = failure.about.product === undefined ? undefined : NAMED_REFUSALS[failure.code];
  return words ?? named?.(failure.about.product!, failure.about.left) ?? SHARED[failure.code] ?? fallback;
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
