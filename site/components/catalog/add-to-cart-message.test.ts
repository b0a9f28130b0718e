import { describe, expect, it } from 'vitest';
import { CATALOG_WORDS } from '#schema/i18n/catalog';
import { ApiFailure } from '../../lib/api';
import { ADD_BY_NAME_FAILED, ADD_FAILED, addToCartMessage, LOGIN_TO_ADD } from './add-to-cart-message';

describe('addToCartMessage', () => {
  it('asks to log in after a 401', () => {
    expect(addToCartMessage(new ApiFailure(401, 'Your session has expired.'))).toBe(LOGIN_TO_ADD);
  });

  it("gives the server's words for a 400, else the shop's general one", () => {
    expect(addToCartMessage(new ApiFailure(400, 'Quantity must be 1 to 10.'))).toBe('Quantity must be 1 to 10.');
    expect(addToCartMessage(new ApiFailure(400, ''))).toBe('Invalid request. Please check your input.');
  });

  it('passes on why stock or the product refused it', () => {
    expect(addToCartMessage(new ApiFailure(409, 'Blue Mist is out of stock.'))).toBe('Blue Mist is out of stock.');
    expect(addToCartMessage(new ApiFailure(404, ''))).toBe(ADD_FAILED);
  });

  it('falls back to the page wording for anything else', () => {
    expect(addToCartMessage(new ApiFailure(500, 'Something went wrong on our side.'))).toBe(ADD_FAILED);
    expect(addToCartMessage(new ApiFailure(0, 'Could not reach the shop.'), ADD_BY_NAME_FAILED)).toBe(
      ADD_BY_NAME_FAILED,
    );
    expect(addToCartMessage(new Error('boom'))).toBe(ADD_FAILED);
  });

  it("says an Urdu page's refusals in Urdu by their code, never passing on the server's English", () => {
    const urdu = CATALOG_WORDS.ur.cart;
    const soldOut = new ApiFailure(409, 'Sorry, Khas is out of stock.', 'out_of_stock');
    expect(addToCartMessage(soldOut, urdu.addFailed, urdu, 'ur')).toBe('معذرت، اس پرفیوم کا اتنا اسٹاک نہیں رہا۔');
    expect(addToCartMessage(new ApiFailure(401, 'Your session has expired.'), urdu.addFailed, urdu, 'ur')).toBe(
      urdu.loginToAdd,
    );
    expect(addToCartMessage(new ApiFailure(500, 'Something went wrong.', 'internal'), urdu.addFailed, urdu, 'ur')).toBe(
      urdu.addFailed,
    );
  });
});
