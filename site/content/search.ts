/** The catalog search index, built once per build from the catalog in D1 (search-index.ts says how it is split). */
import { thumbnailUrl } from '../../schema/media';
import { buildSearchIndex, type SearchIndex, type SearchProduct } from '../components/search/search-index';
import type { Perfume } from './catalog-loader';
import { allPerfumes } from './perfumes';

function searchProduct(p: Perfume): SearchProduct {
  return {
    _id: p.id,
    slug: p.slug,
    name: p.name,
    scentType: p.scentType,
    notes: [...p.notes.top, ...p.notes.heart, ...p.notes.base],
    concentration: p.concentration,
    price: p.price,
    compareAtPrice: p.compareAtPrice,
    image: thumbnailUrl(p.image),
    inStock: p.stock > 0,
  };
}

let index: Promise<SearchIndex> | undefined;

export function catalogSearchIndex(): Promise<SearchIndex> {
  index ??= allPerfumes().then((perfumes) => buildSearchIndex(perfumes.map(searchProduct)));
  return index;
}
