import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '#schema/answers/admin-products';
import {
  changeOf,
  clashesOf,
  draftOf,
  isUnchanged,
  keepEdits,
  NEW_PRODUCT_DRAFT,
  newProductOf,
  wordsOf,
} from './product-draft';

const product: AdminProduct = {
  _id: 'p1',
  slug: 'noor-e-subh',
  name: 'Noor e Subh',
  description: 'A morning of jasmine.',
  descriptionUr: null,
  notes: { top: ['Bergamot'], heart: ['Jasmine', 'Rose'], base: ['Musk'] },
  notesUr: { Rose: 'گلاب' },
  concentration: 'eau de parfum',
  sizeMl: 50,
  price: 2499,
  compareAtPrice: null,
  stock: 7,
  lowStockAt: 5,
  scentType: 'floral',
  genders: ['female'],
  seasons: ['spring'],
  occasions: ['parties'],
  images: ['/media/a.webp'],
  featured: null,
  archived: false,
  version: 3,
  updatedAt: '2026-11-23T09:00:00.000Z',
};

describe('the product form', () => {
  it('reads notes as words separated by commas', () => {
    expect(wordsOf(' Bergamot, pink pepper ,, ')).toEqual(['Bergamot', 'pink pepper']);
    expect(wordsOf('')).toEqual([]);
  });

  it('turns a product into the form and back without losing anything', () => {
    const {
      _id: _productId,
      slug: _slug,
      archived: _archived,
      version: _version,
      updatedAt: _updatedAt,
      ...fields
    } = product;
    expect(newProductOf(draftOf(product))).toEqual(fields);
  });

  it('sends an empty sale original as none, and a new product with the form’s defaults', () => {
    const body = newProductOf({ ...NEW_PRODUCT_DRAFT, name: ' Saba ', price: '1999', scentType: 'citrus' });
    expect(body).toMatchObject({
      name: 'Saba',
      price: 1999,
      compareAtPrice: null,
      sizeMl: 50,
      lowStockAt: 5,
      stock: 0,
      featured: null,
    });
  });

  it('sends only what the owner changed, with the version the edit started from', () => {
    const base = draftOf(product);
    const edited = { ...base, price: '2199', compareAtPrice: '2499', notesHeart: 'Jasmine' };
    expect(changeOf(base, edited, 3)).toEqual({
      version: 3,
      price: 2199,
      compareAtPrice: 2499,
      notes: { top: ['Bergamot'], heart: ['Jasmine'], base: ['Musk'] },
      // Rose went, and its Urdu name with it.
      notesUr: {},
    });
    expect(isUnchanged(changeOf(base, { ...base, name: 'Noor e Subh ' }, 3))).toBe(true);
  });

  it('sends the Urdu names typed for the notes it has, trimmed, in their order; an emptied one is none', () => {
    const base = draftOf(product);
    const named = {
      ...base,
      notesHeart: 'Jasmine, Rose, Orris',
      notesUr: { Orris: ' سوسن کی جڑ ', Rose: ' ', Oud: 'عود' },
    };
    expect(changeOf(base, named, 3)).toEqual({
      version: 3,
      notes: { top: ['Bergamot'], heart: ['Jasmine', 'Rose', 'Orris'], base: ['Musk'] },
      notesUr: { Orris: 'سوسن کی جڑ' },
    });
    // A name typed for a note typed away comes back with the note.
    const away = { ...named, notesHeart: 'Jasmine' };
    expect(newProductOf(away).notesUr).toEqual({});
    expect(newProductOf({ ...away, notesBase: 'Musk, Orris' }).notesUr).toEqual({ Orris: 'سوسن کی جڑ' });
  });

  it('never sends stock with an edit: stock changes through adjustments', () => {
    const base = draftOf(product);
    expect(changeOf(base, { ...base, stock: '99' }, 3)).toEqual({ version: 3 });
  });

  it('keeps the owner’s edits on top of a newer copy of the product', () => {
    const base = draftOf(product);
    const edited = { ...base, price: '2199', images: ['/media/b.webp', '/media/a.webp'] };
    const fresh = draftOf({ ...product, description: 'Changed elsewhere.', stock: 4, price: 2599, version: 4 });
    expect(keepEdits(base, edited, fresh)).toEqual({
      ...fresh,
      price: '2199',
      images: ['/media/b.webp', '/media/a.webp'],
    });
  });

  it('names the fields both the owner and the newer copy changed, to different values', () => {
    const base = draftOf(product);
    const edited = { ...base, price: '2199', name: 'Noor', images: ['/media/b.webp'] };
    const fresh = draftOf({ ...product, description: 'Changed elsewhere.', price: 2599, name: 'Noor', version: 4 });
    // The name was changed alike on both, the description and the photos by one side only.
    expect(clashesOf(base, edited, fresh)).toEqual(['price']);
    expect(clashesOf(base, base, fresh)).toEqual([]);
  });
});
