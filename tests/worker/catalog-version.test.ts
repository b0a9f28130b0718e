/**
 * The catalog's version, under which the Worker caches the pages Astro draws on demand: every write to what a
 * perfume's page or a search shows bumps it, whoever writes it, and the isolate that changed the catalog through the
 * API reads the new version at once. Of the stock, only what a page shows counts: whether there is any, and how many
 * are left at or under the low-stock mark.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS } from '#schema/api';
import { currentCatalogVersion } from '../../worker/catalog/catalog-version';
import { makeUser, request } from './client';
import { db as fixtures, setProduct, setSizesOf } from './fixtures';
import { and, eq, sql } from 'drizzle-orm';
import { newsletterSignups, products, productSizes, productTags, saleItems, sales } from '#schema/tables';

const stored = async () =>
  (await env.DB.prepare('SELECT version FROM catalog_version WHERE id = 1').first<{ version: number }>())!.version;

describe("the catalog's version", () => {
  it('changes with every write to a perfume, its tags, a sale, its perfumes or a review, and with nothing else', async () => {
    const writes = [
      setProduct('miraj', { price: sql`${products.price} + 1` }),
      setProduct('miraj', { stock: 0 }),
      setProduct('hamas', { archived: true }),
      fixtures.insert(productTags).values({ productId: 'miraj', tag: 'gym' }),
      fixtures.delete(productTags).where(and(eq(productTags.productId, 'miraj'), eq(productTags.tag, 'gym'))),
      fixtures.update(sales).set({ endsAt: sql`${sales.endsAt} - 1` }),
      fixtures
        .update(saleItems)
        .set({ salePrice: sql`${saleItems.salePrice} - 1` })
        .where(eq(saleItems.productId, 'blue-mist')),
      fixtures.delete(saleItems).where(eq(saleItems.productId, 'blue-mist')),
    ];
    for (const write of writes) {
      const before = await stored();
      await write;
      expect(await stored(), write.toSQL().sql).not.toBe(before);
    }
    const before = await stored();
    await fixtures.insert(newsletterSignups).values({ email: 'a@b.pk', createdAt: 1 });
    expect(await stored()).toBe(before);
  });

  it('changes with the stock only where a page shows it: sold out, back in stock, or at or under the low mark', async () => {
    await setProduct('miraj', { stock: 40, lowStockAt: 5 });
    await setSizesOf('miraj', { stock: 20 });
    // Each stock in turn, and whether the version changed with it.
    const changes = async (set: (stock: number) => PromiseLike<unknown>, stocks: number[]) => {
      const changed = [];
      for (const stock of stocks) {
        const before = await stored();
        await set(stock);
        changed.push((await stored()) !== before);
      }
      return changed;
    };
    // The bottle: 39 and 6 are over the mark, 5 and 4 at or under it, 0 sold out, 30 back, 31 over the mark again.
    expect(await changes((stock) => setProduct('miraj', { stock }), [39, 6, 5, 4, 0, 30, 31])).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    // The tester: only running out and coming back.
    expect(await changes((stock) => setSizesOf('miraj', { stock }), [19, 0, 3, 1])).toEqual([false, true, true, false]);
    const before = await stored();
    await setSizesOf('miraj', { price: sql`${productSizes.price} - 1` });
    expect(await stored()).not.toBe(before);
  });

  it('names every other column of a perfume and of a size in the triggers that follow them', async () => {
    const triggers = {
      products: 'catalog_version_products_update',
      product_sizes: 'catalog_version_product_sizes_update',
    };
    for (const [table, trigger] of Object.entries(triggers)) {
      const { results } = await env.DB.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
      const row = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?")
        .bind(trigger)
        .first<{ sql: string }>();
      const followed = row!.sql.slice(row!.sql.indexOf(' OF '), row!.sql.indexOf(' ON '));
      const named = [...followed.matchAll(/`(\w+)`/g)].map((m) => m[1]);
      expect(named.sort(), trigger).toEqual(
        results
          .map((c) => c.name)
          .filter((name) => name !== 'stock')
          .sort(),
      );
    }
  });

  it('is read anew at once by the isolate that changed a price through the API', async () => {
    const db = drizzle(env.DB);
    const { token } = await makeUser({ role: 'owner' });
    const { body } = await request(ADMIN_PRODUCTS.list, { token, query: 'q=Rawayat' });
    const rawayat = body.products.find((p) => p.slug === 'rawayat')!;
    const before = await currentCatalogVersion(db);
    const changed = await request(ADMIN_PRODUCTS.change, {
      token,
      params: { id: rawayat._id },
      body: { version: rawayat.version, price: 1234 },
    });
    expect(changed.status).toBe(200);
    expect(await currentCatalogVersion(db)).toBe(await stored());
    expect(await currentCatalogVersion(db)).not.toBe(before);
  });
});
