/**
 * A payload's fields keep their own rules and words (what the API answers when one is wrong), so they are written
 * out; this type names and types them as their table's columns, so renaming a column or changing its type breaks
 * the payload at compile time. `Others` names the fields that are not columns of that table.
 */
import type { Table } from 'drizzle-orm';
import type { z } from './zod';

export type ColumnFields<T extends Table, Others extends string = never> = {
  [K in keyof T['$inferInsert']]?: z.ZodType<T['$inferInsert'][K] | undefined>;
} & Record<Others, z.ZodType>;
