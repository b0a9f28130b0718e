/**
 * Astro's content loader for the catalog: every perfume as D1 holds it, read once per build (and per `astro
 * check`), so the pages and their JSON-LD show what the owner published. A local database is
 * migrated and seeded first (the seed only fills), so a fresh clone builds.
 */
import { not } from 'drizzle-orm';
import { shopProduct, shopProducts, type ShopProduct } from '#schema/catalog/shop-products';
import { products } from '#schema/tables';
import { catalogDatabase, type CatalogDatabase, describeCatalogDatabase, readCatalog } from '../../scripts/catalog-db';

export { perfumeSchema, type Perfume } from './perfume';

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
