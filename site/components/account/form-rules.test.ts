import { describe, expect, it } from 'vitest';
import { PASSWORD_HAS_NAME } from '#schema/payloads/auth-rules';
import { afterLoginTarget, loginErrors, registerErrors, registerFilled } from './form-rules';

const login = { email: 'sana@example.pk', password: 'secret1', remember: false };
const register = {
  username: 'Sana',
  email: 'sana@example.pk',
  password: 'rose-at-dusk',
  confirmPassword: 'rose-at-dusk',
  terms: true,
};

describe('login form', () => {
  it('accepts a valid email and password', () => expect(loginErrors(login)).toEqual({}));

  it('lets a password shorter than the new rule through, for accounts made before it', () =>
    expect(loginErrors({ ...login, password: '123456' })).toEqual({}));

  it.each([
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'sana@' }, { email: 'Please enter a valid email' }],
    [{ password: '' }, { password: 'Password is required' }],
    // No account was ever made with fewer than 6.
    [{ password: '12345' }, { password: 'Password must be at least 6 characters' }],
  ])('%o gives %o', (change, errors) => expect(loginErrors({ ...login, ...change })).toEqual(errors));
});

describe('registration form', () => {
  it('accepts a complete form', () => expect(registerErrors(register)).toEqual({}));

  it.each([
    [{ username: '' }, { username: 'Username is required' }],
    [{ username: 'Sa' }, { username: 'Username must be at least 3 characters' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'sana.example.pk' }, { email: 'Please enter a valid email' }],
    [{ password: '1234567', confirmPassword: '1234567' }, { password: 'Password must be at least 8 characters' }],
    [{ password: '        ', confirmPassword: '        ' }, { password: 'Password cannot be only spaces' }],
    [{ password: 'Sana-2025!', confirmPassword: 'Sana-2025!' }, { password: PASSWORD_HAS_NAME }],
    [
      { email: 'gul.bano@example.pk', password: 'bano-rose-1', confirmPassword: 'bano-rose-1' },
      { password: PASSWORD_HAS_NAME },
    ],
    [{ confirmPassword: '' }, { confirmPassword: 'Please confirm your password' }],
    [{ confirmPassword: 'secret2' }, { confirmPassword: 'Passwords do not match' }],
    [{ terms: false }, { terms: 'Please accept the terms and conditions' }],
  ])('%o gives %o', (change, errors) => expect(registerErrors({ ...register, ...change })).toEqual(errors));

  it('enables submit only when all four text fields are filled', () => {
    expect(registerFilled(register)).toBe(true);
    expect(registerFilled({ ...register, terms: false })).toBe(true);
    expect(registerFilled({ ...register, confirmPassword: ' ' })).toBe(false);
  });
});

describe('after login', () => {
  const origin = 'https://shop.pk';

  it('goes to the page a guard sent the shopper from', () => {
    expect(afterLoginTarget('?next=%2Fcart', `${origin}/home`, origin, 'en')).toBe('/cart');
    // The fragment the guard left on the login page goes back with the page it came from.
    expect(afterLoginTarget('?next=%2Fstaff-join', '', origin, 'en', '#tok3n')).toBe('/staff-join#tok3n');
    expect(afterLoginTarget('?next=%2Fcart%23top', '', origin, 'en', '#tok3n')).toBe('/cart#top');
  });

  it('refuses a next address on another site', () => {
    expect(afterLoginTarget('?next=%2F%2Fevil.example', '', origin, 'en')).toBe('/home');
    expect(afterLoginTarget('?next=https%3A%2F%2Fevil.example', '', origin, 'en')).toBe('/home');
    expect(afterLoginTarget('?next=%2F%5Cevil.example', '', origin, 'en')).toBe('/home');
  });

  it.each([
    '/%09/evil.example/phish',
    '/%0a/evil.example',
    '/%0d/evil.example',
    '/%09%2Fevil.example',
    '%09//evil.example',
    '/%5C%09evil.example',
  ])('refuses %s, which a browser reads as another site once it drops tabs and line breaks', (next) => {
    expect(afterLoginTarget(`?next=${next}`, '', origin, 'en')).toBe('/home');
    // The browser's own reading agrees: resolved against the shop, each of them leaves it.
    expect(new URL(decodeURIComponent(next), origin).origin).not.toBe(origin);
  });

  it.each(['/.//evil.example/x', '/%2e//evil.example/x', '/a/..//evil.example/x'])(
    'refuses %s, whose dot segments leave a path that reads as another site',
    (next) => {
      expect(afterLoginTarget(`?next=${encodeURIComponent(next)}`, '', origin, 'en')).toBe('/home');
      expect(afterLoginTarget('', `${origin}${next}`, origin, 'en')).toBe('/home');
    },
  );

  it('keeps a next page of the shop with its query and fragment', () => {
    expect(afterLoginTarget('?next=%2Fcart%3Fadding%3D1%23top', '', origin, 'en')).toBe('/cart?adding=1#top');
    expect(afterLoginTarget('?next=%2Flogin-signup', '', origin, 'en')).toBe('/home');
  });

  it("goes to the page in the login page's language, or in English where it is not written in it", () => {
    expect(afterLoginTarget('?next=%2Fur%2Fmy-orders%3Fx%3D1', '', origin, 'en')).toBe('/my-orders?x=1');
    expect(afterLoginTarget('?next=%2Fmy-orders', '', origin, 'ur')).toBe('/ur/my-orders');
    expect(afterLoginTarget('?next=%2Fur%2Fstaff-join', '', origin, 'ur', '#tok3n')).toBe('/ur/staff-join#tok3n');
    expect(afterLoginTarget('?next=%2Fur%2Fairway-labels', '', origin, 'ur')).toBe('/airway-labels');
    expect(afterLoginTarget('', `${origin}/ur/cart`, origin, 'en')).toBe('/cart');
    // Taking /ur off an Urdu address never makes it another site's.
    expect(afterLoginTarget('?next=%2Fur%2F%2Fevil.example', '', origin, 'en')).toBe('/ur//evil.example');
    expect(afterLoginTarget('?next=%2Fur%2F%2Fevil.example', '', origin, 'ur')).toBe('/ur//evil.example');
  });

  it('else goes back to the previous page of the shop, else home', () => {
    expect(afterLoginTarget('', `${origin}/woody-perfumes?x=1`, origin, 'en')).toBe('/woody-perfumes?x=1');
    expect(afterLoginTarget('', 'https://google.com/search', origin, 'en')).toBe('/home');
    expect(afterLoginTarget('', `${origin}/login-signup`, origin, 'en')).toBe('/home');
    expect(afterLoginTarget('', '', origin, 'en')).toBe('/home');
  });

  it('goes home in the login page’s language, and keeps a next page of either language', () => {
    expect(afterLoginTarget('', '', origin, 'ur')).toBe('/ur/home');
    expect(afterLoginTarget('', `${origin}/ur/login-signup`, origin, 'ur')).toBe('/ur/home');
    expect(afterLoginTarget('?next=%2F%2Fevil.example', '', origin, 'ur')).toBe('/ur/home');
    expect(afterLoginTarget('?next=%2Fur%2Fcart&adding=1', '', origin, 'ur')).toBe('/ur/cart');
  });
});
