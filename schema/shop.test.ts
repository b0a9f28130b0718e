import { describe, expect, it } from 'vitest';
import { whatsappNumber } from './phone';
import { SHOP, whatsappLink } from './shop';

describe('WhatsApp numbers', () => {
  it('agrees with the shop’s own configured number', () => {
    expect(whatsappNumber(SHOP.phone)).toBe(SHOP.whatsapp);
  });

  it('opens a chat with the text encoded', () => {
    expect(whatsappLink('Order FS-10001 & more', '923001234567')).toBe(
      'https://wa.me/923001234567?text=Order%20FS-10001%20%26%20more',
    );
  });
});
