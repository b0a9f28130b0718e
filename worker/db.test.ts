import { describe, expect, it } from 'vitest';
import { chunks, groupBy, isUniqueViolation, rowsPerStatement } from './db';

describe('D1 helpers', () => {
  it('finds a unique constraint failure, also when wrapped', () => {
    const d1 = new Error('D1_ERROR: UNIQUE constraint failed: oils_orders.user_id, oils_orders.idempotency_key');
    expect(isUniqueViolation(d1)).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: new Error('wrapped', { cause: d1 }) }))).toBe(true);
    expect(isUniqueViolation(new Error('FOREIGN KEY constraint failed'))).toBe(false);
  });

  it('splits and groups lists, and fits rows under the 100-parameter limit', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect([...groupBy(['a1', 'b1', 'a2'], (s) => s[0]!)]).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
    ]);
    expect(rowsPerStatement(6)).toBe(16);
    expect(rowsPerStatement(5, 1)).toBe(19);
  });
});
