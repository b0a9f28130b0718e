/**
 * The catalog's version, under which the Worker caches the pages Astro draws on demand: every write to what a
 * perfume's page or a search shows bumps it, whoever writes it, and the isolate that changed the catalog through the
 * API reads the new version at once.
 */
import { env } from 'cloudflare:test';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS } from '#schema/api';
import { currentCatalogVersion } from '../../worker/catalog/catalog-version';
import { makeUser, request } from './client';
import { db as fixtures, setProduct } from './fixtures';
import { and, eq, sql } from 'drizzle-orm';
import { newsletterSignups, products, productTags, saleItems, sales } from '#schema/tables';

const stored = async () =>
  (await env.DB.prepare('SELECT version FROM catalog_version WHERE id = 1').first<{ version: number }>())!.version;

describe("the catalog's version", () => {
  it('changes with every write to a perfume, its tags, a sale, its perfumes or a review, and with nothing else', async () => {
    const writes = [
      setProduct('miraj', { price: sql`${products.price} + 1` }),
      setProduct('miraj', { stock: sql`${products.stock} - 1` }),
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
