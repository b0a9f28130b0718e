/**
 * What the order lists' filters share (perfume and oils orders): Pakistani calendar days and contains-matches.
 * Dates are Pakistan time, UTC+5 all year (no daylight saving), whatever the server's zone. Paging is the
 * admin lists' keyset (http/paging.ts) on (created_at, seq), so orders sharing a millisecond are never skipped.
 */
import { sql, type Column, type SQL } from 'drizzle-orm';
import { ORDER_YEARS } from '#schema/payloads/order-lists';
import { PAKISTAN_OFFSET_MS } from '#schema/shop';
import { ApiError } from './errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/** First and last millisecond of a Pakistani calendar day or month (month 1-12), or null if there is no such date. */
export function period(year: number, month: number, day?: number): { from: number; to: number } | null {
  if (month < 1 || month > 12 || year < ORDER_YEARS.first || year > ORDER_YEARS.last) return null;
  if (day === undefined) {
    return {
      from: Date.UTC(year, month - 1, 1) - PAKISTAN_OFFSET_MS,
      to: Date.UTC(year, month, 1) - PAKISTAN_OFFSET_MS - 1,
    };
  }
  const start = Date.UTC(year, month - 1, day);
  if (new Date(start).getUTCDate() !== day) return null;
  return { from: start - PAKISTAN_OFFSET_MS, to: start + DAY_MS - PAKISTAN_OFFSET_MS - 1 };
}

/**
 * `2025-03-14` (a query date) → the bounds of that day in Pakistan. The schema refuses every day this cannot read
 * (schema/payloads/order-lists.ts); should one slip past it, the caller still hears what the schema would say.
 */
export function dayBounds(isoDay: string): { from: number; to: number } {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const bounds = period(year, month, day);
  if (!bounds) throw new ApiError(400, 'Please pick a real date.', { code: 'invalid' });
  return bounds;
}

/** Text lower-cased the way SQLite's lower() does it: ASCII letters only, every other character stays itself. */
export const foldAsciiCase = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * Whether `column` holds `text` anywhere, ignoring the case of ASCII letters (as LIKE did). instr() and not LIKE:
 * D1 refuses a LIKE pattern over 50 bytes, and instr takes % and _ as themselves, with nothing to escape.
 */
export const contains = (column: Column | SQL, text: string): SQL => containsLowerCased(sql`lower(${column})`, text);

/**
 * `contains` for a column that never holds a capital letter (phone digits, a status word): lower() on every row is
 * most of what a search that matches nothing costs, so these go without it.
 */
export const containsLowerCased = (column: Column | SQL, text: string): SQL =>
  sql`instr(${column}, ${foldAsciiCase(text)}) > 0`;
