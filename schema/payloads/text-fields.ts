/** The zod fields the checkout and the contact forms share. */
import { z } from 'zod';
import { hasHiddenCharacters, hiddenCharactersMessage } from './plain-text';

/** A required line of visible text, trimmed, with SPEC §5's '{Field} is required'. */
export function requiredLine(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !hasHiddenCharacters(value), { error: hiddenCharactersMessage(label) });
}

/** A phone number as people type it (0300-123 4567) to its digits. */
export const phoneDigits = (phone: string) => phone.replace(/[\s-]/g, '');
