/**
 * The seed's sale: the one the home page was drawn with. It runs until the owner ends it or changes its dates.
 * What a running sale does to a price is schema/catalog/sale-price.ts.
 */
export const SEED_SALE = {
  id: 'eid-sale',
  name: 'Eid Sale',
  nameUr: 'عید سیل',
  badge: 'EID SALE',
  startsAt: Date.UTC(2025, 0, 1) - 5 * 60 * 60 * 1000,
  endsAt: Date.UTC(2099, 11, 31, 19),
} as const;
