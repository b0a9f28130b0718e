/**
 * /search and /ur/search hear prices as Pakistan types them ('3k tak', 'over 3000', '2000-3000', '3 ہزار تک',
 * '3000 سے زیادہ'), at the price a perfume sells at today: a running sale's. Reads the built site (dist/).
 */
import { env } from 'cloudflare:test';
import { not } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { sellingPrice } from '#schema/catalog/sale-price';
import { products } from '#schema/tables';
import { call } from '../worker/client';
import { listed } from './listed';

async function search(prefix: '' | '/ur', query: string) {
  const response = await call(`${prefix}/search?q=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  return listed(await response.text());
}

/** The perfumes the shop sells today at a price `within` says, read straight from D1. */
async function priced(within: (price: number) => boolean): Promise<string[]> {
  const rows = await drizzle(env.DB)
    .select({ slug: products.slug, price: sellingPrice })
    .from(products)
    .where(not(products.archived));
  return rows
    .filter((row) => within(row.price))
    .map((row) => row.slug)
    .sort();
}

describe('price words on /search', () => {
  it('list every perfume at a sale price within the words, in English and in Urdu', async () => {
    const upTo3000 = await priced((price) => price <= 3000);
    const over3000 = await priced((price) => price >= 3000);
    const from2000To3000 = await priced((price) => price >= 2000 && price <= 3000);
    for (const list of [upTo3000, over3000, from2000To3000]) expect(list.length).toBeGreaterThan(2);
    for (const query of ['3k tak', '3k', 'under 3.0k', '3 hazar tak'])
      expect(await search('', query), query).toEqual(upTo3000);
    for (const query of ['3 ہزار تک', '۳ ہزار']) expect(await search('/ur', query), query).toEqual(upTo3000);
    for (const query of ['over 3000', 'above 3000', '3000 se zyada'])
      expect(await search('', query), query).toEqual(over3000);
    for (const query of ['3000 سے زیادہ', '۳۰۰۰ سے اوپر']) expect(await search('/ur', query), query).toEqual(over3000);
    for (const query of ['2000-3000', '2000 to 3000', '2000 se 3000 tak'])
      expect(await search('', query), query).toEqual(from2000To3000);
    expect(await search('/ur', '۲۰۰۰ سے ۳۰۰۰ تک')).toEqual(from2000To3000);
  });
});
