/** What a refused card or bulk action says: the server's sentence in English, never its English in Urdu. */
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../lib/api';
import { refusedIn } from './console-words';

const refusal = (code: ConstructorParameters<typeof ApiFailure>[2], message: string) =>
  new ApiFailure(409, message, code);

describe('a refused action in the console', () => {
  it("says the server's sentence in English", () => {
    const failure = refusal('status_change_refused', 'Order FS-10001 is shipped, so it cannot be marked pending.');
    expect(refusedIn('en', failure, 'Could not change the status.')).toBe(
      'Order FS-10001 is shipped, so it cannot be marked pending.',
    );
  });

  it("says it in Urdu by its code, or the action's own Urdu, never the server's English", () => {
    const fallback = 'آرڈر کی صورتحال نہیں بدل سکی۔';
    expect(refusedIn('ur', refusal('status_change_refused', 'Order FS-1 is shipped.'), fallback)).toBe(
      'اس آرڈر کی موجودہ صورتحال سے یہ تبدیلی نہیں ہو سکتی۔',
    );
    expect(refusedIn('ur', refusal('not_found', 'Order not found.'), fallback)).toBe('یہ نہیں ملا۔');
    expect(refusedIn('ur', refusal('name_taken', 'That name is taken.'), fallback)).toBe(fallback);
    expect(refusedIn('ur', new Error('offline'), fallback)).toBe(fallback);
  });

  it("says why a courier said no in the console's language, around the courier's own words", () => {
    const said = new ApiFailure(422, 'PostEx says: Invalid city', 'courier_refused', undefined, null, {
      courier: { courier: 'PostEx', why: 'said', words: 'Invalid city' },
    });
    expect(refusedIn('en', said, 'Could not book.')).toBe('PostEx says: Invalid city');
    expect(refusedIn('ur', said, 'پارسل بُک نہیں ہو سکا۔')).toBe('PostEx کا جواب: \u2066Invalid city\u2069');
    const city = new ApiFailure(
      422,
      'Leopards has no Atlantis in its list of cities.',
      'courier_refused',
      undefined,
      null,
      { courier: { courier: 'Leopards', why: 'unknown_city', city: 'Atlantis' } },
    );
    expect(refusedIn('ur', city, 'پارسل بُک نہیں ہو سکا۔')).toBe('Leopards کی شہروں کی فہرست میں Atlantis نہیں ہے۔');
    expect(refusedIn('ur', refusal('courier_refused', 'PostEx says: no'), 'پارسل بُک نہیں ہو سکا۔')).toBe(
      'پارسل بُک نہیں ہو سکا۔',
    );
  });
});
