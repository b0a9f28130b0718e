/** What every D1 caller shares: the database type, its limits, and how its failures and results are read. */
import type { DrizzleD1Database } from 'drizzle-orm/d1';

/** The request's database (c.var.db): drizzle, with `$client`, the D1 binding itself, for a batch of raw statements. */
export type Db = DrizzleD1Database & { $client: D1Database };

/** A drizzle query as a D1 statement, for a batch that mixes it with raw statements: its values encoded by the table. */
export function prepared(d1: D1Database, query: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const { sql, params } = query.toSQL();
  return d1.prepare(sql).bind(...params);
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
