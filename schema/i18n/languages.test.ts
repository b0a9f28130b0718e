import { describe, expect, it } from 'vitest';
import { DICTIONARIES, langOf, listIn, pathIn } from './languages';

describe('the languages', () => {
  it('puts Urdu at the English address under /ur, for the pages written in Urdu', () => {
    expect(langOf('/ur/home')).toBe('ur');
    expect(langOf('/urdu-perfumes')).toBe('en');
    expect(pathIn('ur', '/home')).toBe('/ur/home');
    expect(pathIn('ur', '/ur/home.html')).toBe('/ur/home');
    expect(pathIn('en', '/ur/home')).toBe('/home');
    expect(pathIn('ur', '/staff-join')).toBe('/ur/staff-join');
    expect(pathIn('ur', '/airway-labels')).toBeUndefined();
    expect(pathIn('ur', '/order-confirmation/abc')).toBe('/ur/order-confirmation/abc');
  });

  it('writes every Urdu word in Urdu script', () => {
    const words = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(words);
    const { languageName, ...rest } = DICTIONARIES.ur;
    expect(languageName).toBe('اردو');
    for (const text of words(rest)) expect(text, text).not.toMatch(/[A-Za-z]/);
  });
});

describe('lists', () => {
  it('join with the Urdu comma on Urdu pages and the Latin one on English pages', () => {
    expect(listIn('ur', ['Gulab × 1', 'Khas × 2'])).toBe('Gulab × 1، Khas × 2');
    expect(listIn('ur', [25, 50, 100])).toBe('25، 50، 100');
    expect(listIn('en', ['Gulab × 1', 'Khas × 2'])).toBe('Gulab × 1, Khas × 2');
  });
});
