/**
 * GET /api/products/{slug}: one published perfume for its product page, in one indexed read (products_slug). The
 * page is pre-rendered; its island reads this after hydration for today's price and stock, so the answer is
 * revalidated every time like a listing (no-cache and an ETag) rather than cached for a second in the isolate.
 */
import { stockLeft } from '#schema/payloads/products';
import type { ProductAnswer, ProductDetail } from '#schema/answers/products';
import { ApiError } from '../http/errors';
import { RUNNING_SALE_JOIN } from '#schema/sales';
import { revalidated, type Revalidated } from '../http/handle';
import { listed, PRODUCT_COLUMNS, type Row } from './listing';
import type { Db } from '../db';

export const NO_SUCH_PERFUME = 'We could not find that perfume.';

interface DetailRow extends Row {
  notesTop: string;
  notesHeart: string;
  notesBase: string;
  concentration: string;
  sizeMl: number;
  images: string;
  lowStockAt: number;
}

const PRODUCT_SQL = `
  SELECT ${PRODUCT_COLUMNS}, p.notes_top AS notesTop, p.notes_heart AS notesHeart, p.notes_base AS notesBase,
    p.concentration, p.size_ml AS sizeMl, p.images, p.low_stock_at AS lowStockAt
  FROM products p
  ${RUNNING_SALE_JOIN}
  WHERE p.slug = ?1 AND NOT p.archived`;

function detail({
  notesTop,
  notesHeart,
  notesBase,
  concentration,
  sizeMl,
  images,
  lowStockAt,
  ...row
}: DetailRow): ProductDetail {
  const notes = {
    top: JSON.parse(notesTop) as string[],
    heart: JSON.parse(notesHeart) as string[],
    base: JSON.parse(notesBase) as string[],
  };
  return {
    ...listed(row),
    notes,
    concentration,
    sizeMl,
    images: JSON.parse(images) as string[],
    stockLeft: stockLeft(row.stock, lowStockAt),
  };
}

/** The answer's JSON and ETag; 404 for a slug no product has, or an archived product's. */
export async function loadProductPage(db: Db, slug: string): Promise<Revalidated<ProductAnswer>> {
  const row = await db.$client.prepare(PRODUCT_SQL).bind(slug).first<DetailRow>();
  if (!row) throw new ApiError(404, NO_SUCH_PERFUME);
  return revalidated<ProductAnswer>({ success: true, product: detail(row) });
}
