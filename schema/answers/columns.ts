/**
 * Each table's fields as its rows hold them, derived from schema/tables.ts (drizzle-zod), which the answers and the
 * pages pick the fields they show as stored from: a column's type is written once, in its table, and renaming one
 * breaks every answer that shows it at compile time. Answers add what is not a column as stored (an id as `_id`,
 * times as ISO text, lists gathered from other tables).
 */
import { createSelectSchema } from 'drizzle-zod';
import { FEATURED_SPOTS } from '../payloads/admin-products';
import { z } from '../payloads/zod';
import { oils, oilsCartItems, products, saleItems, sales, users } from '../tables';

/** The table types `images`, `notesUr` and `featured` for TypeScript alone, so their shapes are said here. */
export const productColumns = createSelectSchema(products, {
  images: z.array(z.string()),
  notesUr: z.record(z.string(), z.string()),
  featured: z.enum(FEATURED_SPOTS).nullable(),
});

export const oilColumns = createSelectSchema(oils);
export const oilsCartItemColumns = createSelectSchema(oilsCartItems);
export const saleColumns = createSelectSchema(sales);
export const saleItemColumns = createSelectSchema(saleItems);
export const userColumns = createSelectSchema(users);
