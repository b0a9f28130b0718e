import { describe, expect, it } from 'vitest';
import type { Order } from '#schema/answers/orders';
import { chatWithCustomer, thanksMessage, trackingMessage } from './follow-up-messages';

const order = {
  _id: 'abc123',
  confirmUrl: '/confirm/0123456789abcdef0123456789abcdef',
  displayOrderId: 'FS-10427',
  status: 'shipped',
  courier: 'TCS',
  trackingNumber: '779404029990',
  totalPrice: 4797,
  lang: 'en',
  shippingAddress: { firstName: 'Ayesha', phone: '03217654321' },
} as unknown as Order;

describe('the WhatsApp messages after shipping', () => {
  it('gives the courier, the tracking number, both places to follow it and the cash to keep ready', () => {
    expect(trackingMessage(order, 'https://shop.example')).toBe(
      [
        'Assalam o Alaikum Ayesha, this is Mehak Perfumes.',
        'Your order FS-10427 is on its way with TCS.',
        'Tracking number: 779404029990',
        'Follow it on TCS: https://www.tcsexpress.com/track/779404029990',
        'Or here: https://shop.example/track-order?order=FS-10427',
        'Please keep Rs 4,797 ready in cash for the courier. JazakAllah!',
      ].join('\n'),
    );
  });

  it('is written in Urdu for an order placed from an Urdu page, the courier named as it is', () => {
    const ltr = (text: string) => `\u2066${text}\u2069`;
    expect(trackingMessage({ ...order, lang: 'ur' }, 'https://shop.example')).toBe(
      [
        'السلام علیکم Ayesha، Mehak Perfumes کی طرف سے۔',
        `آپ کا آرڈر ${ltr('FS-10427')} TCS کے ذریعے روانہ ہو چکا ہے۔`,
        `ٹریکنگ نمبر: ${ltr('779404029990')}`,
        'TCS کی ویب سائٹ پر دیکھیں:',
        'https://www.tcsexpress.com/track/779404029990',
        'یا یہاں:',
        'https://shop.example/ur/track-order?order=FS-10427',
        `براہِ کرم کورئیر کے لیے ${ltr('Rs 4,797')} نقد تیار رکھیں۔ جزاک اللہ!`,
      ].join('\n'),
    );
    expect(thanksMessage({ ...order, lang: 'ur' }, 'https://shop.example')).toBe(
      [
        'السلام علیکم Ayesha، Mehak Perfumes سے خریداری کا شکریہ!',
        `امید ہے آپ کو اپنا آرڈر ${ltr('FS-10427')} پسند آئے گا۔`,
        'کچھ دن استعمال کے بعد اپنی رائے ضرور دیں:',
        'https://shop.example/ur/review/0123456789abcdef0123456789abcdef',
      ].join('\n'),
    );
  });

  it("leaves out the courier's page when its address is not known", () => {
    const text = trackingMessage({ ...order, courier: 'Leopards' }, 'https://shop.example');
    expect(text).toContain('on its way with Leopards');
    expect(text).not.toContain('Follow it on');
    // The shop's page is then the only link: not an "or".
    expect(text).toContain('Track it here: https://shop.example/track-order?order=FS-10427');
    expect(text).not.toContain('Or here');
    expect(trackingMessage({ ...order, courier: 'Leopards', lang: 'ur' }, 'https://shop.example')).toContain(
      'یہاں دیکھیں:\nhttps://shop.example/ur/track-order?order=FS-10427',
    );
  });

  it("thanks the customer with the order's review page, where each perfume is rated", () => {
    expect(thanksMessage(order, 'https://shop.example')).toBe(
      [
        'Assalam o Alaikum Ayesha, thank you for shopping with Mehak Perfumes!',
        'We hope you enjoy your order FS-10427.',
        'Once you have worn it a few days, we would love your review: https://shop.example/review/0123456789abcdef0123456789abcdef',
      ].join('\n'),
    );
  });

  it("opens the chat on the customer's mobile, and none on a landline", () => {
    expect(chatWithCustomer(order, 'Hi')).toBe('https://wa.me/923217654321?text=Hi');
    expect(
      chatWithCustomer({ ...order, shippingAddress: { ...order.shippingAddress, phone: '04235761234' } }, 'Hi'),
    ).toBeNull();
  });
});
