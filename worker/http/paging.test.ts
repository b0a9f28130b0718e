import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { decodeCursor, decodeTextCursor, encodeCursor, encodeTextCursor, pageOf, textPageOf } from './paging';

describe('cursors', () => {
  it('round-trip, even when the key has dots in it', () => {
    const cursor = { createdAt: 1767225600000, key: 'first.last@example.pk' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('refuse anything else with a 400', () => {
    for (const bad of ['', 'abc', '.key', '12.', '-5.key']) {
      expect(() => decodeCursor(bad)).toThrow(ApiError);
    }
  });
});

describe('pageOf', () => {
  const rows = [
    { at: 3, id: 'c' },
    { at: 2, id: 'b' },
    { at: 1, id: 'a' },
  ];
  const cursorOf = (row: { at: number; id: string }) => ({ createdAt: row.at, key: row.id });

  it('gives the next cursor when there is one more row than the page', () => {
    expect(pageOf(rows, 2, cursorOf)).toEqual({ page: rows.slice(0, 2), nextCursor: '2.b' });
  });

  it('gives no cursor on the last page', () => {
    expect(pageOf(rows, 3, cursorOf)).toEqual({ page: rows, nextCursor: null });
  });
});

describe('text cursors', () => {
  it('round-trip any name, Urdu and punctuation included', () => {
    for (const key of ["angel's kiss", 'oud / noir?&=', 'خوشبو', 'a+b'])
      expect(decodeTextCursor(encodeTextCursor(key))).toBe(key);
  });

  it('travel in a query string as they are', () => {
    expect(encodeTextCursor('خوشبو / oud?')).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuse what is not one with a 400', () => {
    for (const bad of ['%%%', '////', '_w']) expect(() => decodeTextCursor(bad)).toThrow(ApiError);
  });

  it('page by the last row of the page', () => {
    const names = [{ name: 'amber' }, { name: 'bakhoor' }, { name: 'citrus' }];
    expect(textPageOf(names, 2, (row) => row.name)).toEqual({
      page: names.slice(0, 2),
      nextCursor: encodeTextCursor('bakhoor'),
    });
    expect(textPageOf(names, 3, (row) => row.name).nextCursor).toBeNull();
  });
});
