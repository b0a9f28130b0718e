import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { decodeCursor, encodeCursor, pageOf } from './paging';

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
  const rows = [{ at: 3, id: 'c' }, { at: 2, id: 'b' }, { at: 1, id: 'a' }];
  const cursorOf = (row: { at: number; id: string }) => ({ createdAt: row.at, key: row.id });

  it('gives the next cursor when there is one more row than the page', () => {
    expect(pageOf(rows, 2, cursorOf)).toEqual({ page: rows.slice(0, 2), nextCursor: '2.b' });
  });

  it('gives no cursor on the last page', () => {
    expect(pageOf(rows, 3, cursorOf)).toEqual({ page: rows, nextCursor: null });
  });
});
