/** What the catalog's API tests share: a new perfume as the console would send it, and the ledger's figures. */
import { env } from 'cloudflare:test';
import { ADMIN_PRODUCTS } from '#schema/api';
import type { AdminProduct } from '#schema/answers/admin-products';
import { request } from './client';

let made = 0;

/** A complete create body; each call a new name unless given. */
export function newPerfume(overrides: Record<string, unknown> = {}) {
  made += 1;
  return {
    name: `Test Attar ${made} ${crypto.randomUUID().slice(0, 6)}`,
    description: 'Saffron and rose over smoky oud.',
    notes: { top: ['Saffron'], heart: ['Rose'], base: ['Oud', 'Amber'] },
    concentration: 'eau de parfum',
    sizeMl: 100,
    price: 2500,
    compareAtPrice: null,
    stock: 12,
    lowStockAt: 3,
    scentType: 'oud',
    genders: ['unisex'],
    seasons: ['winter'],
    occasions: ['parties'],
    images: ['/images/products/miraj.svg'],
    featured: null,
    ...overrides,
  };
}

/** Creates one through the API and answers it. */
export async function createPerfume(token: string, overrides: Record<string, unknown> = {}): Promise<AdminProduct> {
  const { status, body } = await request(ADMIN_PRODUCTS.create, { token, body: newPerfume(overrides) });
  if (status !== 201) throw new Error(`create answered ${status}: ${body.message}`);
  return body.product;
}

/** The product's stock and the sum of its ledger, which must always agree. */
export async function stockAndLedger(productId: string) {
  return (await env.DB.prepare(
    `SELECT (SELECT stock FROM products WHERE id = ?1) AS stock,
            (SELECT coalesce(sum(change), 0) FROM stock_entries WHERE product_id = ?1) AS ledger,
            (SELECT count(*) FROM stock_entries WHERE product_id = ?1) AS entries`,
  )
    .bind(productId)
    .first<{ stock: number; ledger: number; entries: number }>())!;
}

export async function auditCount(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM audit_log').first<{ n: number }>())!.n;
}
