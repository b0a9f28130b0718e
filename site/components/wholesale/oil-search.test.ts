import { describe, expect, it } from 'vitest';
import { matchingOils } from './oil-search';

const oils = [
  { id: 'oud-al-layl', name: 'Oud Al Layl', price: 2800 },
  { id: 'white-musk', name: 'White Musk', price: 650 },
  { id: 'musk-tahara', name: 'Musk Tahara', price: 750 },
];

describe('matchingOils', () => {
  it('matches a case-insensitive substring anywhere in the name', () => {
    expect(matchingOils(oils, 'MUSK').map((o) => o.name)).toEqual(['White Musk', 'Musk Tahara']);
    expect(matchingOils(oils, 'l lay').map((o) => o.name)).toEqual(['Oud Al Layl']);
  });

  it('lists every oil for an empty or blank search, and none for a miss', () => {
    expect(matchingOils(oils, '  ')).toHaveLength(3);
    expect(matchingOils(oils, 'chanel')).toEqual([]);
  });
});
