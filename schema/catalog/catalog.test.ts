import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENDERS, MIN_PRODUCTS_PER_TAG, OCCASIONS, SCENT_TYPES, SCENT_TYPE_COUNTS, SEASONS } from './categories';
import { isConcentration } from './concentrations';
import { SEED_NOTES } from './notes';
import { OILS } from './oils';
import { PRODUCTS } from './products';
import { SEED_SIZES } from './sizes';

/** The EID SALE list: sale price, then the pre-sale price the badge strikes through. */
const SALE_PRICES: Array<[name: string, price: number, compareAtPrice: number]> = [
  ['Blue Mist', 1599, 2199],
  ['Royal Ruby', 1499, 1999],
  ['Encharntess', 1699, 2199],
  ["Angel's Kiss", 1399, 1899],
  ['Sir al Shams', 1599, 2199],
  ['Miraj', 1999, 2499],
  ['Hamas', 1799, 2199],
  ['Rawayat', 1599, 1999],
  ['Hawas', 1699, 2199],
];

const isPositiveInteger = (value: number) => Number.isInteger(value) && value > 0;

describe('seed catalog', () => {
  it('gives testers only to its perfumes, each smaller and cheaper than the 50 ml bottle, one per ml', () => {
    for (const size of SEED_SIZES) {
      const bottle = PRODUCTS.find((p) => p.id === size.productId);
      expect(bottle, size.productId).toBeDefined();
      // The seed writes a bottle's own price as the one before its sale: the owner's rule holds against that.
      expect(size.price).toBeLessThan(bottle!.compareAtPrice ?? bottle!.price);
      expect(size.ml).toBeLessThan(50);
    }
    expect(new Set(SEED_SIZES.map((s) => `${s.productId}:${s.ml}`)).size).toBe(SEED_SIZES.length);
  });

  it('holds exactly the sidebar count of products per scent type', () => {
    for (const scentType of SCENT_TYPES) {
      expect(
        PRODUCTS.filter((product) => product.scentType === scentType),
        scentType,
      ).toHaveLength(SCENT_TYPE_COUNTS[scentType]);
    }
  });

  it('lists enough products on every gender, season and occasion route', () => {
    const count = (tag: string) =>
      PRODUCTS.filter((p) => [...p.genders, ...p.seasons, ...p.occasions].some((value) => value === tag)).length;
    for (const tag of [...GENDERS, ...SEASONS, ...OCCASIONS]) {
      expect(count(tag), tag).toBeGreaterThanOrEqual(MIN_PRODUCTS_PER_TAG);
    }
  });

  it('has unique ids and names, ignoring case in names', () => {
    expect(new Set(PRODUCTS.map((product) => product.id)).size).toBe(PRODUCTS.length);
    expect(new Set(PRODUCTS.map((product) => product.name.toLowerCase())).size).toBe(PRODUCTS.length);
  });

  it('prices every product in whole rupees, with any pre-sale price above the sale price', () => {
    for (const product of PRODUCTS) {
      expect(isPositiveInteger(product.price), product.name).toBe(true);
      if (product.compareAtPrice !== null) expect(product.compareAtPrice, product.name).toBeGreaterThan(product.price);
    }
  });

  it('puts exactly the EID SALE products on sale at their published prices', () => {
    for (const [name, price, compareAtPrice] of SALE_PRICES) {
      expect(
        PRODUCTS.find((product) => product.name === name),
        name,
      ).toMatchObject({ price, compareAtPrice });
    }
    const onSale = PRODUCTS.filter((product) => product.compareAtPrice !== null).map((product) => product.name);
    expect(onSale.sort()).toEqual(SALE_PRICES.map(([name]) => name).sort());
  });

  it('ships an image file for every product', () => {
    for (const product of PRODUCTS) {
      expect(existsSync(fileURLToPath(new URL('../../public' + product.image, import.meta.url))), product.image).toBe(
        true,
      );
    }
  });
});

describe('seed notes', () => {
  it('give every product, and only those, a concentration and a few notes at each level of its pyramid', () => {
    expect(Object.keys(SEED_NOTES).sort()).toEqual(PRODUCTS.map((product) => product.id).sort());
    for (const [id, notes] of Object.entries(SEED_NOTES)) {
      expect(isConcentration(notes.concentration), id).toBe(true);
      for (const level of [notes.top, notes.heart, notes.base]) {
        expect(level.length, id).toBeGreaterThanOrEqual(1);
        expect(level.length, id).toBeLessThanOrEqual(3);
      }
    }
  });
});

describe('seed oils', () => {
  it('offers at least 30 uniquely named oils with whole-rupee base prices', () => {
    expect(OILS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(OILS.map((oil) => oil.name.toLowerCase())).size).toBe(OILS.length);
    for (const oil of OILS) expect(isPositiveInteger(oil.price), oil.name).toBe(true);
  });
});
