/** The seed catalog's search index, searched as the search box searches it: for the tests of what shoppers find. */
import { SEED_NOTES } from '../catalog/notes';
import { PRODUCTS, type CatalogProduct } from '../catalog/products';
import { buildSearchIndex, searchIndexFiles, type SearchProduct } from './search-index';
import { CatalogSearch, MANIFEST_PATH } from './search-lookup';

const searchProduct = (p: CatalogProduct): SearchProduct => {
  const notes = SEED_NOTES[p.id]!;
  return {
    _id: p.id,
    slug: p.id,
    name: p.name,
    scentType: p.scentType,
    notes: [...notes.top, ...notes.heart, ...notes.base],
    concentration: notes.concentration,
    price: p.price,
    compareAtPrice: p.compareAtPrice,
    image: p.image,
    inStock: p.stock > 0,
    sizesOnly: false,
    sale: null,
    genders: p.genders,
    seasonsAndOccasions: [...p.seasons, ...p.occasions],
  };
};

const index = buildSearchIndex(PRODUCTS.map(searchProduct));
const files = searchIndexFiles(index);
export const search = new CatalogSearch(async (path) =>
  path === MANIFEST_PATH ? index.manifest : files[path.slice(path.lastIndexOf('/') + 1)],
);
const bySlug = new Map(PRODUCTS.map((p) => [p.id, p]));

/** The seed perfumes found, best first. */
export async function found(query: string): Promise<CatalogProduct[]> {
  return (await search.perfumes(await search.find(query))).map((p) => bySlug.get(p.slug)!);
}
export const slugs = async (query: string) => (await found(query)).map((p) => p.id);

export const hasNote = (p: CatalogProduct, note: string) =>
  Object.values(SEED_NOTES[p.id]!)
    .flat()
    .some((n) => n.toLowerCase() === note);
