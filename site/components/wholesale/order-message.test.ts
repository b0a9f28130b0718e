import { describe, expect, it } from 'vitest';
import type { OilsOrder } from '#schema/answers/oils';
import { SHOP } from '#schema/shop';
import { oilsOrderChatLink, oilsOrderMessage } from './order-message';

const order: OilsOrder = {
  _id: 'abc',
  displayOrderId: 'OIL-10007',
  items: [
    { product: 'Oud Al Layl', volume: 100, price: 11200 },
    { product: 'White Musk', volume: 25, price: 650 },
  ],
  totalPrice: 11850,
  createdAt: '2025-03-30T10:00:00.000Z',
  user: { email: 'ayesha@example.pk', username: 'Ayesha' },
  phone: '03001234567',
  city: 'Multan',
  deliverTo: null,
  status: 'pending',
  statusHistory: [{ status: 'pending', at: '2025-03-30T10:00:00.000Z' }],
  confirmation: 'not-contacted',
  confirmationHistory: [],
  confirmUrl: '/confirm/0123456789abcdef0123456789abcdef',
  returnReason: null,
  cash: 'none',
  courier: null,
  trackingNumber: null,
  lang: 'en',
};

describe('oilsOrderMessage', () => {
  it('is in Urdu for an order placed from the Urdu page, oil names as they are, figures left to right', () => {
    const text = oilsOrderMessage({ ...order, lang: 'ur' });
    expect(text.split('\n')).toEqual([
      `السلام علیکم ${SHOP.name}، مجھے یہ عطر منگوانے ہیں۔`,
      'آرڈر: \u2066OIL-10007\u2069',
      '1۔ Oud Al Layl، \u2066100\u2069 ملی لیٹر: \u2066Rs 11,200\u2069',
      '2۔ White Musk، \u206625\u2069 ملی لیٹر: \u2066Rs 650\u2069',
      'کل: \u2066Rs 11,850\u2069',
      'نام: Ayesha',
      'ای میل: \u2066ayesha@example.pk\u2069',
      'فون: \u20660300-1234567\u2069',
      'شہر: ملتان',
    ]);
    expect(oilsOrderMessage({ ...order, city: 'Kot Addu Sharif' })).toContain('City: Kot Addu Sharif');
    expect(oilsOrderMessage({ ...order, lang: 'ur', city: 'Kot Addu Sharif' })).toContain('شہر: Kot Addu Sharif');
  });

  it('lists the order id, each oil with volume and price, the total, name, email, phone and city', () => {
    expect(oilsOrderMessage(order)).toBe(
      [
        `Assalam o Alaikum ${SHOP.name}, I would like to order these perfume oils.`,
        'Order: OIL-10007',
        '1. Oud Al Layl, 100 ml: Rs 11,200',
        '2. White Musk, 25 ml: Rs 650',
        'Total: Rs 11,850',
        'Name: Ayesha',
        'Email: ayesha@example.pk',
        'Phone: 0300-1234567',
        'City: Multan',
      ].join('\n'),
    );
  });

  it('leaves out the phone and city of an order placed before the page asked for them', () => {
    expect(oilsOrderMessage({ ...order, phone: null, city: null })).not.toMatch(/Phone|City/);
  });
});

describe('oilsOrderChatLink', () => {
  it("opens a chat to the shop's WhatsApp number with the text encoded", () => {
    const url = new URL(oilsOrderChatLink(order));
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${SHOP.whatsapp}`);
    expect(url.searchParams.get('text')).toBe(oilsOrderMessage(order));
  });
});
