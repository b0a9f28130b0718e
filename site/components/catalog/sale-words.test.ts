import { describe, expect, it } from 'vitest';
import { saleBadgeIn, saleNameIn } from './sale-words';

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
