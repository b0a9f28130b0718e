/**
 * The catalog search index, served by the Worker from D1 so the search box and /search know every perfume added,
 * renamed, re-priced or archived since the build (schema/search/search-index.ts builds and splits it).
 * Each isolate builds the index once per catalog change: one cheap read (how many products, the sum
 * of their edit versions, which are in stock) says whether the catalog moved since the index was built.
 */
import type { ScentType } from '#schema/catalog/categories';
import { thumbnailUrl } from '#schema/media';
import { RUNNING_SALE_JOIN } from '#schema/sales';
import {
  buildSearchIndex,
  searchIndexFiles,
  type SearchManifest,
  type SearchProduct,
} from '#schema/search/search-index';
import type { Gender } from '#schema/search/search-words';
import { CatalogSearch, MANIFEST_PATH, type FoundPerfume } from '#schema/search/search-lookup';
import type { Db } from '../db';

// Every edit of the owner bumps a product's version (archiving and re-pricing too), an added product adds a row,
// orders and restocks only matter here when a product runs out or comes back (its rowid joins or leaves the sum),
// and a sale that starts, ends or changes moves the running sale prices.
const CATALOG_STATE_SQL = `
  SELECT count(*) AS products, total(p.version) AS edits, total(CASE WHEN p.stock > 0 THEN p.rowid END) AS stocked,
    count(sale.product_id) AS onSale, total(sale.sale_price) AS salePrices
  FROM products p
  ${RUNNING_SALE_JOIN}`;

// Priced as the listings are: a running sale's price, with the perfume's own struck through.
const SEARCHED_SQL = `
  SELECT p.id, p.slug, p.name, p.scent_type AS scentType, p.notes_top AS notesTop, p.notes_heart AS notesHeart,
    p.notes_base AS notesBase, p.concentration, coalesce(sale.sale_price, p.price) AS price,
    CASE WHEN sale.sale_price IS NULL THEN p.compare_at_price ELSE p.price END AS compareAtPrice, p.image, p.stock,
    (SELECT json_group_array(t.tag) FROM product_tags t
      WHERE t.product_id = p.id AND t.tag IN ('male', 'female', 'unisex')) AS genders
  FROM products p
  ${RUNNING_SALE_JOIN}
  WHERE NOT p.archived`;

interface SearchedRow {
  id: string;
  slug: string;
  name: string;
  scentType: ScentType;
  notesTop: string;
  notesHeart: string;
  notesBase: string;
  concentration: string;
  price: number;
  compareAtPrice: number | null;
  image: string;
  stock: number;
  genders: string;
}

function searchProduct(row: SearchedRow): SearchProduct {
  const notes = [row.notesTop, row.notesHeart, row.notesBase].flatMap((list) => JSON.parse(list) as string[]);
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    scentType: row.scentType,
    notes,
    concentration: row.concentration,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    image: thumbnailUrl(row.image),
    inStock: row.stock > 0,
    genders: JSON.parse(row.genders) as Gender[],
  };
}

interface Served {
  state: string;
  index: Promise<{ manifest: SearchManifest; files: Record<string, string> }>;
}

let served: Served | undefined;

async function buildFromD1(db: D1Database) {
  const { results } = await db.prepare(SEARCHED_SQL).all<SearchedRow>();
  const index = buildSearchIndex(results.map(searchProduct));
  const files = Object.fromEntries(
    Object.entries(searchIndexFiles(index)).map(([name, body]) => [name, JSON.stringify(body)]),
  );
  return { manifest: index.manifest, files };
}

/** The index of the catalog as D1 holds it now, built again only when the catalog has moved. */
export async function currentIndex(db: Db) {
  const row = await db.$client.prepare(CATALOG_STATE_SQL).first<Record<string, number>>();
  const state = JSON.stringify(row);
  if (served?.state !== state) {
    const entry: Served = { state, index: buildFromD1(db.$client) };
    served = entry;
    entry.index.catch(() => {
      if (served === entry) served = undefined;
    });
  }
  return served.index;
}

/** The perfumes matching `query` in the catalog as D1 holds it now, best first, found as the search box finds them. */
export async function searchCatalog(db: Db, query: string): Promise<FoundPerfume[]> {
  const { manifest, files } = await currentIndex(db);
  const search = new CatalogSearch(async (path) => {
    if (path === MANIFEST_PATH) return manifest;
    const body = files[path.slice(path.lastIndexOf('/') + 1)];
    if (body === undefined) throw new Error(`The search index has no ${path}`);
    return JSON.parse(body) as unknown;
  });
  return search.perfumes(await search.find(query));
}
