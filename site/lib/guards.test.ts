import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guards';

const shopper = { sub: 'u1', email: 'sana@example.pk', role: 'shopper' as const, isAdmin: false, exp: 2e9 };
const admin = { ...shopper, role: 'owner' as const, isAdmin: true };
const staff = { ...shopper, role: 'staff' as const, isAdmin: true };

describe('page guards', () => {
  it('send a guest to login-signup, remembering the page', () => {
    expect(guardRedirect('login', null, '/cart')).toBe('/login-signup?next=%2Fcart');
    expect(guardRedirect('login', null, '/ur/cart')).toBe('/ur/login-signup?next=%2Fur%2Fcart');
    expect(guardRedirect('login', null, '/order-confirmation/abc')).toBe(
      '/login-signup?next=%2Forder-confirmation%2Fabc',
    );
    expect(guardRedirect('admin', null, '/orders')).toBe('/login-signup?next=%2Forders');
  });

  it("keep a page's fragment (an invite's token) out of the query, on the login page's own address", () => {
    expect(guardRedirect('login', null, '/staff-join', false, '#tok3n')).toBe('/login-signup?next=%2Fstaff-join#tok3n');
    expect(guardRedirect('login', null, '/ur/staff-join', false, '#tok3n')).toBe(
      '/ur/login-signup?next=%2Fur%2Fstaff-join#tok3n',
    );
  });

  it('tell the login page when the server has just ended the session', () => {
    expect(guardRedirect('login', null, '/cart', true)).toBe('/login-signup?next=%2Fcart&ended=1');
    expect(guardRedirect('login', shopper, '/cart', true)).toBeNull();
  });

  it('let a logged-in shopper open logged-in pages but send them home from admin pages', () => {
    expect(guardRedirect('login', shopper, '/checkout')).toBeNull();
    expect(guardRedirect('admin', shopper, '/orders')).toBe('/home');
    expect(guardRedirect('admin', shopper, '/ur/orders')).toBe('/ur/home');
  });

  it('let the owner and staff in everywhere', () => {
    expect(guardRedirect('login', admin, '/cart')).toBeNull();
    expect(guardRedirect('admin', admin, '/orders')).toBeNull();
    expect(guardRedirect('admin', staff, '/orders')).toBeNull();
  });

  it('read who is admin from the isAdmin flag, or from the role in a token from before it', () => {
    const { isAdmin: _, ...before } = admin;
    expect(guardRedirect('admin', before, '/orders')).toBeNull();
    expect(guardRedirect('admin', { ...before, role: 'shopper' }, '/orders')).toBe('/home');
    expect(guardRedirect('admin', { sub: 'u1', email: 'sana@example.pk', exp: 2e9 }, '/orders')).toBe('/home');
  });
});
