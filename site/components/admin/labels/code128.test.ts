import { describe, expect, it } from 'vitest';
import { code128Modules, code128Values } from './code128';

describe('code128', () => {
  it('encodes digits two to a symbol in code set C, with the check symbol of the standard', () => {
    // Start C (105), 12, 34, 56; check (105 + 12×1 + 34×2 + 56×3) mod 103 = 353 mod 103 = 44; stop (106).
    expect(code128Values('123456')).toEqual([105, 12, 34, 56, 44, 106]);
  });

  it('ends an odd run of digits in code set B', () => {
    // Start C, 12, Code B (100), '3' (19 in set B); check (105 + 12 + 200 + 57) mod 103 = 374 mod 103 = 65.
    expect(code128Values('123')).toEqual([105, 12, 100, 19, 65, 106]);
  });

  it('encodes letters in code set B, each its ASCII code less 32', () => {
    // Start B (104), W i k i p e d i a (55 73 75 73 80 69 68 73 65); check (104 + 55×1 + 73×2 + … + 65×9) = 3281,
    // mod 103 = 88; stop.
    expect(code128Values('Wikipedia')).toEqual([104, 55, 73, 75, 73, 80, 69, 68, 73, 65, 88, 106]);
  });

  it('draws each symbol as the standard’s bars: start B, a space, the stop', () => {
    const modules = code128Modules(' ');
    // Start B 11010010000, ' ' (0) 11011001100, check (104 + 0) mod 103 = 1 → 11001101100, stop 1100011101011.
    expect(modules).toBe('11010010000' + '11011001100' + '11001101100' + '1100011101011');
  });

  it('gives every symbol its own 11 modules, bars even as the standard has them', () => {
    const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
    const digits = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join('');
    for (const text of [printable, digits]) {
      const modules = code128Modules(text);
      const symbols = modules.slice(0, -13).match(/.{11}/g)!;
      expect(modules.slice(-13)).toBe('1100011101011');
      expect(symbols.every((symbol) => symbol.startsWith('1') && symbol.endsWith('0'))).toBe(true);
      const data = symbols.slice(1, -1);
      expect(new Set(data).size).toBe(text === printable ? 95 : 100);
      for (const symbol of symbols) expect(symbol.replace(/0/g, '').length % 2).toBe(0);
    }
  });

  it('refuses what Code 128 B cannot carry', () => {
    expect(() => code128Values('')).toThrow();
    expect(() => code128Values('LE-1234é')).toThrow();
  });
});
