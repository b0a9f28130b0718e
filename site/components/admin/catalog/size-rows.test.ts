import { describe, expect, it } from 'vitest';
import { keepTyped, rowOf, type SizeRow } from './size-rows';

const read = [
  { ml: 5, price: 300, stock: 8 },
  { ml: 10, price: 550, stock: 6 },
];
const opened = (): SizeRow[] => read.map(rowOf);

describe('keepTyped', () => {
  it('keeps a typed figure, and takes today’s where the owner typed nothing', () => {
    const rows = opened();
    rows[1]!.price = '950';
    const fresh = [
      { ml: 5, price: 300, stock: 7 },
      { ml: 10, price: 550, stock: 5 },
    ];
    const { rows: kept, clashes } = keepTyped(rows, read, fresh);
    expect(kept.map(({ ml, price, stock }) => [ml, price, stock])).toEqual([
      ['5', '300', '7'],
      ['10', '950', '5'],
    ]);
    expect(clashes).toEqual([]);
    expect(kept[1]!.was).toEqual(fresh[1]);
  });

  it('names a figure both the owner and someone else changed, and keeps the owner’s', () => {
    const rows = opened();
    rows[1]!.price = '950';
    const { rows: kept, clashes } = keepTyped(rows, read, [read[0]!, { ml: 10, price: 600, stock: 6 }]);
    expect(kept[1]!.price).toBe('950');
    expect(clashes).toEqual([{ ml: 10, box: 'price' }]);
  });

  it('keeps sizes the owner added or typed into, drops ones removed meanwhile, and adds ones added meanwhile', () => {
    const rows = [...opened(), { key: 7, ml: '3', price: '200', stock: '2', was: null }];
    rows[0]!.stock = '9';
    const fresh = [
      { ml: 10, price: 550, stock: 6 },
      { ml: 20, price: 900, stock: 1 },
    ];
    const { rows: kept } = keepTyped(rows, read, fresh);
    expect(kept.map(({ ml, stock, was }) => [ml, stock, was === null])).toEqual([
      ['5', '9', true],
      ['10', '6', false],
      ['3', '2', true],
      ['20', '1', false],
    ]);
    expect(new Set(kept.map((row) => row.key)).size).toBe(4);
  });

  it('leaves a size the owner removed removed', () => {
    const { rows: kept } = keepTyped(opened().slice(1), read, [{ ml: 5, price: 300, stock: 2 }, read[1]!]);
    expect(kept.map((row) => row.ml)).toEqual(['10']);
  });
});
