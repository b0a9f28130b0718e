/**
 * The catalog as the console reads it: one product by id, or a page of the list by name, filtered in SQL. The list
 * walks the products_archived_name index (archived, lower(name)) from the cursor on, so the first page and the
 * hundredth cost the same; names are unique whatever their case, so lower(name) alone is the keyset.
 */
import { and, eq, exists, getTableColumns, gt, lte, sql, type SQL } from 'drizzle-orm';
import { GENDERS, isCategory, OCCASIONS, SEASONS } from '#schema/catalog/categories';
import { products, productTags } from '#schema/tables';
import type { AdminProduct } from '#schema/answers/admin-products';
import { ApiError, echoed } from '../http/errors';
import { foldAsciiCase } from '../http/filters';
import { decodeTextCursor, textPageOf } from '../http/paging';
import type { Db } from '../db';

export const PRODUCT_NOT_FOUND = 'Product not found.';

/** The product's columns as the table defines them, and its tags (comma-separated, null when it has none). */
const ROW = {
  ...getTableColumns(products),
  tags: sql<
    string | null
  >`(SELECT group_concat(${productTags.tag}) FROM ${productTags} WHERE ${productTags.productId} = ${products.id})`,
};
export type ProductRow = typeof products.$inferSelect & { tags: string | null };

/** The product's tags of one kind, in the kind's own order (group_concat's is the index's). */
const among = (list: readonly string[], tags: string[]) => list.filter((tag) => tags.includes(tag));

export function adminProduct(row: ProductRow): AdminProduct {
  const tags = row.tags ? row.tags.split(',') : [];
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    descriptionUr: row.descriptionUr,
    notes: { top: row.notesTop, heart: row.notesHeart, base: row.notesBase },
    notesUr: row.notesUr,
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
    images: row.images,
    featured: row.featured,
    archived: row.archived,
    version: row.version,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function productRow(db: Db, id: string): Promise<ProductRow> {
  const [row] = await db.select(ROW).from(products).where(eq(products.id, id));
  if (!row) throw new ApiError(404, PRODUCT_NOT_FOUND, { code: 'not_found' });
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
  const where: SQL[] = [eq(products.archived, query.archived === '1')];
  if (query.q) where.push(sql`instr(lower(${products.name}), ${foldAsciiCase(query.q)}) > 0`);
  if (query.category) {
    if (!isCategory(query.category))
      throw new ApiError(400, `There is no category called '${echoed(query.category)}'.`, {
        code: 'invalid',
        field: 'category',
      });
    const tagged = db
      .select({ one: sql`1` })
      .from(productTags)
      .where(and(eq(productTags.tag, query.category), eq(productTags.productId, products.id)));
    where.push(exists(tagged));
  }
  if (query.stock === 'out') where.push(eq(products.stock, 0));
  if (query.stock === 'low') where.push(gt(products.stock, 0), lte(products.stock, products.lowStockAt));
  if (query.cursor) where.push(sql`lower(${products.name}) > ${decodeTextCursor(query.cursor)}`);
  const results = await db
    .select(ROW)
    .from(products)
    .where(and(...where))
    .orderBy(sql`lower(${products.name})`)
    .limit(limit + 1);
  const { page, nextCursor } = textPageOf(results, limit, (row) => foldAsciiCase(row.name));
  return { products: page.map(adminProduct), nextCursor };
}
