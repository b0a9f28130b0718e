/** The seed catalog's search index, searched as the search box searches it: for the tests of what shoppers find. */
import { SEED_NOTES } from '../catalog/notes';
import { PRODUCTS, type CatalogProduct } from '../catalog/products';
import { SEED_SIZES } from '../catalog/sizes';
import { buildSearchIndex, type IndexedSale, searchIndexFiles, type SearchProduct } from './search-index';
import { CatalogSearch, MANIFEST_PATH } from './search-lookup';

/** Which running sale, if any, sets a perfume's price: none, unless a test says. */
type Sales = (p: CatalogProduct) => IndexedSale | null;

const searchProduct = (p: CatalogProduct, sales: Sales): SearchProduct => {
  const notes = SEED_NOTES[p.id]!;
  return {
    _id: p.id,
    slug: p.id,
    name: p.name,
    scentType: p.scentType,
    notes: [...notes.top, ...notes.heart, ...notes.base],
    notesUr: {},
    concentration: notes.concentration,
    price: p.price,
    compareAtPrice: p.compareAtPrice,
    image: p.image,
    inStock: p.stock > 0,
    sizesOnly: false,
    // The seed's sizes at their own price, as a sale a test runs here is the bottle's alone.
    sizes: SEED_SIZES.filter((size) => size.productId === p.id).map(({ ml, price, stock }) => ({
      ml,
      price,
      compareAtPrice: null,
      inStock: stock > 0,
    })),
    sale: sales(p),
    genders: p.genders,
    seasonsAndOccasions: [...p.seasons, ...p.occasions],
  };
};

/** The seed catalog's search, with the sales `sales` says are running and the perfumes `renamed` by id renamed. */
export function seedSearch(sales: Sales = () => null, renamed: Record<string, string> = {}) {
  const index = buildSearchIndex(
    PRODUCTS.map((p) => searchProduct(renamed[p.id] ? { ...p, name: renamed[p.id]! } : p, sales)),
  );
  const files = searchIndexFiles(index);
  const search = new CatalogSearch(async (path) =>
    path === MANIFEST_PATH ? index.manifest : files[path.slice(path.lastIndexOf('/') + 1)],
  );
  /** The seed perfumes found, best first. */
  const found = async (query: string): Promise<CatalogProduct[]> =>
    (await search.perfumes(await search.find(query), query)).map((p) => bySlug.get(p.slug)!);
  const slugs = async (query: string) => (await found(query)).map((p) => p.id);
  return { search, found, slugs };
}

const bySlug = new Map(PRODUCTS.map((p) => [p.id, p]));

export const { search, found, slugs } = seedSearch();

export const hasNote = (p: CatalogProduct, note: string) =>
  Object.values(SEED_NOTES[p.id]!)
    .flat()
    .some((n) => n.toLowerCase() === note);
