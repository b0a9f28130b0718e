import { describe, expect, it } from 'vitest';
import { OILS } from './catalog/oils';
import { isOilVolume, OIL_VOLUMES, oilPrice, oilsTotal } from './oil-pricing';

describe('oilPrice', () => {
  it('is the base price for 25 ml and scales with the volume', () => {
    expect(OIL_VOLUMES.map((volume) => oilPrice(2800, volume))).toEqual([2800, 5600, 11200, 28000, 56000, 112000]);
  });

  it('stays in whole rupees for every catalog oil and volume', () => {
    for (const oil of OILS)
      for (const volume of OIL_VOLUMES) expect(Number.isInteger(oilPrice(oil.price, volume))).toBe(true);
  });
});

describe('isOilVolume', () => {
  it('accepts only 25, 50, 100, 250, 500 and 1000 ml', () => {
    expect(OIL_VOLUMES.every(isOilVolume)).toBe(true);
    expect([0, 10, 75, 200, 2000, 25.5, -25].some(isOilVolume)).toBe(false);
  });
});

describe('oilsTotal', () => {
  it('adds the line prices', () => {
    expect(oilsTotal([])).toBe(0);
    expect(oilsTotal([{ price: 650 }, { price: 11200 }])).toBe(11850);
  });
});
