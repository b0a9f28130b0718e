/**
 * Keyset paging for newest-first admin lists: rows are ordered by (created_at DESC, key DESC) and a cursor is the
 * last row's `createdAt.key`, so a page costs one indexed range read however far back the admin goes. Lists in
 * alphabetical order (the catalog by name) page the same way on a unique text key (`textPageOf`).
 */
import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { ApiError } from './errors';

export const DEFAULT_PAGE_SIZE = 50;

/** The refusal of a cursor that names no page of its list. */
export const noSuchPage = () => new ApiError(400, 'That page of the list does not exist.', { code: 'no_such_page' });
export const MAX_PAGE_SIZE = 100;

/** A row's number as a cursor names it (a stock entry's, an audit entry's): digits only, or no page of the list. */
export function rowNumber(text: string): number {
  if (!/^\d{1,15}$/.test(text)) throw noSuchPage();
  return Number(text);
}

export interface Cursor {
  createdAt: number;
  key: string;
}

export function encodeCursor(cursor: Cursor): string {
  return `${cursor.createdAt}.${cursor.key}`;
}

export function decodeCursor(text: string): Cursor {
  const match = /^(\d{1,16})\.(.+)$/.exec(text);
  if (!match) throw noSuchPage();
  return { createdAt: Number(match[1]), key: match[2]! };
}

/** A cursor whose key is a row's sequence number (an order's seq), or no page of the list. */
export function seqCursor(text: string): Cursor {
  const cursor = decodeCursor(text);
  rowNumber(cursor.key);
  return cursor;
}

export interface PageRequest {
  cursor: Cursor | null;
  limit: number;
}

export function pageRequest(c: Context): PageRequest {
  const cursorText = c.req.query('cursor');
  return { cursor: cursorText ? decodeCursor(cursorText) : null, limit: pageLimit(c) };
}

/** `?limit=`, 50 unless asked, at most MAX_PAGE_SIZE. */
export function pageLimit(c: Context): number {
  const limitText = c.req.query('limit');
  const limit = limitText === undefined ? DEFAULT_PAGE_SIZE : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new ApiError(400, `The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`, {
      code: 'invalid',
      field: 'limit',
    });
  }
  return limit;
}

/** A text key as a cursor: base64url of its UTF-8, so any name travels in a query string unchanged. */
export function encodeTextCursor(key: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(key)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function decodeTextCursor(text: string): string {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(
      Uint8Array.from(binary, (ch) => ch.charCodeAt(0)),
    );
  } catch {
    throw noSuchPage();
  }
}

/**
 * The rows after the cursor in newest-first order: `(created_at, key) < (the cursor's)`, one range of the
 * (created_at, key) index. `keyOf` reads the cursor's key as the column holds it (Number for a sequence).
 */
export function olderThan(
  createdAt: Column,
  key: Column,
  cursor: Cursor | null,
  keyOf: (key: string) => string | number = String,
): SQL | undefined {
  return cursor ? sql`(${createdAt}, ${key}) < (${cursor.createdAt}, ${keyOf(cursor.key)})` : undefined;
}

/** Splits the `limit + 1` rows a query fetched into the page and the cursor of the next one. */
export function pageOf<Row>(rows: Row[], limit: number, cursorOf: (row: Row) => Cursor) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}

/** `pageOf` for a list paged on a number of each row's alone (oils orders on theirs): the cursor is that number. */
export function numberPageOf<Row>(rows: Row[], limit: number, numberOf: (row: Row) => number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? String(numberOf(last)) : null };
}

/** `pageOf` for an alphabetical list: the next cursor is the last row's text key. */
export function textPageOf<Row>(rows: Row[], limit: number, keyOf: (row: Row) => string) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeTextCursor(keyOf(last)) : null };
}
