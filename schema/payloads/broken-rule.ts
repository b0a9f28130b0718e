/**
 * Which rule of a payload an `invalid` refusal broke, sent beside its `field` as `rule`: a page words the refusal in
 * its own language by the field and the rule (and the rule's limit: 'at most 1,000,000'), never from the English
 * message, which the schema may reword at any time. Read from zod's issue at the edge (worker/http/validate.ts); a
 * schema's own refinement names its rule with `brokenRule(name)` in its options.
 */
import type { z } from 'zod';

export const RULES = [
  /** Left empty. */
  'required',
  /** Below `limit`: a number, a text's characters or a list's entries (`of`). */
  'too_small',
  /** Above `limit`, as too_small. */
  'too_big',
  'whole_number',
  /** Not one of the values the field takes (a scent type, a reason). */
  'choice',
  /** Not in the field's form (a photo's address the shop does not serve). */
  'format',
  /** A value of another kind than the field's (a list where text belongs). */
  'wrong_kind',
  /** A line of text holding a line break or an invisible character. */
  'hidden_characters',
  /** Free text holding an invisible character (line breaks are its own). */
  'hidden_characters_in_text',
  /** The same entry twice in one list (a gender, a photo, a note of one tier). */
  'repeated',
  /** The price before the sale is not above the price. */
  'sale_above_price',
  /** An Urdu name given to a note the perfume does not have. */
  'unknown_note',
  /** An Urdu name given to a note whose own words hold a line break or an invisible character. */
  'named_note_hidden_characters',
  /** A stock change of 0. */
  'not_zero',
  /** A reason that adds stock (restock, return) with a change that takes it. */
  'adds_stock',
  /** A reason that takes stock (damaged) with a change that adds it. */
  'takes_stock',
] as const;

export type RuleName = (typeof RULES)[number];

export const RULE_SUBJECTS = ['number', 'text', 'list'] as const;

export interface BrokenRule {
  name: RuleName;
  /** The bound a too_small or too_big names. */
  limit?: number;
  /** What the bound counts: the number itself, a text's characters or a list's entries. */
  of?: (typeof RULE_SUBJECTS)[number];
}

/**
 * A refinement's options naming the rule it checks: `.refine(check, { error, ...brokenRule('repeated') })`, with its
 * bound when it has one: `brokenRule('too_big', { limit: 18, of: 'list' })`.
 */
export const brokenRule = (name: RuleName, bound: Omit<BrokenRule, 'name'> = {}) => ({
  params: { rule: name, ...bound },
});

const SUBJECT: Partial<Record<string, BrokenRule['of']>> = {
  number: 'number',
  int: 'number',
  bigint: 'number',
  string: 'text',
  array: 'list',
  set: 'list',
};

const isRule = (name: unknown): name is RuleName => RULES.includes(name as RuleName);
const isSubject = (of: unknown): of is BrokenRule['of'] => RULE_SUBJECTS.includes(of as (typeof RULE_SUBJECTS)[number]);

/** The rule a zod issue says was broken; undefined for one no page words by its rule (the form's fallback then). */
export function brokenRuleOf(issue: z.core.$ZodIssue): BrokenRule | undefined {
  switch (issue.code) {
    case 'custom': {
      const { rule: name, limit, of } = issue.params ?? {};
      if (!isRule(name)) return undefined;
      return { name, ...(typeof limit === 'number' ? { limit } : {}), ...(isSubject(of) ? { of } : {}) };
    }
    // A record's key that broke a rule its schema names for a key (a note given an Urdu name holding hidden
    // characters). A key's bounds are not named: a page would word them as its value's, under the value's label.
    case 'invalid_key': {
      const inner = issue.issues[0];
      return inner?.code === 'custom' ? brokenRuleOf(inner) : undefined;
    }
    case 'too_small':
    case 'too_big': {
      const of = SUBJECT[issue.origin];
      const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
      if (of === 'text' && issue.code === 'too_small' && limit === 1) return { name: 'required' };
      return { name: issue.code, limit, ...(of ? { of } : {}) };
    }
    case 'invalid_type':
      return { name: SUBJECT[issue.expected] === 'number' ? 'whole_number' : 'wrong_kind' };
    case 'not_multiple_of':
      return { name: 'whole_number' };
    case 'invalid_value':
      return { name: 'choice' };
    case 'invalid_format':
      return { name: 'format' };
    default:
      return undefined;
  }
}
