/**
 * Astro's content loader for the catalog: every perfume as D1 holds it, read once per build (and per `astro
 * check`), so the pages, JSON-LD, sitemap and search index show what the owner published. A local database is
 * migrated and seeded first (the seed only fills), so a fresh clone builds.
 */
import { z } from 'astro/zod';
import { CATEGORIES, SCENT_TYPES, type ScentType } from '#schema/catalog/categories';
import {
  catalogDatabase,
  type CatalogDatabase,
  describeCatalogDatabase,
  queryRemoteD1,
  readPreparedLocalDatabase,
} from '../../scripts/catalog-db';
import { RUNNING_SALE_JOIN } from '#schema/sales';

interface PerfumeRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  description_ur: string | null;
  price: number;
  compare_at_price: number | null;
  stock: number;
  image: string;
  scent_type: ScentType;
  tags: string;
  notes_top: string;
  notes_heart: string;
  notes_base: string;
  concentration: string;
  size_ml: number;
  low_stock_at: number;
  images: string;
  featured: 'sale' | 'miraj' | null;
  published_at: number | null;
  changed_at: number;
  sale_name: string | null;
  sale_badge: string | null;
  sale_ends_at: number | null;
}

// Archived perfumes get no page: the Worker sends their old address to their scent type's page. Prices are the
// listings' (a running sale's, with the product's own struck through); the islands read them again once shown.
const PERFUMES_SQL = `SELECT p.id, p.slug, p.name, p.description, p.description_ur, coalesce(sale.sale_price, p.price) AS price,
  CASE WHEN sale.sale_price IS NULL THEN p.compare_at_price ELSE p.price END AS compare_at_price, p.stock, p.image, p.scent_type,
  (SELECT json_group_array(t.tag) FROM product_tags t WHERE t.product_id = p.id) AS tags,
  p.notes_top, p.notes_heart, p.notes_base, p.concentration, p.size_ml, p.low_stock_at, p.images, p.featured, p.published_at,
  MAX(p.updated_at, COALESCE(p.published_at, 0)) AS changed_at,
  sale.name AS sale_name, sale.badge AS sale_badge, sale.ends_at AS sale_ends_at
FROM products p ${RUNNING_SALE_JOIN} WHERE NOT p.archived ORDER BY p.name`;

/** A perfume as the pages read it (checked once per build against this shape). */
export const perfumeSchema = z.object({
  id: z.string(),
  slug: z.string().min(1),
  name: z.string(),
  description: z.string(),
  descriptionUr: z.string().nullable(),
  price: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  stock: z.number().int(),
  image: z.string(),
  scentType: z.enum(SCENT_TYPES),
  categories: z.array(z.enum(CATEGORIES)),
  notes: z.object({ top: z.array(z.string()), heart: z.array(z.string()), base: z.array(z.string()) }),
  concentration: z.string(),
  sizeMl: z.number().int(),
  lowStockAt: z.number().int(),
  /** 1 to 6 photo URLs, the main one first. */
  images: z.array(z.string()).min(1),
  featured: z.enum(['sale', 'miraj']).nullable(),
  /** When it first showed in the shop (ms): 'newest' sorts by it. */
  publishedAt: z.number().nullable(),
  /** When the owner last changed or published it (ms); 0 when the seed wrote it and nobody has since. */
  changedAt: z.number(),
  /** The sale running when the site was built (the islands read today's). */
  sale: z.object({ name: z.string(), badge: z.string(), endsAt: z.string() }).nullable(),
});

export type Perfume = z.infer<typeof perfumeSchema>;

function perfume(row: PerfumeRow): Perfume {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    descriptionUr: row.description_ur,
    price: row.price,
    compareAtPrice: row.compare_at_price,
    stock: row.stock,
    image: row.image,
    scentType: row.scent_type,
    categories: JSON.parse(row.tags),
    notes: { top: JSON.parse(row.notes_top), heart: JSON.parse(row.notes_heart), base: JSON.parse(row.notes_base) },
    concentration: row.concentration,
    sizeMl: row.size_ml,
    lowStockAt: row.low_stock_at,
    images: JSON.parse(row.images),
    featured: row.featured,
    publishedAt: row.published_at,
    changedAt: row.changed_at,
    sale:
      row.sale_name === null || row.sale_badge === null || row.sale_ends_at === null
        ? null
        : { name: row.sale_name, badge: row.sale_badge, endsAt: new Date(row.sale_ends_at).toISOString() },
  };
}

export async function loadPerfumes(): Promise<Perfume[]> {
  const where = catalogDatabase();
  const rows = where.remote
    ? queryRemoteD1<PerfumeRow>(PERFUMES_SQL)
    : await readPreparedLocalDatabase(
        where.persistTo!,
        async (db) => (await db.prepare(PERFUMES_SQL).all<PerfumeRow>()).results,
      );
  return checked(rows.map(perfume), where);
}

function checked(perfumes: Perfume[], where: CatalogDatabase): Perfume[] {
  if (perfumes.length === 0)
    throw new Error(`No perfume in ${describeCatalogDatabase(where)}: the build would publish an empty shop.`);
  return perfumes;
}
