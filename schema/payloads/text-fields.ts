/** The zod fields the checkout, the contact and any other form share. */
import { z } from './zod';
import { brokenRule } from './broken-rule';
import { normalizePhone, PHONE_MESSAGE, phoneProblem } from '../phone';
import {
  hasHiddenCharacters,
  hasHiddenCharactersInText,
  hiddenCharactersInTextMessage,
  hiddenCharactersMessage,
} from './plain-text';
import { listedCity } from '../pakistan-cities';
import { MAX_CITY, MAX_TYPED_PHONE } from './text-limits';

/** A required line of visible text, trimmed, with the message '{Field} is required'. */
export function requiredLine(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => !hasHiddenCharacters(value), {
      error: hiddenCharactersMessage(label),
      ...brokenRule('hidden_characters'),
    });
}

/**
 * The city an order goes to: a listed city by its English name, as the couriers list it, though the shopper typed it
 * in Urdu ('لاہور'); a town not listed as typed.
 */
export const deliveryCity = requiredLine('City', MAX_CITY).transform((city) => listedCity(city)?.name ?? city);

/** Required free text that may break lines (a message, a description), trimmed, without hidden characters. */
export function requiredText(label: string, max: number, tooLong = `${label} must be at most ${max} characters`) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: tooLong })
    .refine((value) => !hasHiddenCharactersInText(value), {
      error: hiddenCharactersInTextMessage(label),
      ...brokenRule('hidden_characters_in_text'),
    });
}

/** Free text the form may leave empty, checked as requiredText is; empty or absent means none (null). */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: `${label} must be at most ${max} characters` })
      .refine((value) => !hasHiddenCharactersInText(value), {
        error: hiddenCharactersInTextMessage(label),
        ...brokenRule('hidden_characters_in_text'),
      })
      .nullable(),
  );
}

/** A mobile number in any form people type it (schema/phone.ts), as its 11 digits 03XXXXXXXXX. */
export function mobilePhone(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(MAX_TYPED_PHONE, { error: PHONE_MESSAGE })
    .transform(
      (typed, context) =>
        normalizePhone(typed) ?? (context.addIssue({ code: 'custom', message: phoneProblem(typed) }), z.NEVER),
    );
}

/** The same, optional: absent, empty or null (as the API answers an order without one) all mean "not given". */
export const optionalMobilePhone = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(MAX_TYPED_PHONE, { error: PHONE_MESSAGE })
  .nullish()
  .transform((typed, context) => {
    if (!typed) return undefined;
    return normalizePhone(typed) ?? (context.addIssue({ code: 'custom', message: phoneProblem(typed) }), z.NEVER);
  });
