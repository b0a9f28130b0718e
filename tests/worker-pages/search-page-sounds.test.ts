/**
 * /search finds the shop's perfumes by their names spelled as Roman Urdu shoppers hear them (tufan, wazeer, kino,
 * koh-i-noor), the named perfume first, in either language. Reads the built site (dist/).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SEED_SALE } from '#schema/sales';
import { call } from '../worker/client';
import { listed } from './listed';

async function search(prefix: '' | '/ur', query: string) {
  const response = await call(`${prefix}/search?q=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The slugs of the rows the page lists as results, in order. */
const rows = (html: string) => [...html.matchAll(/<h2 id="result-([^"]+)" class="result-name">/g)].map((m) => m[1]!);

describe('a perfume name spelled as it sounds on /search', () => {
  it.each(['', '/ur'] as const)('lists the named perfume first on %s/search', async (prefix) => {
    const heard: [string, string][] = [
      ['koh-i-noor', 'kohinoor'],
      ['koh e noor', 'kohinoor'],
      ['tufan', 'toofan'],
      ['wazeer', 'wazir'],
      ['shish mahal', 'sheesh-mahal'],
      ['kehwa', 'qahwa'],
      ['hir', 'heer'],
      ['ruh', 'rooh'],
      ['kino', 'kinnow'],
      ['badshaah', 'baadshah'],
      ['anar', 'anaar'],
      ['lahar', 'lehar'],
      ['کنو', 'kinnow'],
    ];
    for (const [query, slug] of heard) expect(rows(await search(prefix, query))[0], query).toBe(slug);
  });

  it('lists Rawayat first for riwayat, then the running sale; riyayat the sale in name order', async () => {
    const { results } = await env.DB.prepare(
      `SELECT p.slug FROM sale_items i JOIN products p ON p.id = i.product_id
       WHERE i.sale_id = ? AND i.sale_price < p.price AND NOT p.archived`,
    )
      .bind(SEED_SALE.id)
      .all<{ slug: string }>();
    const sale = results.map((row) => row.slug).sort();
    expect(sale.length).toBeGreaterThan(3);
    // Rawayat is on the seed's sale: riwayat lists it first, riyayat in name order among the others.
    const riwayat = await search('', 'riwayat');
    expect(rows(riwayat)[0]).toBe('rawayat');
    expect(listed(riwayat)).toEqual([...new Set(['rawayat', ...sale])].sort());
    const riyayat = await search('', 'riyayat');
    expect(listed(riyayat)).toEqual(sale);
    expect(rows(riyayat)[0]).not.toBe('rawayat');
  });
});
