/** The perfume oils as the owner edits them: base price per 25 ml, and whether the wholesale page offers them. */
import { MAX_NAME } from '../catalog/limits';
import { changesSomething, NOTHING_TO_CHANGE } from './changes';
import { requiredLine } from './text-fields';
import { z } from './zod';
import type { oils } from '../tables';
import type { ColumnFields } from './columns';

export const STALE_OIL = 'This oil was changed by someone else. Reload it and try again.';

const basePrice = z
  .number({ error: 'Price must be a whole number' })
  .int({ error: 'Price must be a whole number' })
  .min(1, { error: 'Price must be at least 1' })
  .max(1_000_000, { error: 'Price must be at most 1,000,000' });

export const createOilPayload = z.object({
  name: requiredLine('Name', MAX_NAME),
  price: basePrice,
} satisfies ColumnFields<typeof oils>);

export const changeOilPayload = z
  .object({
    version: z
      .number({ error: 'Version is required' })
      .int({ error: 'Version is required' })
      .min(0, { error: 'Version is required' }),
    name: requiredLine('Name', MAX_NAME).optional(),
    price: basePrice.optional(),
    available: z.boolean({ error: 'Available must be true or false' }).optional(),
  } satisfies ColumnFields<typeof oils>)
  .refine(changesSomething(), { error: NOTHING_TO_CHANGE });

export type CreateOil = z.output<typeof createOilPayload>;
export type ChangeOil = z.output<typeof changeOilPayload>;
