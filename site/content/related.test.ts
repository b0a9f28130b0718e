import { describe, expect, it } from 'vitest';
import { relatedAmong } from './related';

interface Row {
  id: string;
  name: string;
  price: number;
  scentType: string;
}

/** What 'More ...' means, by comparing a perfume with every other: the answer relatedAmong must give. */
function byComparingAll(perfume: Row, perfumes: Row[], count = 4): Row[] {
  return perfumes
    .filter((p) => p.scentType === perfume.scentType && p.id !== perfume.id)
    .sort((a, b) => Math.abs(a.price - perfume.price) - Math.abs(b.price - perfume.price) || (a.name < b.name ? -1 : 1))
    .slice(0, count);
}

/** A catalog in name order, with many perfumes at the same prices and equal gaps above and below. */
function catalog(size: number, seed: number): Row[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: size }, (_, i) => ({
    id: `p${i}`,
    name: `${String.fromCharCode(97 + Math.floor(next() * 26))}${i}`,
    price: 1000 + 100 * Math.floor(next() * 12),
    scentType: ['woody', 'floral', 'fresh'][Math.floor(next() * 3)]!,
  })).sort((a, b) => (a.name < b.name ? -1 : 1));
}

describe('related perfumes', () => {
  it.each([
    [1, 1],
    [3, 2],
    [6, 3],
    [40, 4],
    [400, 5],
  ])('are the nearest in price of the same scent type, then by name, among %i perfumes', (size, seed) => {
    const perfumes = catalog(size, seed);
    const related = relatedAmong(perfumes);
    for (const perfume of perfumes) expect(related(perfume)).toEqual(byComparingAll(perfume, perfumes));
  });

  it('answers fewer when the scent type has fewer', () => {
    const perfumes = catalog(30, 7);
    const related = relatedAmong(perfumes, 50);
    for (const perfume of perfumes) expect(related(perfume)).toEqual(byComparingAll(perfume, perfumes, 50));
  });
});
