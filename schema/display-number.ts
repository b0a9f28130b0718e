/**
 * Display numbers: short and readable over the phone, unique because an order's number is within its kind. Perfume
 * orders are FS-10001, FS-10002, ...; perfume-oil orders OIL-10001, ... This module is their one rule: written, read
 * back from what an admin types, and matched in SQL.
 */
import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { OrderKindName } from './order-kinds';

export const DISPLAY_NUMBER_BASE = 10000;

export type DisplayPrefix = 'FS' | 'OIL';

export const KIND_PREFIX: Record<OrderKindName, DisplayPrefix> = { perfume: 'FS', oils: 'OIL' };

export function displayNumber(prefix: DisplayPrefix, number: number): string {
  return `${prefix}-${DISPLAY_NUMBER_BASE + number}`;
}

/** An order's display number, from its kind and its number within it (orders.number). */
export const orderDisplayNumber = (order: { kind: OrderKindName; number: number }) =>
  displayNumber(KIND_PREFIX[order.kind], order.number);

/** The number an admin's text names (`FS-10427`, `fs10427`, `#FS-10427`), or null when it names none. */
export function parseDisplayNumber(prefix: DisplayPrefix, text: string): number | null {
  const match = new RegExp(`^#?${prefix}-?\\s?(\\d{5,})$`, 'i').exec(text);
  return match ? Number(match[1]) - DISPLAY_NUMBER_BASE : null;
}

/** The display number in SQL, lower-cased (`fs-10427`), for a contains-match over the orders table. */
export function displayNumberSql(prefix: DisplayPrefix, number: AnyColumn): SQL {
  return sql`(${prefix.toLowerCase() + '-'} || (${DISPLAY_NUMBER_BASE} + ${number}))`;
}
