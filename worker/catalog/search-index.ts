/**
 * The catalog search index, served by the Worker from D1 so the search box and /search know every perfume added,
 * renamed, re-priced or archived since the build (schema/search/search-index.ts builds and splits it).
 * Each isolate builds the index once per catalog change: one cheap read (how many products, the sum
 * of their edit versions, which are in stock) says whether the catalog moved since the index was built.
 */
import { count, eq, not, sql } from 'drizzle-orm';
import { GENDERS, type Gender, type Occasion, OCCASIONS, type Season, SEASONS } from '#schema/catalog/categories';
import { runningSale } from '#schema/catalog/sale-price';
import { shopProduct, shopProducts, type ShopProduct } from '#schema/catalog/shop-products';
import { sizesOnly } from '#schema/answers/products';
import { thumbnailUrl } from '#schema/media';
import {
  buildSearchIndex,
  searchIndexFiles,
  type SearchManifest,
  type SearchProduct,
} from '#schema/search/search-index';
import { CatalogSearch, MANIFEST_PATH, type FoundPerfume } from '#schema/search/search-lookup';
import { products, productSizes } from '#schema/tables';
import type { Db } from '../db';

// Every edit of the owner bumps a product's version (archiving and re-pricing too), an added product adds a row,
// orders and restocks only matter here when a product runs out or comes back (its rowid joins or leaves the sum),
// a sale that starts, ends or changes moves the running sale prices, and a running sale's new badge or Urdu name
// changes what the results show on its perfumes, and a new name what a search names it by; a tester or sample size
// added, removed, sold out or back changes what 'tester' finds and which results say only a size is left.
const catalogState = (db: Db) =>
  db
    .select({
      products: count(),
      edits: sql<number>`total(${products.version})`,
      stocked: sql<number>`total(CASE WHEN ${products.stock} > 0 THEN ${products}.rowid END)`,
      onSale: count(runningSale.productId),
      // Sizes added, taken away or sold out: what 'tester' finds, and which bottles are sold out with a size left.
      sizes: sql<string>`(SELECT count(*) || '/' || total(CASE WHEN ${productSizes.stock} > 0 THEN ${productSizes}.rowid END) FROM ${productSizes})`,
      salePrices: sql<number>`total(${runningSale.price})`,
      saleBadges: sql<
        string | null
      >`group_concat(DISTINCT ${runningSale.badge} || '/' || coalesce(${runningSale.nameUr}, '') || '/' || ${runningSale.name})`,
    })
    .from(products)
    .leftJoin(runningSale, eq(runningSale.productId, products.id))
    .get();

const isGender = (tag: string): tag is Gender => (GENDERS as readonly string[]).includes(tag);
const isSeasonOrOccasion = (tag: string): tag is Season | Occasion =>
  (SEASONS as readonly string[]).includes(tag) || (OCCASIONS as readonly string[]).includes(tag);

// Priced as the listings are: a running sale's price, with the perfume's own struck through.
const searchProduct = (product: ShopProduct): SearchProduct => ({
  _id: product.id,
  slug: product.slug,
  name: product.name,
  scentType: product.scentType,
  notes: [...product.notes.top, ...product.notes.heart, ...product.notes.base],
  notesUr: product.notesUr,
  concentration: product.concentration,
  price: product.price,
  compareAtPrice: product.compareAtPrice,
  image: thumbnailUrl(product.image),
  inStock: product.inStock,
  sizesOnly: sizesOnly(product),
  sizes: product.sizes,
  sale: product.sale,
  genders: product.categories.filter(isGender),
  seasonsAndOccasions: product.categories.filter(isSeasonOrOccasion),
});

interface Served {
  state: string;
  index: Promise<{ manifest: SearchManifest; files: Record<string, string> }>;
}

let served: Served | undefined;

async function buildFromD1(db: Db) {
  const rows = await shopProducts(db).where(not(products.archived));
  const index = buildSearchIndex(rows.map((row) => searchProduct(shopProduct(row))));
  const files = Object.fromEntries(
    Object.entries(searchIndexFiles(index)).map(([name, body]) => [name, JSON.stringify(body)]),
  );
  return { manifest: index.manifest, files };
}

/** The index of the catalog as D1 holds it now, built again only when the catalog has moved. */
export async function currentIndex(db: Db) {
  const state = JSON.stringify(await catalogState(db));
  if (served?.state !== state) {
    const entry: Served = { state, index: buildFromD1(db) };
    served = entry;
    entry.index.catch(() => {
      if (served === entry) served = undefined;
    });
  }
  return served.index;
}

/**
 * The perfumes matching `query` in the catalog as D1 holds it now, best first, found as the search box finds them: in
 * their cheapest tester, priced as it is, when the query asks for testers.
 */
export async function searchCatalog(db: Db, query: string): Promise<FoundPerfume[]> {
  const { manifest, files } = await currentIndex(db);
  const search = new CatalogSearch(async (path) => {
    if (path === MANIFEST_PATH) return manifest;
    const body = files[path.slice(path.lastIndexOf('/') + 1)];
    if (body === undefined) throw new Error(`The search index has no ${path}`);
    return JSON.parse(body) as unknown;
  });
  return search.perfumes(await search.find(query), query);
}
