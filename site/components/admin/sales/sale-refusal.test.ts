import { describe, expect, it } from 'vitest';
import { ApiFailure } from '#site/lib/api';
import { saleFieldOf, saleRefusalOf } from './sale-refusal';

describe('where a sale refusal shows', () => {
  it('beside the input its field names, a perfume line by its index', () => {
    expect(saleFieldOf('endsAt')).toBe('endsAt');
    expect(saleFieldOf('badge')).toBe('badge');
    expect(saleFieldOf('items.2.salePrice')).toBe('item-2');
    expect(saleFieldOf('items.0.productId')).toBe('item-0');
    expect(saleFieldOf('items')).toBe('items');
  });

  it('at the top of the form for no field, a field the form lacks, or a server failure', () => {
    expect(saleFieldOf(undefined)).toBeNull();
    expect(saleFieldOf('version')).toBeNull();
    expect(saleRefusalOf(new ApiFailure(500, 'Boom', 'internal', 'name'), 'x').field).toBeNull();
    expect(saleRefusalOf(new Error('x'), 'Could not save.')).toEqual({ message: 'Could not save.', field: null });
    const below = new ApiFailure(
      400,
      'The sale price of Khas must be below…',
      'sale_price_not_below',
      'items.0.salePrice',
    );
    expect(saleRefusalOf(below, 'سیل قیمت…')).toEqual({ message: 'سیل قیمت…', field: 'item-0' });
  });
});
