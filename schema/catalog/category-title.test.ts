import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { categoryTitle } from './category-title';

describe('categoryTitle', () => {
  it('names genders the way a shopper says them', () => {
    expect(categoryTitle('male')).toBe('Perfumes for Men');
    expect(categoryTitle('unisex')).toBe('Unisex Perfumes');
  });

  it('puts Perfumes after every other label', () => {
    expect(categoryTitle('woody')).toBe('Woody Perfumes');
    expect(categoryTitle('everyday-wear')).toBe('Everyday Wear Perfumes');
    expect(new Set(CATEGORIES.map(categoryTitle)).size).toBe(19);
  });
});
