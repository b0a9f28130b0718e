/**
 * `validate('json', schema)`: zValidator with the API's error envelope. The first problem zod finds becomes
 * the message, so a shopper reads 'Please enter a valid 11-digit phone number', not a zod dump.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { ApiError } from './errors';

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new ApiError(400, result.error.issues[0]?.message ?? 'Invalid request. Please check your input.');
    }
  });
}
