import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../stores/cart';
import {
  attemptFor,
  checkoutFieldOf,
  deliveryOf,
  EMPTY_VALUES,
  fieldErrors,
  orderBody,
  withSaved,
  type Values,
} from './checkout-form';

const GOOD: Values = {
  ...EMPTY_VALUES,
  email: 'zara@example.pk',
  firstName: 'Zara',
  lastName: 'Ahmed',
  address: '22 Jail Road',
  city: 'Lahore',
  phone: '0312-3456789',
};

const line = (id: string, price: number, quantity: number): CartLine => ({
  product: { _id: id, name: id, description: '', descriptionUr: '', image: '', price },
  size: null,
  format: '50ml',
  quantity,
  priceChange: null,
  stockLeft: null,
  noLongerSold: false,
});

describe('checkout form errors', () => {
  it('has none for a complete form, with apartment and alternate phone left empty', () => {
    expect(fieldErrors(GOOD)).toEqual({});
  });

  it('words every required field as "{Field} is required"', () => {
    expect(fieldErrors({ ...EMPTY_VALUES, country: '' })).toEqual({
      email: 'Email is required',
      country: 'Country is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      address: 'Address is required',
      city: 'City is required',
      phone: 'Phone is required',
    });
  });

  it.each(['0300123456', '030012345678', '0300-12345ab'])('refuses the phone %s', (phone) => {
    expect(fieldErrors({ ...GOOD, phone })).toEqual({ phone: 'Please enter a valid 11-digit phone number' });
  });

  it('asks for a mobile where 11 digits are a landline', () => {
    expect(fieldErrors({ ...GOOD, phone: '04001234567' })).toEqual({
      phone: 'Please enter a mobile number (03XX-XXXXXXX)',
    });
  });

  it('checks an alternate phone only when one is given', () => {
    expect(fieldErrors({ ...GOOD, alternatePhone: '12345' })).toEqual({
      alternatePhone: 'Please enter a valid 11-digit phone number',
    });
    expect(fieldErrors({ ...GOOD, alternatePhone: '0321 1234567' })).toEqual({});
  });

  it('takes the phone as autofill and pasted contacts write it', () => {
    expect(fieldErrors({ ...GOOD, phone: '+92 312 3456789', alternatePhone: '0092-321-1234567' })).toEqual({});
  });

  it('refuses an email that is not one', () => {
    expect(fieldErrors({ ...GOOD, email: 'zara@' })).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('the order body', () => {
  it('sends ids and quantities with the totals the summary shows, standard shipping Rs 200', () => {
    const body = orderBody(GOOD, [line('blue-mist', 1599, 2), line('khas', 1399, 1)], 'standard');
    expect(body.items).toEqual([
      { productId: 'blue-mist', quantity: 2 },
      { productId: 'khas', quantity: 1 },
    ]);
    expect(body.orderDetails).toEqual({ subtotal: 4597, giftWrappingCost: 0, shippingCost: 200, total: 4797 });
    expect(body.shippingMethod).toBe('standard');
  });
});

describe('checkout attempts', () => {
  let n = 0;
  const newKey = () => `key-${++n}`;

  it('keeps the key while the order is the same, and takes a new one when it changes', () => {
    const first = attemptFor(null, { a: 1 }, newKey);
    expect(attemptFor(first, { a: 1 }, newKey)).toBe(first);
    const changed = attemptFor(first, { a: 2 }, newKey);
    expect(changed.key).not.toBe(first.key);
  });
});

describe('saved delivery details', () => {
  it('keeps the delivery fields, not the email or the country', () => {
    expect(deliveryOf({ ...GOOD, province: 'Punjab', landmark: 'Near Shimla Pahari' })).toEqual({
      firstName: 'Zara',
      lastName: 'Ahmed',
      address: '22 Jail Road',
      apartment: '',
      city: 'Lahore',
      province: 'Punjab',
      landmark: 'Near Shimla Pahari',
      deliveryNotes: '',
      phone: '0312-3456789',
      alternatePhone: '',
    });
  });

  it('fills only what the shopper has not typed, phones written as people read them', () => {
    const saved = {
      firstName: 'Zara',
      lastName: 'Ahmed',
      address: '22 Jail Road',
      city: 'Lahore',
      phone: '03123456789',
      alternatePhone: '03001234567',
    };
    const filled = withSaved({ ...EMPTY_VALUES, email: 'zara@example.pk', city: 'Multan' }, saved, 'en');
    expect(filled).toEqual({ ...GOOD, city: 'Multan', province: 'Punjab', alternatePhone: '0300-1234567' });
  });

  it("keeps the saved province with the saved city, and fills a listed city's when none was saved", () => {
    const saved = { city: 'Chak 45 SB', province: 'Punjab' as const, landmark: 'Near the canal bridge' };
    expect(withSaved(EMPTY_VALUES, saved, 'en')).toMatchObject(saved);
    expect(withSaved({ ...EMPTY_VALUES, city: 'Karachi' }, saved, 'en')).toMatchObject({
      city: 'Karachi',
      province: 'Sindh',
    });
    expect(withSaved(EMPTY_VALUES, { city: 'Quetta' }, 'en')).toMatchObject({ province: 'Balochistan' });
  });

  it('fills a listed city by the name the page gives it, an unlisted town as it was saved', () => {
    expect(withSaved(EMPTY_VALUES, { city: 'Karachi' }, 'ur')).toMatchObject({ city: 'کراچی', province: 'Sindh' });
    expect(withSaved(EMPTY_VALUES, { city: 'Karachi' }, 'en')).toMatchObject({ city: 'Karachi', province: 'Sindh' });
    expect(withSaved(EMPTY_VALUES, { city: 'Chak 45 SB' }, 'ur')).toMatchObject({ city: 'Chak 45 SB' });
  });
});

describe('a refused order', () => {
  it('is placed beside the field its path names, whatever its words', () => {
    expect(checkoutFieldOf('shippingAddress.phone')).toBe('phone');
    expect(checkoutFieldOf('shippingAddress.alternatePhone')).toBe('alternatePhone');
  });

  it('stays at the top of the form when it is about no field of the form', () => {
    expect(checkoutFieldOf('items.0.quantity')).toBeNull();
    expect(checkoutFieldOf('shippingAddress.constructor')).toBeNull();
    expect(checkoutFieldOf(undefined)).toBeNull();
  });
});
