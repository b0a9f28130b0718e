import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD } from '#schema/payloads/auth';
import { AUTH, ORDERS, REMITTANCES } from '#schema/api';
import { ApiFailure } from '../lib/api';
import { refusalIn } from './refusals';
import { LOGIN_REFUSALS, REFUSALS, REGISTER_REFUSALS } from './ur/refusals';

const wrongLogin = new ApiFailure(401, 'Invalid email or password', 'wrong_login');
const emailTaken = new ApiFailure(409, 'An account with this email already exists.', 'email_taken', 'email');
const commonPassword = new ApiFailure(400, COMMON_PASSWORD, 'invalid', 'password');
const lateCancel = new ApiFailure(
  409,
  'This order is shipped, so it can no longer be cancelled here.',
  'order_not_cancellable',
);

describe('refusalIn', () => {
  it("keeps the server's words on English pages, whatever the island's Urdu", () => {
    expect(refusalIn('en', wrongLogin, AUTH.login, 'Login failed.', LOGIN_REFUSALS)).toBe('Invalid email or password');
    expect(refusalIn('en', emailTaken, AUTH.register, 'Registration failed.', REGISTER_REFUSALS)).toBe(
      emailTaken.message,
    );
  });

  it('says a wrong login is a wrong email or password, not a session to log in again', () => {
    const said = refusalIn('ur', wrongLogin, AUTH.login, 'fallback', LOGIN_REFUSALS);
    expect(said).toBe('ای میل یا پاس ورڈ درست نہیں۔');
    expect(said).toBe(REFUSALS.wrong_login);
    expect(said).not.toBe(REFUSALS.unauthorized);
  });

  it("words a sign-up's refusals: a taken email by its code, a common password by its field", () => {
    expect(refusalIn('ur', emailTaken, AUTH.register, 'fallback', REGISTER_REFUSALS)).toBe(
      'اس ای میل سے ایک اکاؤنٹ پہلے ہی بنا ہوا ہے۔ براہِ کرم لاگ ان کریں۔',
    );
    expect(refusalIn('ur', commonPassword, AUTH.register, 'fallback', REGISTER_REFUSALS)).toContain(
      'یہ پاس ورڈ بہت عام ہے',
    );
  });

  it('gives a code worded by field the fallback for a field the island did not expect, never the code’s general words', () => {
    const unexpected = new ApiFailure(400, 'Something else.', 'invalid', 'referrer');
    const fieldless = new ApiFailure(400, 'Something else.', 'invalid');
    expect(refusalIn('ur', unexpected, AUTH.register, 'fallback', REGISTER_REFUSALS)).toBe('fallback');
    expect(refusalIn('ur', fieldless, AUTH.register, 'fallback', REGISTER_REFUSALS)).toBe('fallback');
  });

  it("says a refused cancel is about the order's status, not a changed cart", () => {
    const said = refusalIn('ur', lateCancel, ORDERS.cancel, 'fallback');
    expect(said).toContain('اس آرڈر کی صورتحال بدل چکی ہے');
    expect(said).not.toBe(REFUSALS.cart_changed);
  });

  it('names the perfume a stock refusal is about, and how many are left, as the English does', () => {
    const short = new ApiFailure(409, 'Sorry, only 7 of Blue Mist left in stock.', 'out_of_stock', undefined, null, {
      product: 'Blue Mist',
      left: 7,
    });
    expect(refusalIn('ur', short, ORDERS.place, 'fallback')).toBe(
      'معذرت، \u2066Blue Mist\u2069 کے صرف \u20667\u2069 اسٹاک میں باقی ہیں۔',
    );
    const none = new ApiFailure(409, 'Sorry, Blue Mist is out of stock.', 'out_of_stock', undefined, null, {
      product: 'Blue Mist',
      left: 0,
    });
    expect(refusalIn('ur', none, ORDERS.place, 'fallback')).toBe(
      'معذرت، \u2066Blue Mist\u2069 کا اسٹاک ختم ہو گیا ہے۔',
    );
    const gone = new ApiFailure(409, 'Sorry, Qasr is no longer available.', 'no_longer_sold', undefined, null, {
      product: 'Qasr',
    });
    expect(refusalIn('ur', gone, ORDERS.place, 'fallback')).toContain('\u2066Qasr\u2069 اب نہیں بکتا');
    // Without a name, the general words.
    expect(refusalIn('ur', new ApiFailure(409, 'x', 'out_of_stock'), ORDERS.place, 'fallback')).toBe(
      REFUSALS.out_of_stock,
    );
  });

  it("falls back to the shop's general Urdu for a code the island does not word itself", () => {
    const throttled = new ApiFailure(429, 'Too many attempts.', 'throttled');
    const network = new ApiFailure(0, 'Could not reach the shop.', 'network');
    expect(refusalIn('ur', throttled, ORDERS.cancel, 'fallback')).toBe(REFUSALS.throttled);
    expect(refusalIn('ur', network, AUTH.login, 'fallback', LOGIN_REFUSALS)).toBe(REFUSALS.network);
    expect(refusalIn('ur', new Error('boom'), AUTH.login, 'fallback', LOGIN_REFUSALS)).toBe('fallback');
  });
});

describe('the words a form shows are typed by its endpoint’s codes', () => {
  it('takes no endpoint that refuses with a code the Urdu pages have no words for', () => {
    // A payout's refusal is the console's, which is English only: no Urdu page has words for it.
    const unworded = { ...ORDERS.cancel, refuses: ['payout_refused'] } as const;
    const refused = new ApiFailure(409, 'This payout cannot be recorded.', 'payout_refused');
    // @ts-expect-error payout_refused has no Urdu words, so a form cannot call this endpoint
    expect(refusalIn('ur', refused, unworded, 'fallback')).toBe('fallback');
    // @ts-expect-error the console's payout endpoint lists payout_refused
    expect(refusalIn('ur', refused, REMITTANCES.record, 'fallback')).toBe('fallback');
  });
});
