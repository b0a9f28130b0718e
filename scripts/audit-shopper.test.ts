import { describe, expect, it } from 'vitest';
import { isBehindLogin } from './audit-shopper';

describe('isBehindLogin', () => {
  it("reads the login guard the page's HTML carries, and no other", () => {
    expect(isBehindLogin('<main></main><page-guard data-kind="login" hidden></page-guard>')).toBe(true);
    expect(isBehindLogin('<page-guard data-kind="admin" hidden></page-guard>')).toBe(false);
    expect(isBehindLogin('<p>Log in to see your cart: data-kind="login"</p>')).toBe(false);
  });
});
