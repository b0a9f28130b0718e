/** The catalog as the owner edits it: the product the console reads, and its stock ledger. */
import { STOCK_REASONS } from '../catalog/limits';
import { z } from '../payloads/zod';
import { isoTime, nextCursor, returnReason, success } from './common';
import { productColumns } from './columns';
import { productNotes } from './products';

/**
 * The product as its row holds it, less what the Worker keeps for itself (the name's key, the main photo kept apart
 * from the list, when it was first published); its notes and tags gathered as the owner edits them.
 */
export const adminProduct = productColumns
  .omit({ id: true, nameKey: true, notesTop: true, notesHeart: true, notesBase: true, image: true, publishedAt: true })
  .extend({
    _id: z.string(),
    notes: productNotes,
    genders: z.array(z.string()),
    seasons: z.array(z.string()),
    occasions: z.array(z.string()),
    /** The last change of the owner's fields. */
    updatedAt: isoTime,
  });
export type AdminProduct = z.output<typeof adminProduct>;

export const adminProductAnswer = z.object({ success, product: adminProduct });
export type AdminProductAnswer = z.output<typeof adminProductAnswer>;

export const adminProductListAnswer = z.object({ success, products: z.array(adminProduct), nextCursor });
export type AdminProductListAnswer = z.output<typeof adminProductListAnswer>;

/** A perfume's tester and sample sizes as the owner set them, smallest first. */
export const productSizesAnswer = z.object({
  success,
  sizes: z.array(z.object({ ml: z.number().int(), price: z.number().int(), stock: z.number().int() })),
});
export type ProductSizesAnswer = z.output<typeof productSizesAnswer>;

export const stockEntry = z.object({
  /** Positive in, negative out. */
  change: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  note: z.string().nullable(),
  stockAfter: z.number().int(),
  at: isoTime,
  /** The name of the admin who adjusted or cancelled, or of the shopper who ordered; null for the opening stock. */
  by: z.string().nullable(),
  orderId: z.string().nullable(),
  /** A returned order's entries: why it came back (the console words it in its own language). */
  returnReason: returnReason.nullable(),
  /** A written-off return's entry (change 0): how many of its bottles were not put back. */
  writtenOff: z.number().int().nullable(),
});
export type StockEntry = z.output<typeof stockEntry>;

/** Newest first; `nextCursor` pages back through a long history. */
export const stockEntriesAnswer = z.object({ success, entries: z.array(stockEntry), nextCursor });
export type StockEntriesAnswer = z.output<typeof stockEntriesAnswer>;
