/**
 * Astro's content loader for the catalog: every perfume as D1 holds it, read once per build (and per `astro
 * check`), so the pages, JSON-LD, sitemap and search index show what the owner published. A local database is
 * migrated and seeded first (the seed only fills), so a fresh clone builds.
 */
import { z } from 'astro/zod';
import { CATEGORIES, SCENT_TYPES } from '#schema/catalog/categories';
import { not } from 'drizzle-orm';
import { shopProduct, shopProducts, type ShopProduct } from '#schema/catalog/shop-products';
import { products } from '#schema/tables';
import { catalogDatabase, type CatalogDatabase, describeCatalogDatabase, readCatalog } from '../../scripts/catalog-db';

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

/**
 * Archived perfumes get no page: the Worker sends their old address to their scent type's page. Prices are the
 * listings' (a running sale's, with the product's own struck through); the islands read them again once shown.
 */
export async function loadPerfumes(): Promise<ShopProduct[]> {
  const where = catalogDatabase();
  const rows = await readCatalog(where, (db) => shopProducts(db).where(not(products.archived)).orderBy(products.name));
  return checked(rows.map(shopProduct), where);
}

function checked(perfumes: ShopProduct[], where: CatalogDatabase): ShopProduct[] {
  if (perfumes.length === 0)
    throw new Error(`No perfume in ${describeCatalogDatabase(where)}: the build would publish an empty shop.`);
  return perfumes;
}
