import { describe, expect, it } from 'vitest';
import type { Order } from '../../../schema/answers/orders';
import { chatWithCustomer, thanksMessage, trackingMessage } from './follow-up-messages';

const order = {
  _id: 'abc123',
  displayOrderId: 'FS-10427',
  status: 'shipped',
  courier: 'TCS',
  trackingNumber: '779404029990',
  totalPrice: 4797,
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

  it("leaves out the courier's page when its address is not known", () => {
    const text = trackingMessage({ ...order, courier: 'Leopards' }, 'https://shop.example');
    expect(text).toContain('on its way with Leopards');
    expect(text).not.toContain('Follow it on');
  });

  it('thanks the customer with the receipt, where a review can be left later', () => {
    expect(thanksMessage(order, 'https://shop.example')).toBe(
      [
        'Assalam o Alaikum Ayesha, thank you for shopping with Mehak Perfumes!',
        'We hope you enjoy your order FS-10427.',
        'Once you have worn it a few days, we would love your review: https://shop.example/order-confirmation/abc123',
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
