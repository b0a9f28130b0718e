import { describe, expect, it } from 'vitest';
import type { CardProduct } from './card-product';
import { cardsKey } from './cards-key';

const card = (id: string, extra: Partial<CardProduct> = {}): CardProduct => ({
  _id: id,
  name: id,
  description: 'A scent.',
  descriptionUr: 'ایک خوشبو۔',
  price: 2000,
  compareAtPrice: null,
  image: `/images/products/${id}.svg`,
  inStock: true,
  ...extra,
});
const built = [card('amber-wood'), card('baadshah'), card('rawayat', { price: 1599, compareAtPrice: 1999 })];

describe('cardsKey', () => {
  it('is a short fingerprint, not the cards themselves', () => {
    expect(cardsKey(built)).toMatch(/^[0-9a-z]{1,11}$/);
  });

  it('is the same for the same cards in any order, and whatever the cards do not show', () => {
    expect(cardsKey([...built].reverse())).toBe(cardsKey(built));
    expect(cardsKey(built.map((p) => ({ ...p, description: 'Reworded.' })))).toBe(cardsKey(built));
    // The build leaves sizesOnly out where the API's listing says false.
    expect(cardsKey(built.map((p) => ({ ...p, sizesOnly: false })))).toBe(cardsKey(built));
  });

  it('changes when a perfume is added, archived, renamed, re-priced, sold out (its tester not, or too) or put on sale', () => {
    const changed = [
      [...built, card('deodar')],
      built.slice(1),
      built.map((p, i) => (i ? p : { ...p, name: 'Amber Wood Intense' })),
      built.map((p, i) => (i ? p : { ...p, price: 2100 })),
      built.map((p, i) => (i ? p : { ...p, inStock: false })),
      built.map((p, i) => (i ? p : { ...p, inStock: false, sizesOnly: true })),
      built.map((p, i) => (i ? p : { ...p, compareAtPrice: 2500, sale: { name: 'Eid Sale' } as CardProduct['sale'] })),
    ];
    const keys = new Set([cardsKey(built), ...changed.map(cardsKey)]);
    expect(keys.size).toBe(changed.length + 1);
  });
});
