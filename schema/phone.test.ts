import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone, phonePiece, phoneProblem, whatsappNumber } from './phone';

describe('normalizePhone', () => {
  it.each([
    '03001234567',
    '0300-1234567',
    '0300 1234567',
    '0300 123 4567',
    ' 0300-123-4567 ',
    '+92 300 1234567',
    '+92-300-1234567',
    '+923001234567',
    '0092 300 1234567',
    '00923001234567',
    '92 300 1234567',
    '923001234567',
    '+92 (300) 1234567',
    '+92 0300 1234567',
    '0300\u00a01234567',
    '0300–1234567',
    '۰۳۰۰-۱۲۳۴۵۶۷',
    '\u202a+92 300 1234567\u202c',
    '\u2066+92 300 1234567\u2069',
    '\u200e0300-1234567\u200f',
  ])('reads %j as 03001234567', (typed) => {
    expect(normalizePhone(typed)).toBe('03001234567');
  });

  it.each([
    ['too short', '0300-123456'],
    ['too long', '0300-12345678'],
    ['a landline', '042-35761234'],
    ['not a mobile after the country code', '+92 42 35761234'],
    ['another country', '+44 300 1234567'],
    ['letters', '0300-abcdefg'],
    ['a plus in the middle', '0300+1234567'],
    ['empty', ''],
  ])('refuses %s', (_, typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe('phonePiece', () => {
  it.each([
    '0345000',
    '0345-000',
    '0345 000',
    '+92 345 000',
    '+92-345-000',
    '+92 0345 000',
    '0092 345 000',
    '0092345000',
    '92 345 000',
    '92345000',
    '۰۳۴۵ ۰۰۰',
    '+۹۲ ۳۴۵ ۰۰۰',
    '\u202a+92 345 000\u202c',
    '0345–000',
  ])('reads the start of a mobile typed %j as 0345000', (typed) => {
    expect(phonePiece(typed)).toBe('0345000');
  });

  it('keeps digits from inside a number as they are, a 92 among them', () => {
    expect(phonePiece('861-937')).toBe('861937');
    expect(phonePiece('۸۶۱۹۳۷')).toBe('861937');
    expect(phonePiece('9245')).toBe('9245');
  });

  it.each(['', 'sana', '0345 sana', '0300+1234', '+'])('refuses %j', (typed) => {
    expect(phonePiece(typed)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('writes any accepted form as 0300-1234567', () => {
    expect(formatPhone('03001234567')).toBe('0300-1234567');
    expect(formatPhone('+92 300 1234567')).toBe('0300-1234567');
  });

  it('keeps a stored 11-digit landline readable and leaves anything else as it is', () => {
    expect(formatPhone('04235761234')).toBe('0423-5761234');
    expect(formatPhone('0300123456')).toBe('0300123456');
    expect(formatPhone('')).toBe('');
  });
});

describe('whatsappNumber', () => {
  it('turns any accepted form into the international form', () => {
    expect(whatsappNumber('0300-1234567')).toBe('923001234567');
    expect(whatsappNumber('+92 300 1234567')).toBe('923001234567');
    expect(whatsappNumber('923001234567')).toBe('923001234567');
  });

  it('refuses what is not a Pakistani mobile number', () => {
    expect(whatsappNumber('042-35761234')).toBeNull();
    expect(whatsappNumber('')).toBeNull();
  });
});

describe('phoneProblem', () => {
  it("answers a landline's 11 digits with the mobile's form, and a wrong length as before", () => {
    expect(phoneProblem('0423-5761234')).toBe('Please enter a mobile number (03XX-XXXXXXX)');
    expect(phoneProblem('021 3456 7890')).toBe('Please enter a mobile number (03XX-XXXXXXX)');
    expect(phoneProblem('+92 42 35761234')).toBe('Please enter a mobile number (03XX-XXXXXXX)');
    expect(phoneProblem('0092 21 34567890')).toBe('Please enter a mobile number (03XX-XXXXXXX)');
    expect(phoneProblem('0300-12345')).toBe('Please enter a valid 11-digit phone number');
    expect(phoneProblem('0300-abcdefg')).toBe('Please enter a valid 11-digit phone number');
  });
});
