import { describe, expect, it } from 'vitest';
import { CATALOG_WORDS } from '../../i18n/catalog';
import { ApiFailure } from '../../lib/api';
import { ADD_BY_NAME_FAILED, ADD_FAILED, addToCartMessage, LOGIN_TO_ADD } from './add-to-cart-message';

describe('addToCartMessage', () => {
  it('asks to log in when the shopper has no login, or it has ended', () => {
    expect(addToCartMessage(new ApiFailure(401, 'Your session has expired.', 'session_ended'))).toBe(LOGIN_TO_ADD);
    expect(addToCartMessage(new ApiFailure(401, 'No authentication token found', 'unauthorized'))).toBe(LOGIN_TO_ADD);
  });

  it("gives the server's words for a rule broken, else the shop's general one", () => {
    expect(addToCartMessage(new ApiFailure(400, 'Quantity must be 1 to 10.', 'invalid', 'quantity'))).toBe(
      'Quantity must be 1 to 10.',
    );
    expect(addToCartMessage(new ApiFailure(400, '', 'invalid'))).toBe('Invalid request. Please check your input.');
  });

  it('passes on why stock or the product refused it, by the codes an add refuses with', () => {
    expect(addToCartMessage(new ApiFailure(409, 'Blue Mist is out of stock.', 'out_of_stock'))).toBe(
      'Blue Mist is out of stock.',
    );
    expect(addToCartMessage(new ApiFailure(409, 'Your cart can hold 20 perfumes.', 'cart_full'))).toBe(
      'Your cart can hold 20 perfumes.',
    );
    expect(addToCartMessage(new ApiFailure(404, '', 'not_found'))).toBe(ADD_FAILED);
  });

  it('falls back to the page wording for anything else', () => {
    expect(addToCartMessage(new ApiFailure(500, 'Something went wrong on our side.', 'internal'))).toBe(ADD_FAILED);
    expect(addToCartMessage(new ApiFailure(0, 'Could not reach the shop.'), ADD_BY_NAME_FAILED)).toBe(
      ADD_BY_NAME_FAILED,
    );
    expect(addToCartMessage(new Error('boom'))).toBe(ADD_FAILED);
  });

  it("says an Urdu page's refusals in Urdu by their code, never passing on the server's English", () => {
    const urdu = CATALOG_WORDS.ur.cart;
    const short = new ApiFailure(409, 'Sorry, only 7 of Khas left in stock.', 'out_of_stock', undefined, null, {
      product: 'Khas',
      left: 7,
    });
    expect(addToCartMessage(short, urdu.addFailed, urdu, 'ur')).toBe(
      'معذرت، \u2066Khas\u2069 کے صرف \u20667\u2069 اسٹاک میں باقی ہیں۔',
    );
    const ended = new ApiFailure(401, 'Your session has expired.', 'session_ended');
    expect(addToCartMessage(ended, urdu.addFailed, urdu, 'ur')).toBe(urdu.loginToAdd);
    expect(addToCartMessage(new ApiFailure(500, 'Something went wrong.', 'internal'), urdu.addFailed, urdu, 'ur')).toBe(
      urdu.addFailed,
    );
  });
});
