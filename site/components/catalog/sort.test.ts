import { describe, expect, it } from 'vitest';
import { CATALOG_WORDS } from '../../i18n/catalog';
import { addressWith, sortFrom, sortPerfumes } from '#schema/catalog/sorts';
import type { SortableCard } from './card-product';

const card = (name: string, price: number, extra: Partial<SortableCard> = {}): SortableCard => ({
  _id: name,
  name,
  description: '',
  descriptionUr: '',
  price,
  compareAtPrice: null,
  image: '',
  inStock: true,
  featured: false,
  publishedAt: 1,
  ...extra,
});
const names = (list: SortableCard[]) => list.map((p) => p.name);
const perfumes = [
  card('Amal', 2000),
  card('Miraj', 1999, { featured: true, publishedAt: 5 }),
  card('Zafran', 900, { publishedAt: 9 }),
  card('New', 3000, { publishedAt: undefined }),
];

describe('sortPerfumes', () => {
  it('puts featured perfumes first, then the rest by name', () => {
    expect(names(sortPerfumes(perfumes, 'featured'))).toEqual(['Miraj', 'Amal', 'New', 'Zafran']);
  });
  it('sorts by price either way', () => {
    expect(names(sortPerfumes(perfumes, 'price-asc'))).toEqual(['Zafran', 'Miraj', 'Amal', 'New']);
    expect(names(sortPerfumes(perfumes, 'price-desc'))).toEqual(['New', 'Amal', 'Miraj', 'Zafran']);
  });
  it('puts the newest first, a perfume added since the build before all', () => {
    expect(names(sortPerfumes(perfumes, 'newest'))).toEqual(['New', 'Zafran', 'Miraj', 'Amal']);
  });
});

describe('the address', () => {
  it('keeps the sort, and reads only the sorts there are', () => {
    expect(addressWith('price-asc', 'https://x.pk/woody-perfumes#products')).toBe(
      '/woody-perfumes?sort=price-asc#products',
    );
    expect(addressWith('featured', 'https://x.pk/woody-perfumes?sort=newest')).toBe('/woody-perfumes');
    expect(sortFrom('?sort=newest')).toBe('newest');
    expect(sortFrom('?sort=cheapest')).toBe('featured');
  });
  it('counts perfumes', () => {
    const { count } = CATALOG_WORDS.en.listing;
    expect(count(26)).toBe('26 perfumes');
    expect(count(1)).toBe('1 perfume');
  });
});
