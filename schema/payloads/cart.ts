/** The cart's request bodies, validated by the Worker, and its one answer, which every cart call gives. */
import { z } from './zod';
import { MAX_LINE_QUANTITY } from '../shop';

export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`;

export const quantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .int({ error: QUANTITY_MESSAGE })
  .min(1, { error: QUANTITY_MESSAGE })
  .max(MAX_LINE_QUANTITY, { error: QUANTITY_MESSAGE });

export const productIdSchema = z
  .string({ error: 'Product is required' })
  .trim()
  .min(1, { error: 'Product is required' })
  .max(100, { error: 'There is no such product.' });

const SIZE_MESSAGE = 'There is no such size of this perfume.';

/** A tester or sample size by its ml (product_sizes); absent: the full bottle. */
export const sizeSchema = z
  .number({ error: SIZE_MESSAGE })
  .int({ error: SIZE_MESSAGE })
  .min(1, { error: SIZE_MESSAGE })
  .max(1000, { error: SIZE_MESSAGE });

export const addToCartSchema = z.object({
  productId: productIdSchema,
  quantity: quantitySchema.default(1),
  ml: sizeSchema.optional(),
});

/** The cart line a change or removal names, besides its product: `?ml=10` for a size, none for the bottle. */
export const cartLineQuery = z.object({
  ml: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, { error: SIZE_MESSAGE })
    .transform(Number)
    .optional(),
});

export const addByNameSchema = z.object({
  productName: z
    .string({ error: 'Product name is required' })
    .trim()
    .min(1, { error: 'Product name is required' })
    .max(200, { error: 'There is no such product.' }),
});

export const setQuantitySchema = z.object({ quantity: quantitySchema });
