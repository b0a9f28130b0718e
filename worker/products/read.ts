/**
 * The catalog as the console reads it: one product by id, or a page of the list by name, filtered in SQL. The list
 * walks the products_archived_name index (archived, lower(name)) from the cursor on, so the first page and the
 * hundredth cost the same; names are unique whatever their case, so lower(name) alone is the keyset.
 */
import { GENDERS, isCategory, OCCASIONS, SEASONS } from '#schema/catalog/categories';
import type { FeaturedSpot } from '#schema/payloads/admin-products';
import type { AdminProduct } from '#schema/answers/admin-products';
import { ApiError } from '../http/errors';
import { foldAsciiCase } from '../http/filters';
import { decodeTextCursor, textPageOf } from '../http/paging';
import type { Db } from '../db';

export const PRODUCT_NOT_FOUND = 'Product not found.';

export interface ProductRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  notesTop: string;
  notesHeart: string;
  notesBase: string;
  concentration: string;
  sizeMl: number;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  lowStockAt: number;
  scentType: string;
  images: string;
  featured: FeaturedSpot | null;
  archived: number;
  publishedAt: number | null;
  version: number;
  updatedAt: number;
  tags: string | null;
}

export const ROW_COLUMNS = `p.id, p.slug, p.name, p.description, p.notes_top AS notesTop, p.notes_heart AS notesHeart,
  p.notes_base AS notesBase, p.concentration, p.size_ml AS sizeMl, p.price, p.compare_at_price AS compareAtPrice, p.stock,
  p.low_stock_at AS lowStockAt, p.scent_type AS scentType, p.images, p.featured, p.archived, p.published_at AS publishedAt,
  p.version, p.updated_at AS updatedAt,
  (SELECT group_concat(t.tag) FROM product_tags t WHERE t.product_id = p.id) AS tags`;

/** The product's tags of one kind, in the kind's own order (group_concat's is the index's). */
const among = (list: readonly string[], tags: string[]) => list.filter((tag) => tags.includes(tag));

export function adminProduct(row: ProductRow): AdminProduct {
  const tags = row.tags ? row.tags.split(',') : [];
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    notes: { top: JSON.parse(row.notesTop), heart: JSON.parse(row.notesHeart), base: JSON.parse(row.notesBase) },
    concentration: row.concentration,
    sizeMl: row.sizeMl,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    stock: row.stock,
    lowStockAt: row.lowStockAt,
    scentType: row.scentType,
    genders: among(GENDERS, tags),
    seasons: among(SEASONS, tags),
    occasions: among(OCCASIONS, tags),
    images: JSON.parse(row.images),
    featured: row.featured,
    archived: Boolean(row.archived),
    version: row.version,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function findProductRow(d1: D1Database, id: string): Promise<ProductRow | null> {
  return d1.prepare(`SELECT ${ROW_COLUMNS} FROM products p WHERE p.id = ?`).bind(id).first<ProductRow>();
}

export async function productRow(db: Db, id: string): Promise<ProductRow> {
  const d1 = db.$client;
  const row = await findProductRow(d1, id);
  if (!row) throw new ApiError(404, PRODUCT_NOT_FOUND);
  return row;
}

export interface ProductListQuery {
  q?: string;
  category?: string;
  stock?: 'low' | 'out';
  archived?: '1' | '0';
  cursor?: string;
}

/** A page of the console's list: live products unless `archived=1`, by name, filtered by name, category and stock. */
export async function listProducts(db: Db, query: ProductListQuery, limit: number) {
  const d1 = db.$client;
  const where = ['p.archived = ?'];
  const values: (string | number)[] = [query.archived === '1' ? 1 : 0];
  if (query.q) {
    where.push('instr(lower(p.name), ?) > 0');
    values.push(foldAsciiCase(query.q));
  }
  if (query.category) {
    if (!isCategory(query.category)) throw new ApiError(400, `There is no category called '${query.category}'.`);
    where.push('EXISTS (SELECT 1 FROM product_tags t WHERE t.tag = ? AND t.product_id = p.id)');
    values.push(query.category);
  }
  if (query.stock === 'out') where.push('p.stock = 0');
  if (query.stock === 'low') where.push('p.stock > 0 AND p.stock <= p.low_stock_at');
  if (query.cursor) {
    where.push('lower(p.name) > ?');
    values.push(decodeTextCursor(query.cursor));
  }
  const { results } = await d1
    .prepare(`SELECT ${ROW_COLUMNS} FROM products p WHERE ${where.join(' AND ')} ORDER BY lower(p.name) LIMIT ?`)
    .bind(...values, limit + 1)
    .all<ProductRow>();
  const { page, nextCursor } = textPageOf(results, limit, (row) => foldAsciiCase(row.name));
  return { products: page.map(adminProduct), nextCursor };
}
