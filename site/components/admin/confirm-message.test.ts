import { describe, expect, it } from 'vitest';
import type { OilsOrder } from '#schema/answers/oils';
import type { Order } from '#schema/answers/orders';
import { confirmationLink, confirmationMessage } from './confirm-message';
import { oilsOrder, perfumeOrder } from './kind-order';

const order: Order = {
  _id: 'abc',
  displayOrderId: 'FS-10427',
  createdAt: '2025-03-14T10:05:00.000Z',
  status: 'pending',
  statusHistory: [{ status: 'pending', at: '2025-03-14T10:05:00.000Z' }],
  confirmation: 'not-contacted',
  confirmationHistory: [],
  courier: null,
  cash: 'none',
  returnReason: null,
  trackingNumber: null,
  confirmUrl: '/confirm/0123456789abcdef0123456789abcdef',
  version: 0,
  lang: 'en',
  products: [
    {
      product: { _id: 'rawayat', name: 'Rawayat', image: '/r.svg' },
      name: 'Rawayat',
      size: null,
      price: 1599,
      quantity: 2,
      format: '50ml',
    },
    // A tester: the message names the perfume and says its size as its format.
    {
      product: { _id: 'khas', name: 'Khas', image: '/k.svg' },
      name: 'Khas 10 ml',
      size: 10,
      price: 1399,
      quantity: 1,
      format: '10ml',
    },
  ],
  shippingAddress: {
    firstName: 'Ayesha',
    lastName: 'Khan',
    email: 'a@example.pk',
    phone: '0321-7654321',
    alternatePhone: null,
    address: 'House 5, Street 2',
    apartment: null,
    city: 'Lahore',
    province: 'Punjab',
    landmark: null,
    deliveryNotes: null,
    country: 'Pakistan',
  },
  shippingMethod: 'standard',
  shippingCost: 200,
  totalPrice: 4797,
  orderDetails: { subtotal: 4597, giftWrappingCost: 0, shippingCost: 200, total: 4797 },
};

describe('the WhatsApp order confirmation', () => {
  it('names the order, every line and the amount to pay', () => {
    expect(confirmationMessage(perfumeOrder(order), 'https://shop.example')).toBe(
      [
        'Assalam o Alaikum Ayesha, this is Mehak Perfumes.',
        'Please confirm your order FS-10427:',
        '- Rawayat (50ml) x 2 = Rs 3,198',
        '- Khas (10ml) x 1 = Rs 1,399',
        'Shipping: Rs 200',
        'Total to pay on delivery: Rs 4,797',
        'Deliver to: House 5, Street 2, Lahore, Punjab',
        'Reply YES to confirm, or tell us what to change. JazakAllah!',
        'Confirm or cancel in one tap: https://shop.example/confirm/0123456789abcdef0123456789abcdef',
        'Track your order: https://shop.example/track-order?order=FS-10427',
      ].join('\n'),
    );
  });

  it('is written in Urdu for an order placed from an Urdu page, its numbers and amounts left to right', () => {
    const ltr = (text: string) => `\u2066${text}\u2069`;
    expect(confirmationMessage(perfumeOrder({ ...order, lang: 'ur', shippingCost: 0 }), 'https://shop.example')).toBe(
      [
        'السلام علیکم Ayesha، Mehak Perfumes کی طرف سے۔',
        `براہِ کرم اپنے آرڈر ${ltr('FS-10427')} کی تصدیق کریں:`,
        `- Rawayat (50 ملی لیٹر) × ${ltr('2')} = ${ltr('Rs 3,198')}`,
        `- Khas (10 ملی لیٹر) × ${ltr('1')} = ${ltr('Rs 1,399')}`,
        'ڈیلیوری: مفت',
        `ڈیلیوری پر ادا کرنے کی کل رقم: ${ltr('Rs 4,797')}`,
        'پتا: House 5, Street 2، لاہور، پنجاب',
        'تصدیق کے لیے "جی ہاں" لکھ بھیجیں، یا بتائیں کہ کیا بدلنا ہے۔ جزاک اللہ!',
        'ایک ٹیپ میں تصدیق کریں یا منسوخ کریں:',
        'https://shop.example/ur/confirm/0123456789abcdef0123456789abcdef',
        'اپنا آرڈر یہاں دیکھیں:',
        'https://shop.example/ur/track-order?order=FS-10427',
      ].join('\n'),
    );
  });

  it('opens a chat with the customer’s number in international form', () => {
    const link = confirmationLink(perfumeOrder(order))!;
    expect(link.startsWith('https://wa.me/923217654321?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(confirmationMessage(perfumeOrder(order)));
  });

  it('offers no link for a landline', () => {
    expect(
      confirmationLink(perfumeOrder({ ...order, shippingAddress: { ...order.shippingAddress, phone: '04235761234' } })),
    ).toBeNull();
  });
});

const oils: OilsOrder = {
  _id: 'abc',
  displayOrderId: 'OIL-10007',
  items: [{ product: 'Oud Al Layl', volume: 100, price: 11200 }],
  totalPrice: 11200,
  createdAt: '2025-03-30T10:00:00.000Z',
  user: { email: 'imran@example.pk', username: 'Imran' },
  phone: '03217654321',
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

describe('the WhatsApp confirmation of an oils order', () => {
  it('names the order, each oil, the total, the city and the link to confirm or cancel', () => {
    expect(confirmationMessage(oilsOrder(oils), 'https://shop.example')).toBe(
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
    expect(confirmationMessage(oilsOrder({ ...oils, lang: 'ur' }), 'https://shop.example')).toBe(
      [
        'السلام علیکم Imran، Mehak Perfumes کی طرف سے۔',
        `براہِ کرم عطر کے اپنے آرڈر ${ltr('OIL-10007')} کی تصدیق کریں:`,
        `- Oud Al Layl، ${ltr('100')} ملی لیٹر = ${ltr('Rs 11,200')}`,
        `کل رقم: ${ltr('Rs 11,200')}`,
        'شہر: ملتان',
        'تصدیق کے لیے "جی ہاں" لکھ بھیجیں، یا بتائیں کہ کیا بدلنا ہے۔ جزاک اللہ!',
        'ایک ٹیپ میں تصدیق کریں یا منسوخ کریں:',
        'https://shop.example/ur/confirm/0123456789abcdef0123456789abcdef',
      ].join('\n'),
    );
  });

  it('opens a chat with the customer’s mobile, and none for an old order without one', () => {
    expect(confirmationLink(oilsOrder(oils))).toMatch(/^https:\/\/wa\.me\/923217654321\?text=/);
    expect(confirmationLink(oilsOrder({ ...oils, phone: null }))).toBeNull();
  });
});
