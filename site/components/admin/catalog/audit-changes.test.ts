import { describe, expect, it } from 'vitest';
import { auditChanges, shownValue } from './audit-changes';

describe('auditChanges', () => {
  it('lists only the fields that changed, in words', () => {
    const before = { name: 'Saba', price: 2499, compareAtPrice: null, version: 3, genders: ['female'] };
    const after = { name: 'Saba', price: 2199, compareAtPrice: 2499, version: 4, genders: ['female', 'unisex'] };
    expect(auditChanges(before, after)).toEqual([
      { field: 'price', before: '2,499', after: '2,199' },
      { field: 'compareAtPrice', before: '—', after: '2,499' },
      { field: 'genders', before: 'female', after: 'female, unisex' },
    ]);
  });

  it('shows a created item as every field from nothing', () => {
    expect(auditChanges(null, { name: 'Jasmine', available: true })).toEqual([
      { field: 'name', before: '—', after: 'Jasmine' },
      { field: 'available', before: '—', after: 'yes' },
    ]);
  });

  it('writes notes and other nested values out', () => {
    expect(shownValue({ top: ['Bergamot', 'Lemon'], heart: [], base: ['Musk'] })).toBe(
      'top: Bergamot, Lemon; heart: —; base: Musk',
    );
  });
});
