/** The catalog as the owner edits it: the product the console reads, and its stock ledger. */
import { SCENT_TYPES } from '../catalog/categories';
import { ADJUSTMENT_REASONS } from '../catalog/limits';
import { FEATURED_SPOTS } from '../payloads/admin-products';
import { z } from '../payloads/zod';
import { isoTime, nextCursor, success } from './common';
import { productNotes } from './products';

export const adminProduct = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  descriptionUr: z.string().nullable(),
  notes: productNotes,
  concentration: z.string(),
  sizeMl: z.number().int(),
  price: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  stock: z.number().int(),
  lowStockAt: z.number().int(),
  scentType: z.enum(SCENT_TYPES),
  genders: z.array(z.string()),
  seasons: z.array(z.string()),
  occasions: z.array(z.string()),
  images: z.array(z.string()),
  featured: z.enum(FEATURED_SPOTS).nullable(),
  archived: z.boolean(),
  version: z.number().int(),
  /** The last change of the owner's fields. */
  updatedAt: isoTime,
});
export type AdminProduct = z.output<typeof adminProduct>;

export const adminProductAnswer = z.object({ success, product: adminProduct });
export type AdminProductAnswer = z.output<typeof adminProductAnswer>;

export const adminProductListAnswer = z.object({ success, products: z.array(adminProduct), nextCursor });
export type AdminProductListAnswer = z.output<typeof adminProductListAnswer>;

/** 'edit': the shop changed an order's quantities before it shipped (taking more, or putting some back). */
export const STOCK_REASONS = [...ADJUSTMENT_REASONS, 'order', 'cancel', 'edit'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

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
});
export type StockEntry = z.output<typeof stockEntry>;

/** Newest first; `nextCursor` pages back through a long history. */
export const stockEntriesAnswer = z.object({ success, entries: z.array(stockEntry), nextCursor });
export type StockEntriesAnswer = z.output<typeof stockEntriesAnswer>;
