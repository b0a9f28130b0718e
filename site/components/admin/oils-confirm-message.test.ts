import { describe, expect, it } from 'vitest';
import type { OilsOrder } from '#schema/answers/oils';
import { oilsConfirmationLink, oilsConfirmationMessage } from './oils-confirm-message';

const order: OilsOrder = {
  _id: 'abc',
  displayOrderId: 'OIL-10007',
  items: [{ product: 'Oud Al Layl', volume: 100, price: 11200 }],
  totalPrice: 11200,
  createdAt: '2025-03-30T10:00:00.000Z',
  user: { email: 'imran@example.pk', username: 'Imran' },
  phone: '03217654321',
  city: 'Multan',
  status: 'pending',
  statusHistory: [{ status: 'pending', at: '2025-03-30T10:00:00.000Z' }],
  confirmation: 'not-contacted',
  confirmationHistory: [],
  confirmUrl: '/confirm/0123456789abcdef0123456789abcdef',
  returnReason: null,
  lang: 'en',
};

describe('the WhatsApp confirmation of an oils order', () => {
  it('names the order, each oil, the total, the city and the link to confirm or cancel', () => {
    expect(oilsConfirmationMessage(order, 'https://shop.example')).toBe(
      [
        'Assalam o Alaikum Imran, this is Mehak Perfumes.',
        'Please confirm your perfume oils order OIL-10007:',
        '- Oud Al Layl, 100 ml = Rs 11,200',
        'Total: Rs 11,200',
        'Deliver to: Multan',
        'Reply YES to confirm, or tell us what to change. JazakAllah!',
        'Confirm or cancel in one tap: https://shop.example/confirm/0123456789abcdef0123456789abcdef',
      ].join('\n'),
    );
  });

  it('is written in Urdu for an order placed from the Urdu wholesale page', () => {
    const ltr = (text: string) => `\u2066${text}\u2069`;
    expect(oilsConfirmationMessage({ ...order, lang: 'ur' }, 'https://shop.example')).toBe(
      [
        'السلام علیکم Imran، Mehak Perfumes کی طرف سے۔',
        `براہِ کرم عطر کے اپنے آرڈر ${ltr('OIL-10007')} کی تصدیق کریں:`,
        `- Oud Al Layl، ${ltr('100')} ملی لیٹر = ${ltr('Rs 11,200')}`,
        `کل رقم: ${ltr('Rs 11,200')}`,
        'شہر: Multan',
        'تصدیق کے لیے "جی ہاں" لکھ بھیجیں، یا بتائیں کہ کیا بدلنا ہے۔ جزاک اللہ!',
        'ایک ٹیپ میں تصدیق کریں یا منسوخ کریں:',
        'https://shop.example/ur/confirm/0123456789abcdef0123456789abcdef',
      ].join('\n'),
    );
  });

  it('opens a chat with the customer’s mobile, and none for an old order without one', () => {
    expect(oilsConfirmationLink(order)).toMatch(/^https:\/\/wa\.me\/923217654321\?text=/);
    expect(oilsConfirmationLink({ ...order, phone: null })).toBeNull();
  });
});
