/**
 * The catalog bench's shop: the seed catalog grown to 5,000 products, generated inside D1 by a few statements so the
 * SQL file stays small. Names vary from their first letter (so paging by name walks the whole index), every product
 * has its scent type and three more tags, about one in 20 is sold out, one in 7 low on stock, one in 25 archived;
 * each has its opening stock entry, and the audit log holds 20,000 changes.
 */
import { SCENT_TYPES } from '#schema/catalog/categories';
import { PRODUCTS } from '#schema/catalog/products';

export const BENCH_PRODUCTS = 5_000;
export const BENCH_AUDIT_ENTRIES = 20_000;
export const BENCH_CATALOG_ADMIN = { id: 'bench-catalog-admin', email: 'owner@bench.pk' };

const ADDED = BENCH_PRODUCTS - PRODUCTS.length;
const FIRST = [
  'Amber',
  'Bakhoor',
  'Chandan',
  'Dewdrop',
  'Ember',
  'Firdaus',
  'Gulab',
  'Hawa',
  'Itr',
  'Jasmine',
  'Kasturi',
  'Layl',
  'Mitti',
  'Noor',
  'Oud',
  'Pari',
  'Qamar',
  'Raat',
  'Saba',
  'Taif',
  'Ujala',
  'Vetiver',
  'Warda',
  'Yaqoot',
  'Zafran',
];
const SECOND = ['Noir', 'Royale', 'Blanc', 'Intense', 'Mist', 'Velvet', 'Gold', 'Dusk', 'Bloom', 'Breeze', 'Silk'];

const numbers = (count: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`;
const pick = (expression: string, options: readonly string[]) =>
  `CASE ${expression} ${options.map((option, i) => `WHEN ${i} THEN '${option}'`).join(' ')} END`;

export function benchCatalogSql(now = Date.now()): string {
  const image = "'/images/products/miraj.svg'";
  return [
    `INSERT INTO users (id, username, email, password_hash, role, token_version, created_at)
VALUES ('${BENCH_CATALOG_ADMIN.id}', 'Bench Owner', '${BENCH_CATALOG_ADMIN.email}', 'no-password', 'owner', 0, ${now});`,
    `${numbers(ADDED)}
INSERT INTO products (id, name, slug, description, notes_top, notes_heart, notes_base, concentration, size_ml, price,
  compare_at_price, stock, low_stock_at, image, images, scent_type, archived, published_at, version, updated_at)
SELECT 'bench-product-' || i, ${pick(`i % ${FIRST.length}`, FIRST)} || ' ' || ${pick(`(i / ${FIRST.length}) % ${SECOND.length}`, SECOND)} || ' ' || i,
  'bench-product-' || i, 'Saffron and rose over a warm amber base.', '["Saffron","Bergamot"]', '["Rose"]', '["Amber","Musk"]',
  'eau de parfum', 50, 999 + (i * 37) % 3000, CASE WHEN i % 11 = 0 THEN 999 + (i * 37) % 3000 + 500 END,
  CASE WHEN i % 20 = 0 THEN 0 WHEN i % 7 = 0 THEN 1 + i % 5 ELSE 10 + i % 90 END, 5, ${image}, '[' || '"/images/products/miraj.svg"' || ']',
  ${pick(`i % ${SCENT_TYPES.length}`, SCENT_TYPES)}, CASE WHEN i % 25 = 0 THEN 1 ELSE 0 END, ${now}, 1, ${now}
FROM n;`,
    `INSERT INTO product_tags (tag, product_id) SELECT scent_type, id FROM products WHERE id LIKE 'bench-product-%';`,
    `INSERT INTO product_tags (tag, product_id)
SELECT ${pick('rowid % 3', ['male', 'female', 'unisex'])}, id FROM products WHERE id LIKE 'bench-product-%';`,
    `INSERT INTO product_tags (tag, product_id)
SELECT ${pick('rowid % 4', ['summer', 'spring', 'winter', 'autumn'])}, id FROM products WHERE id LIKE 'bench-product-%';`,
    `INSERT INTO product_tags (tag, product_id)
SELECT ${pick('(rowid / 4) % 4', ['office', 'gym', 'parties', 'everyday-wear'])}, id FROM products WHERE id LIKE 'bench-product-%';`,
    `INSERT INTO stock_entries (product_id, change, reason, note, stock_after, at)
SELECT id, stock, 'restock', 'Opening stock', stock, ${now} FROM products WHERE id LIKE 'bench-product-%' AND stock > 0;`,
    `${numbers(BENCH_AUDIT_ENTRIES)}
INSERT INTO audit_log (at, by, action, target_type, target_id, target_name, before, after)
SELECT ${now} - i * 60000, '${BENCH_CATALOG_ADMIN.id}', 'product.update', 'product', 'bench-product-' || (1 + i % ${ADDED}), 'Bench ' || i,
  '{"price":1999}', '{"price":2099}'
FROM n;`,
  ].join('\n');
}
