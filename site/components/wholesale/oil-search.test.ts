import { describe, expect, it } from 'vitest';
import { OILS } from '#schema/catalog/oils';
import { matchingOils } from './oil-search';

const oils = [
  { id: 'oud-al-layl', name: 'Oud Al Layl', price: 2800 },
  { id: 'white-musk', name: 'White Musk', price: 650 },
  { id: 'musk-tahara', name: 'Musk Tahara', price: 750 },
  { id: 'gulab-kannauj', name: 'Gulab Kannauj', price: 1300 },
  { id: 'rose-taifi', name: 'Rose Taifi', price: 2500 },
];

describe('matchingOils', () => {
  it('matches a case-insensitive substring anywhere in the name', () => {
    expect(matchingOils(oils, 'MUSK').map((o) => o.name)).toEqual(['White Musk', 'Musk Tahara']);
    expect(matchingOils(oils, 'l lay').map((o) => o.name)).toEqual(['Oud Al Layl']);
  });

  it('lists every oil for an empty or blank search, and none for a miss', () => {
    expect(matchingOils(oils, '  ')).toHaveLength(5);
    expect(matchingOils(oils, 'chanel')).toEqual([]);
    expect(matchingOils(oils, 'گلابی پھول')).toEqual([]);
  });

  it('finds by the Urdu and local words the search understands', () => {
    const names = (query: string) => matchingOils(oils, query).map((o) => o.name);
    expect(names('گلاب')).toEqual(['Gulab Kannauj', 'Rose Taifi']);
    expect(names('gulab')).toEqual(['Gulab Kannauj', 'Rose Taifi']);
    expect(names('عود')).toEqual(['Oud Al Layl']);
    expect(names('مشک')).toEqual(['White Musk', 'Musk Tahara']);
    expect(names('mushk tah')).toEqual(['Musk Tahara']);
  });

  it('finds an oil by the sound of its name in Urdu script or Roman Urdu, as no list spells it', () => {
    const names = (query: string) => matchingOils(OILS, query).map((o) => o.name);
    expect(names('روح')).toEqual(['Ruh Gulab']);
    expect(names('rooh')).toEqual(['Ruh Gulab']);
    expect(names('حنا')).toEqual(['Hina']);
    expect(names('مجموعہ')).toEqual(['Majmua']);
    expect(names('شمامہ')).toEqual(['Shamama']);
    expect(names('بیلا')).toEqual(['Attar Bela']);
    expect(names('روح گلاب')).toEqual(['Ruh Gulab']);
    // Two letters are the start of too many names to be read by their sound.
    expect(names('رو')).toEqual([]);
  });
});
