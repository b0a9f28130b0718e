/** The stock ledger as the console reads and adds to it: adjustments with a reason, and the entries of a product. */
import { hasHiddenCharacters, hiddenCharactersMessage } from './plain-text';
import { z } from './zod';
import { brokenRule, type RuleName } from './broken-rule';
import { ADJUSTMENT_REASONS, type AdjustmentReason } from '../catalog/limits';
import { MAX_STOCK_NOTE } from './text-limits';

export { ADJUSTMENT_REASONS };
/** What each reason does to the shelf: a restock or a return adds, damaged goods go out, a correction either way. */
const REASON_SIGN: Record<AdjustmentReason, { sign: 1 | -1; message: string; rule: RuleName } | null> = {
  restock: { sign: 1, message: 'A restock adds stock: the change must be above 0.', rule: 'adds_stock' },
  return: { sign: 1, message: 'A return adds stock: the change must be above 0.', rule: 'adds_stock' },
  damaged: { sign: -1, message: 'Damaged stock goes out: the change must be below 0.', rule: 'takes_stock' },
  correction: null,
};

export const stockAdjustmentPayload = z
  .object({
    change: z
      .number({ error: 'Change must be a whole number' })
      .int({ error: 'Change must be a whole number' })
      .min(-100_000, { error: 'Change must be at least -100,000' })
      .max(100_000, { error: 'Change must be at most 100,000' })
      .refine((change) => change !== 0, { error: 'Change cannot be 0', ...brokenRule('not_zero') }),
    reason: z.enum(ADJUSTMENT_REASONS, { error: `Reason must be one of: ${ADJUSTMENT_REASONS.join(', ')}.` }),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(MAX_STOCK_NOTE, { error: `Note must be at most ${MAX_STOCK_NOTE} characters` })
      .refine((value) => !hasHiddenCharacters(value), {
        error: hiddenCharactersMessage('Note'),
        ...brokenRule('hidden_characters'),
      })
      .nullish(),
  })
  .superRefine(({ change, reason }, ctx) => {
    const rule = REASON_SIGN[reason];
    if (rule && Math.sign(change) !== rule.sign)
      ctx.addIssue({ code: 'custom', message: rule.message, path: ['change'], ...brokenRule(rule.rule) });
  });

export type StockAdjustment = z.output<typeof stockAdjustmentPayload>;
