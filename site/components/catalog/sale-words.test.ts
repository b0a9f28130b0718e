import { describe, expect, it } from 'vitest';
import { endedSaleIn, saleBadgeIn, saleNameIn } from './sale-words';

describe("a sale's name and badge by the page's language", () => {
  const eid = { name: 'Eid Sale', nameUr: 'عید سیل', badge: 'EID SALE' };
  const unnamed = { name: 'Summer Sale', nameUr: null, badge: 'SUMMER' };

  it('are the English ones on English pages', () => {
    expect(saleNameIn('en', eid)).toBe('Eid Sale');
    expect(saleBadgeIn('en', eid)).toBe('EID SALE');
  });

  it('are the Urdu name on Urdu pages, or the Urdu word for a sale, never the English name', () => {
    expect(saleNameIn('ur', eid)).toBe('عید سیل');
    expect(saleBadgeIn('ur', eid)).toBe('عید سیل');
    expect(saleNameIn('ur', unnamed)).toBe('سیل');
    expect(saleBadgeIn('ur', unnamed)).toBe('سیل');
  });
});

describe("the ended sale a cart line's price change names", () => {
  it('is the Urdu name on Urdu pages, or the Urdu word for a sale, never the English name', () => {
    expect(endedSaleIn('ur', { was: 1599, endedSale: 'Eid Sale', endedSaleUr: 'عید سیل' })).toBe('عید سیل');
    expect(endedSaleIn('ur', { was: 1599, endedSale: 'Basant Sale', endedSaleUr: null })).toBe('سیل');
    expect(endedSaleIn('en', { was: 1599, endedSale: 'Eid Sale', endedSaleUr: 'عید سیل' })).toBe('Eid Sale');
  });

  it('is none when the price changed otherwise', () => {
    expect(endedSaleIn('ur', { was: 1599, endedSale: null, endedSaleUr: null })).toBeNull();
  });
});
