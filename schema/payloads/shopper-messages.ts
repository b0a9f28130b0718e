/**
 * The message of a rule a schema words no message for: a sentence built from the field's name and what went wrong
 * ('Quantity must be at most 10'), instead of zod's own text for developers ('Too big: expected number to be
 * <=10'). Schemas still word the rules a shopper meets in a form; this covers the rest, so no refusal reads like code.
 * A value of the wrong kind (null where a list belongs) is a malformed request, not a mistake in a form: it gets the
 * general message.
 */
import type { z } from 'zod';

export const INVALID_REQUEST = 'Invalid request. Please check your input.';

type Issue = z.core.$ZodRawIssue;

/** 'shippingAddress.firstName' is 'First name'; a list's entry is named by its list ('items.0' is 'Items'). */
export function labelOf(path: readonly PropertyKey[] | undefined): string | null {
  const name = [...(path ?? [])].reverse().find((key): key is string => typeof key === 'string');
  if (!name) return null;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const UNITS: Record<string, string> = { string: 'characters', array: 'entries', set: 'entries' };

function sizeRule(issue: Issue & { origin?: string }, bound: 'at least' | 'at most', limit: unknown, label: string) {
  const unit = UNITS[issue.origin ?? ''];
  if (issue.origin === 'string' && bound === 'at least' && limit === 1) return `${label} is required`;
  return `${label} must be ${bound} ${String(limit)}${unit ? ` ${unit}` : ''}`;
}

export function shopperMessage(issue: Issue): string {
  const label = labelOf(issue.path);
  if (!label) return INVALID_REQUEST;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${label} is required` : INVALID_REQUEST;
    case 'too_small':
      return sizeRule(issue, 'at least', issue.minimum, label);
    case 'too_big':
      return sizeRule(issue, 'at most', issue.maximum, label);
    case 'invalid_value':
      return `${label} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `${label} must be a whole number`;
    default:
      return `${label} is not valid`;
  }
}
