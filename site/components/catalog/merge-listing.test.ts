import { describe, expect, it } from 'vitest';
import { mergeListing } from './merge-listing';

const card = (_id: string, price = 1000) => ({ _id, price, inStock: true });

describe('mergeListing', () => {
  it('keeps the built cards in place with today’s prices', () => {
    expect(mergeListing([card('b'), card('a')], [card('a', 900), card('b', 1100)])).toEqual([
      card('b', 1100),
      card('a', 900),
    ]);
  });

  it('adds a product the build did not have at the end, whatever its name', () => {
    expect(mergeListing([card('b'), card('c')], [card('a'), card('b'), card('c')])).toEqual([
      card('b'),
      card('c'),
      card('a'),
    ]);
  });

  it('keeps a product archived since the build in its place, no longer sold and sold out', () => {
    expect(mergeListing([card('a'), card('b'), card('c')], [card('a'), card('c')])).toEqual([
      card('a'),
      { ...card('b'), gone: true, inStock: false },
      card('c'),
    ]);
  });
});
