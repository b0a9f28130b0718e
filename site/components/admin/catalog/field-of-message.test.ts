import { describe, expect, it } from 'vitest';
import { fieldOfMessage } from './field-of-message';

describe('fieldOfMessage', () => {
  it.each([
    ['A product called Saba already exists.', 'name'],
    ['Please enter the perfume’s name.', 'name'],
    ['The sale’s original price must be above the price.', 'compareAtPrice'],
    ['The price must be a whole number of rupees, 1 or more.', 'price'],
    ['The low-stock level cannot be negative.', 'lowStockAt'],
    ['Stock cannot be negative.', 'stock'],
    ['Please choose one of the eight scent types.', 'scentType'],
    ['Please add 1 to 6 photos.', 'images'],
    ['Please give the top notes in a few words each.', 'notesTop'],
    ['Please choose at least one gender.', 'genders'],
    ['Only one perfume can be the Miraj spot.', 'featured'],
    ['The size must be between 1 and 1000 ml.', 'sizeMl'],
  ])('%s is about %s', (message, field) => {
    expect(fieldOfMessage(message)).toBe(field);
  });

  it('leaves messages about the whole product at the top of the form', () => {
    expect(fieldOfMessage('This product was changed by someone else. Reload it and try again.')).toBeNull();
    expect(fieldOfMessage('Could not reach the shop. Please check your connection and try again.')).toBeNull();
  });
});
