import { describe, expect, it } from 'vitest';
import { contactErrors } from './oils-contact';

describe('the oils order contact fields', () => {
  it('accepts a mobile in any form people type it, and a city', () => {
    expect(contactErrors({ phone: '+92 300 1234567', city: 'Multan' })).toEqual({ phone: '', city: '' });
    expect(contactErrors({ phone: '0300-1234567', city: ' Lahore ' })).toEqual({ phone: '', city: '' });
  });

  it('says what is missing or wrong, in the words of the API', () => {
    expect(contactErrors({ phone: ' ', city: '' })).toEqual({ phone: 'Phone is required', city: 'City is required' });
    expect(contactErrors({ phone: '042-1234567', city: 'x'.repeat(61) })).toEqual({
      phone: 'Please enter a valid 11-digit phone number',
      city: 'City must be at most 60 characters',
    });
  });

  it('says it in Urdu on the Urdu page', () => {
    expect(contactErrors({ phone: '042-1234567', city: '' }, 'ur')).toEqual({
      phone: 'براہِ کرم گیارہ ہندسوں کا موبائل نمبر لکھیں، جیسے \u20660300-1234567\u2069۔',
      city: 'شہر ضروری ہے۔',
    });
  });
});
