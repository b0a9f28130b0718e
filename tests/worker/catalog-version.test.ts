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

const stored = async () =>
  (await env.DB.prepare('SELECT version FROM catalog_version WHERE id = 1').first<{ version: number }>())!.version;

describe("the catalog's version", () => {
  it('changes with every write to a perfume, its tags, a sale, its perfumes or a review, and with nothing else', async () => {
    const writes = [
      "UPDATE products SET price = price + 1 WHERE id = 'miraj'",
      "UPDATE products SET stock = stock - 1 WHERE id = 'miraj'",
      "UPDATE products SET archived = 1 WHERE id = 'hamas'",
      "INSERT INTO product_tags (product_id, tag) VALUES ('miraj', 'gym')",
      "DELETE FROM product_tags WHERE product_id = 'miraj' AND tag = 'gym'",
      'UPDATE sales SET ends_at = ends_at - 1',
      "UPDATE sale_items SET sale_price = sale_price - 1 WHERE product_id = 'blue-mist'",
      "DELETE FROM sale_items WHERE product_id = 'blue-mist'",
    ];
    for (const write of writes) {
      const before = await stored();
      await env.DB.prepare(write).run();
      expect(await stored(), write).not.toBe(before);
    }
    const before = await stored();
    await env.DB.prepare("INSERT INTO newsletter_signups (email, created_at) VALUES ('a@b.pk', 1)").run();
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
