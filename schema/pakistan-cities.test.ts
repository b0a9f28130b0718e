import { describe, expect, it } from 'vitest';
import { CITIES, listedCity, PROVINCES, provinceOf } from './pakistan-cities';

describe('Pakistan cities', () => {
  it("gives a listed city's province however it is typed", () => {
    expect(provinceOf('Lahore')).toBe('Punjab');
    expect(provinceOf('  dera   ismail khan ')).toBe('Khyber Pakhtunkhwa');
    expect(provinceOf('MIRPUR KHAS')).toBe('Sindh');
    expect(provinceOf('Mirpur')).toBe('Azad Jammu and Kashmir');
    expect(provinceOf('Islamabad')).toBe('Islamabad Capital Territory');
  });

  it('knows a listed city by its Urdu name, with or without its spaces, in Urdu or Arabic letters', () => {
    expect(listedCity('لاہور')).toEqual({ name: 'Lahore', nameUr: 'لاہور', province: 'Punjab' });
    expect(listedCity('فیصل‌آباد')?.name).toBe('Faisalabad');
    expect(listedCity(' میرپور   خاص ')?.name).toBe('Mirpur Khas');
    expect(provinceOf('میرپور')).toBe('Azad Jammu and Kashmir');
    expect(provinceOf('كراچي')).toBe('Sindh');
    expect(provinceOf('کوئٹہ')).toBe('Balochistan');
  });

  it('knows no province for a town it does not list', () => {
    expect(provinceOf('Chak 45 SB')).toBeUndefined();
    expect(provinceOf('')).toBeUndefined();
  });

  it('lists each city once, in alphabetical order, in a province of the list', () => {
    const names = CITIES.map((city) => city.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const city of CITIES) expect(PROVINCES).toContain(city.province);
    // Each has an Urdu name of its own, in Urdu letters.
    const urdu = CITIES.map((city) => city.nameUr.replace(/\s/g, ''));
    expect(new Set(urdu).size).toBe(urdu.length);
    for (const city of CITIES) expect(city.nameUr, city.name).toMatch(/^[\u0600-\u06ff ]+$/);
  });
});
