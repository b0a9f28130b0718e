/**
 * `validate('json', schema)`: zValidator with the API's error envelope. The first problem zod finds becomes
 * the message, so a shopper reads 'Please enter a valid 11-digit phone number', not a zod dump, and its path
 * becomes `field` (`shippingAddress.phone`), so a form places the message without reading its words.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodError, ZodType } from 'zod';
import { INVALID_REQUEST } from '#schema/payloads/shopper-messages';
import { brokenRuleOf } from '#schema/payloads/broken-rule';
import { ApiError, NOT_READ } from './errors';

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    // Every body is an object: an array, null, a string or a number would otherwise get zod's text for developers.
    if (target === 'json' && !isObject(result.data)) throw new ApiError(400, NOT_READ, { code: 'malformed' });
    throw invalidInput(result.error);
  });
}

/**
 * The 400 of input a schema refuses, read at the edge or checked again inside (a payout from a payment sheet): every
 * issue's message is a shopper's sentence, the schema's own, else one built from the field's name
 * (schema/payloads/shopper-messages.ts, zod's configured error map). The rule it broke goes beside it, for a page that
 * words the refusal in another language.
 */
export function invalidInput(error: Pick<ZodError, 'issues'>): ApiError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  return new ApiError(400, issue?.message || INVALID_REQUEST, {
    code: 'invalid',
    field,
    rule: issue ? brokenRuleOf(issue) : undefined,
  });
}
