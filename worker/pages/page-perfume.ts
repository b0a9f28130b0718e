/**
 * The perfume a product page shows, read from D1 by its slug with today's sale, archived or not (an archived one's
 * address moves to its scent type's page); null for a slug no perfume has or a scent type the shop no longer lists.
 */
import { isCategory, type Category } from '#schema/catalog/categories';
import { stockLeft } from '#schema/payloads/products';
import { RUNNING_SALE_JOIN } from '#schema/sales';
import type { Db } from '../db';
import type { PagePerfume } from './fill-product';

interface PageRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  descriptionUr: string | null;
  price: number;
  compareAtPrice: number | null;
  saleName: string | null;
  saleBadge: string | null;
  saleEndsAt: number | null;
  stock: number;
  lowStockAt: number;
  images: string;
  notesTop: string;
  notesHeart: string;
  notesBase: string;
  concentration: string;
  sizeMl: number;
  scentType: string;
  tags: string;
  archived: number;
}

const PAGE_SQL = `
  SELECT p.id, p.slug, p.name, p.description, p.description_ur AS descriptionUr, coalesce(sale.sale_price, p.price) AS price,
    CASE WHEN sale.sale_price IS NULL THEN p.compare_at_price ELSE p.price END AS compareAtPrice,
    sale.name AS saleName, sale.badge AS saleBadge, sale.ends_at AS saleEndsAt, p.stock,
    p.low_stock_at AS lowStockAt, p.images, p.notes_top AS notesTop, p.notes_heart AS notesHeart,
    p.notes_base AS notesBase, p.concentration, p.size_ml AS sizeMl, p.scent_type AS scentType, p.archived,
    (SELECT json_group_array(t.tag) FROM product_tags t WHERE t.product_id = p.id) AS tags
  FROM products p
  ${RUNNING_SALE_JOIN}
  WHERE p.slug = ?1`;

function pagePerfume(row: PageRow, scentType: Category): PagePerfume {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    descriptionUr: row.descriptionUr,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    sale:
      row.saleName === null || row.saleBadge === null || row.saleEndsAt === null
        ? null
        : { name: row.saleName, badge: row.saleBadge, endsAt: new Date(row.saleEndsAt).toISOString() },
    inStock: row.stock > 0,
    stockLeft: stockLeft(row.stock, row.lowStockAt),
    images: JSON.parse(row.images) as string[],
    notes: {
      top: JSON.parse(row.notesTop) as string[],
      heart: JSON.parse(row.notesHeart) as string[],
      base: JSON.parse(row.notesBase) as string[],
    },
    concentration: row.concentration,
    sizeMl: row.sizeMl,
    scentType,
    categories: JSON.parse(row.tags) as string[],
  };
}

export async function readPagePerfume(
  db: Db,
  slug: string,
): Promise<{ perfume: PagePerfume; archived: boolean } | null> {
  const row = await db.$client.prepare(PAGE_SQL).bind(slug).first<PageRow>();
  if (!row || !isCategory(row.scentType)) return null;
  return { perfume: pagePerfume(row, row.scentType), archived: Boolean(row.archived) };
}
