import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('CSV cells', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvRow(['FS-10001', 'Ayesha Khan', 1599, null, undefined])).toBe('FS-10001,Ayesha Khan,1599,,\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('House 5, Street 2')).toBe('"House 5, Street 2"');
    expect(csvCell('The "Royal" Ruby')).toBe('"The ""Royal"" Ruby"');
    expect(csvCell('Flat 3\nBlock B')).toBe('"Flat 3\nBlock B"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps formulas a customer typed from running in a spreadsheet', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell('+92 300')).toBe("'+92 300");
    expect(csvCell('@home')).toBe("'@home");
    expect(csvCell(-5)).toBe('-5');
  });

  it('keeps Urdu text intact', () => {
    expect(csvCell('عائشہ')).toBe('عائشہ');
  });
});
