/**
 * /search answers sale words from the sales running now: 'sale' the perfumes on any running sale, 'eid sale' and
 * 'عید سیل' the Eid Sale's own, and nothing (never sage or salt) once no sale runs. Reads the built site (dist/).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CATALOG_WORDS } from '../../site/i18n/catalog';
import { SEED_SALE } from '#schema/sales';
import { call } from '../worker/client';
import { setSale } from '../worker/fixtures';
import { listed } from './listed';
import { catalogSettled } from './settled';

async function search(prefix: '' | '/ur', query: string) {
  const response = await call(`${prefix}/search?q=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The perfumes a running sale sells below their own price, read straight from D1. */
async function onSale(saleId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT p.slug FROM sale_items i JOIN products p ON p.id = i.product_id
     WHERE i.sale_id = ? AND i.sale_price < p.price AND NOT p.archived`,
  )
    .bind(saleId)
    .all<{ slug: string }>();
  return results.map((row) => row.slug).sort();
}

describe('sale words on /search', () => {
  it("list the perfumes on the running sale, in either language, and the sale's name its own", async () => {
    const eid = await onSale(SEED_SALE.id);
    expect(eid.length).toBeGreaterThan(3);
    for (const query of ['sale', 'on sale', 'eid sale', 'discount'])
      expect(listed(await search('', query)), query).toEqual(eid);
    for (const query of ['عید سیل', 'سیل']) expect(listed(await search('/ur', query)), query).toEqual(eid);
  });

  it('find nothing once no sale runs, rather than sage or salt', async () => {
    await setSale(SEED_SALE.id, { endsAt: Date.now() - 1000 });
    await catalogSettled();
    for (const query of ['sale', 'eid sale']) {
      const html = await search('', query);
      expect(listed(html), query).toEqual([]);
      expect(html).toContain(CATALOG_WORDS.en.results.none[0]);
    }
    expect(listed(await search('/ur', 'عید سیل'))).toEqual([]);
  });
});
