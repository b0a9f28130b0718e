/**
 * What the shop sends to change an order before it ships, to write a note on it, or to record a WhatsApp message
 * it sent. Shared by the Worker's validators and the console.
 */
import { z } from './zod';
import { productIdSchema, quantitySchema, sizeSchema } from './cart';
import { MAX_ORDER_LINES, shippingAddressSchema } from './checkout';
import { lineKey } from '../size-name';
import { requiredText } from './text-fields';
import { ORDER_MESSAGES } from './timeline';
import { MAX_ORDER_NOTE } from './text-limits';

const lines = z
  .array(z.object({ productId: productIdSchema, quantity: quantitySchema, ml: sizeSchema.optional() }), {
    error: 'Please send the order lines.',
  })
  .min(1, { error: 'An order needs at least one perfume. To drop them all, cancel the order.' })
  .max(MAX_ORDER_LINES, { error: `An order can hold at most ${MAX_ORDER_LINES} different perfumes.` })
  .refine((items) => new Set(items.map(lineKey)).size === items.length, {
    error: 'Each perfume may appear only once in an order in each size.',
  });

/**
 * PATCH /api/orders/:id: the version the change was made from, and the delivery fields to change (any of them)
 * and/or every line the order should now hold.
 */
export const orderEditPayload = z
  .object({
    version: z.number({ error: 'Please send the version you changed.' }).int().min(0),
    shippingAddress: shippingAddressSchema.partial().optional(),
    lines: lines.optional(),
  })
  .refine((edit) => edit.lines || (edit.shippingAddress && Object.keys(edit.shippingAddress).length > 0), {
    error: 'Please change the delivery details or the lines.',
  });

export type OrderEditInput = z.input<typeof orderEditPayload>;
export type OrderEditPayload = z.output<typeof orderEditPayload>;

/** POST /api/orders/:id/notes: the shop's own note ("customer asked for delivery after 5 pm"). */
export const orderNotePayload = z.object({ text: requiredText('Note', MAX_ORDER_NOTE) });

/** POST /api/orders/:id/messages: which WhatsApp message the console opened. */
export const orderMessagePayload = z.object({
  message: z.enum(ORDER_MESSAGES, { error: 'Please pick a known message.' }),
});
