/**
 * The test's D1 written through the tables of schema/tables.ts, as the Worker writes it, where a fixture would
 * otherwise be an SQL string: a column is named as the code names it, so renaming one breaks the tests that set it
 * at compile time (npm run typecheck:worker) rather than at run time.
 */
import { env } from 'cloudflare:test';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { drizzle } from 'drizzle-orm/d1';
import type { SQLiteTable, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import { oils, orders, products, productSizes, sales, users } from '#schema/tables';
import { insertSelect, type SelectedRow } from '../../worker/db';

/** Drizzle over the test's D1 binding. */
export const db = drizzle(env.DB);

/** Columns' new values, or SQL (`sql`${products.price} + 100``) for a change made from the stored one. */
type Changes<T extends SQLiteTable> = SQLiteUpdateSetSource<T>;

/** Each of these is a statement: await it, or hand several to `batch`, which runs them as one D1 batch. */
export const setProduct = (id: string, changes: Changes<typeof products>) =>
  db.update(products).set(changes).where(eq(products.id, id));
export const setProductBySlug = (slug: string, changes: Changes<typeof products>) =>
  db.update(products).set(changes).where(eq(products.slug, slug));
export const setOrder = (id: string, changes: Changes<typeof orders>) =>
  db.update(orders).set(changes).where(eq(orders.id, id));
export const setUser = (id: string, changes: Changes<typeof users>) =>
  db.update(users).set(changes).where(eq(users.id, id));
export const setOilNamed = (name: string, changes: Changes<typeof oils>) =>
  db.update(oils).set(changes).where(eq(oils.name, name));
export const setSale = (id: string, changes: Changes<typeof sales>) =>
  db.update(sales).set(changes).where(eq(sales.id, id));
/** Every tester and sample size of the perfume. */
export const setSizesOf = (productId: string, changes: Changes<typeof productSizes>) =>
  db.update(productSizes).set(changes).where(eq(productSizes.productId, productId));

/** Statements as one D1 batch (all or none), however many a test makes. */
export function batch(statements: BatchItem<'sqlite'>[]) {
  const [first, ...rest] = statements;
  if (!first) throw new Error('batch: no statements');
  return db.batch([first, ...rest]);
}

/** One INSERT per row, in one batch: a table's rows a test needs many of (D1 binds at most 100 values a statement). */
export const insertEach = <T extends SQLiteTable>(table: T, rows: T['$inferInsert'][]) =>
  batch(rows.map((row) => db.insert(table).values(row)));

/** In `insertNumbered`'s row, the row's number: 0 to count - 1. */
export const rowNumber = sql`n.value`;

/**
 * `count` rows in one INSERT ... SELECT, for tests that need thousands: `row` gives each column's value, as SQL of
 * `rowNumber` where it differs from row to row; a column left out takes its default.
 */
export function insertNumbered<T extends SQLiteTable>(table: T, count: number, row: NoInfer<SelectedRow<T>>) {
  const defaults = Object.fromEntries(
    Object.entries(getTableColumns(table)).flatMap(([key, column]) =>
      column.default === undefined ? [] : [[key, column.default]],
    ),
  ) as SelectedRow<T>;
  const numbers = JSON.stringify(Array.from({ length: count }, (_, n) => n));
  return insertSelect(db, table, { ...defaults, ...row }, sql`FROM json_each(${numbers}) AS n`);
}
