import { describe, expect, it } from 'vitest';
import { sectionOf, sectionsFor, shows } from './sections';

describe("the console's sections", () => {
  it('reads a section from its address, and the whole console from none', () => {
    expect(sectionOf('#catalog', true)).toBe('catalog');
    expect(sectionOf('#oils', false)).toBe('oils');
    expect(sectionOf('', true)).toBeNull();
    expect(sectionOf('#nothing', true)).toBeNull();
  });

  it("keeps the owner's sections from staff", () => {
    expect(sectionOf('#staff', false)).toBeNull();
    expect(sectionOf('#cash', false)).toBeNull();
    expect(sectionOf('#cash', true)).toBe('cash');
    expect(sectionsFor(false).map((section) => section.id)).toEqual([
      'today',
      'orders',
      'oils',
      'customers',
      'inbox',
      'reviews',
    ]);
  });

  it("shows the orders under Today's figures, and each section alone at its address", () => {
    expect(shows('orders', 'today')).toBe(true);
    expect(shows('today', 'orders')).toBe(false);
    expect(shows('catalog', null)).toBe(true);
    expect(shows('inbox', 'catalog')).toBe(false);
  });
});
