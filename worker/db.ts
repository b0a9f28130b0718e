/** What every D1 caller shares: the database type, its limits, and how its failures and results are read. */
import { getTableColumns, is, sql, SQL, Column } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

/** The request's database (c.var.db): every query goes through drizzle, raw SQL only as its sql fragments. */
export type Db = DrizzleD1Database;

/** A row for insertSelect: each column's value (bound as the column encodes it), or SQL / a column read by the SELECT. */
export type SelectedRow<T extends SQLiteTable> = {
  [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL | SQL.Aliased | Column;
};

/**
 * INSERT ... SELECT of one row per row the SELECT finds: `rest` is its FROM and/or WHERE, so a batch writes a row
 * only if what it depends on holds when it runs (`WHERE changes() = 1`: the statement before it changed one row).
 * Every column is named, in the table's order; one left out is NULL (a sequence then takes its next number).
 */
export function insertSelect<T extends SQLiteTable>(db: Db, table: T, row: SelectedRow<T>, rest: SQL) {
  const given = new Map<string, unknown>(Object.entries(row));
  const values = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = given.get(key);
    if (is(value, SQL) || is(value, SQL.Aliased) || is(value, Column)) return sql`${value}`;
    return value === undefined ? sql`NULL` : sql.param(value, column);
  });
  return db.insert(table).select(sql`SELECT ${sql.join(values, sql`, `)} ${rest}`);
}

/** `column IN (values)` with the values as one bound JSON array (json_each): D1 binds at most 100 parameters. */
export const inJson = (column: Column | SQL, values: readonly unknown[]) =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;

/** A drizzle statement, as db.batch takes it. */
export type Statement = BatchItem<'sqlite'>;

/**
 * One atomic D1 batch of any number of statements that return no rows (inserts, updates, deletes), each answered by
 * D1's result, whose meta.changes says whether it wrote.
 */
export async function runBatch(db: Db, statements: Statement[]): Promise<D1Result[]> {
  const [first, ...rest] = statements;
  if (!first) return [];
  const results: D1Result[] = await db.batch([first, ...rest]);
  return results;
}

/** D1 binds at most 100 parameters per statement. */
export const D1_MAX_PARAMS = 100;

/** How many rows of `columns` bound values one statement can take, beside `others` parameters of its own. */
export const rowsPerStatement = (columns: number, others = 0) => Math.floor((D1_MAX_PARAMS - others) / columns);

export function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** True when a write failed on a unique index: two requests raced for one key, and the other one won. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed/i.test(e.message)) return true;
  }
  return false;
}

/**
 * True when a write failed with a message matching `pattern` anywhere in its causes: the catalog's batches fail on
 * purpose on a CHECK (stock below zero) or a NOT NULL (a stale version), and tell which by the constraint D1 names.
 */
export function failedWith(err: unknown, pattern: RegExp): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (pattern.test(e.message)) return true;
  }
  return false;
}
