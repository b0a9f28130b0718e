import { rmSync } from 'node:fs';
import { not } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { shopProduct, shopProducts, type CatalogDb } from '#schema/catalog/shop-products';
import { products } from '#schema/tables';
import { catalogDatabase, LOCAL_STATE, readCatalog, wranglerCatalogDb } from './catalog-db';
import { wranglerArgs } from './wrangler-d1';

const STATE = '.wrangler/catalog-db-test';

afterAll(() => rmSync(STATE, { recursive: true, force: true }));

describe('catalogDatabase', () => {
  it('reads the local database unless told remote', () => {
    expect(catalogDatabase(undefined)).toEqual({ remote: false, persistTo: LOCAL_STATE });
    expect(catalogDatabase('.wrangler/e2e-8794')).toEqual({ remote: false, persistTo: '.wrangler/e2e-8794' });
    expect(wranglerArgs(catalogDatabase('remote'), 'SELECT 1')).toEqual([
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--remote',
      '--json',
      '--command',
      'SELECT 1',
    ]);
  });

  it('reads the same perfumes through wrangler, as from the deployed database, as in this process', async () => {
    rmSync(STATE, { recursive: true, force: true });
    const where = catalogDatabase(STATE);
    const read = (db: CatalogDb) => shopProducts(db).where(not(products.archived)).orderBy(products.name);
    const here = (await readCatalog(where, read)).map(shopProduct);
    const throughWrangler = (await read(wranglerCatalogDb(where))).map(shopProduct);
    expect(here.filter((perfume) => perfume.sale !== null).length).toBeGreaterThan(0);
    expect(throughWrangler).toEqual(here);
  }, 120_000);
});
