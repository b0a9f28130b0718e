import { describe, expect, it } from 'vitest';
import { OILS } from './catalog/oils';
import { PRODUCTS } from './catalog/products';
import { slugify } from './slug';

describe('slugify', () => {
  it('gives every seed product and oil its id, so the seed and the Worker agree on addresses', () => {
    for (const item of [...PRODUCTS, ...OILS]) expect(slugify(item.name), item.name).toBe(item.id);
  });

  it('folds accents, drops apostrophes and joins words with single dashes', () => {
    expect(slugify("  Angel's   Kiss ")).toBe('angels-kiss');
    expect(slugify('Crème Brûlée & Oud')).toBe('creme-brulee-and-oud');
    expect(slugify('Oud -- Noir!!')).toBe('oud-noir');
  });

  it('gives a name with no latin letter or digit an address all the same', () => {
    expect(slugify('خوشبو')).toBe('perfume');
  });
});
