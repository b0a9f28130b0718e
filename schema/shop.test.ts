import { describe, expect, it } from 'vitest';
import { readablePhone, SHOP, whatsappLink, whatsappNumber } from './shop';

describe('WhatsApp numbers', () => {
  it('turns a local mobile number into the international form', () => {
    expect(whatsappNumber('03001234567')).toBe('923001234567');
    expect(whatsappNumber('0300-1234567')).toBe('923001234567');
    expect(whatsappNumber('0300 123 4567')).toBe('923001234567');
    expect(whatsappNumber('+92 300 1234567')).toBe('923001234567');
    expect(whatsappNumber('923001234567')).toBe('923001234567');
  });

  it('refuses what is not a Pakistani mobile number', () => {
    expect(whatsappNumber('042-35761234')).toBeNull();
    expect(whatsappNumber('0300123456')).toBeNull();
    expect(whatsappNumber('')).toBeNull();
  });

  it('agrees with the shop’s own configured number', () => {
    expect(whatsappNumber(SHOP.phone)).toBe(SHOP.whatsapp);
  });

  it('opens a chat with the text encoded', () => {
    expect(whatsappLink('Order FS-10001 & more', '923001234567')).toBe('https://wa.me/923001234567?text=Order%20FS-10001%20%26%20more');
  });
});

describe('readable phone numbers', () => {
  it('writes 11 digits as 0300-1234567', () => {
    expect(readablePhone('03001234567')).toBe('0300-1234567');
    expect(readablePhone('04235761234')).toBe('0423-5761234');
  });

  it('leaves anything that is not 11 digits as it is', () => {
    expect(readablePhone('0300-1234567')).toBe('0300-1234567');
    expect(readablePhone('0300123456')).toBe('0300123456');
    expect(readablePhone('+923001234567')).toBe('+923001234567');
    expect(readablePhone('')).toBe('');
  });
});
