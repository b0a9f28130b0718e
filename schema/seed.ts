/**
 * The catalog as SQL upserts: the first data of an empty database, and of any product or oil the seed catalog
 * gains later. Once the owner edits a row in the console its version leaves 0 and the seed never touches it again;
 * rows still at version 0 (as the seed wrote them) take the catalog's texts and prices, never its stock, so
 * re-seeding neither undoes the owner's edits nor the sales recorded in D1. An owner's product that holds a seed
 * product's name or slug keeps it; that seed product is skipped. The catalog's sale prices are the seed's named
 * sale (SEED_SALE, the Eid Sale): a product's own price is its price before the sale, and the sale holds the
 * price it sells at, as long as the owner has not edited that sale or deleted it.
 * Used by `npm start` (written to a file for `wrangler d1 execute`) and by the Worker tests (run on the binding).
 */
import { FEATURED_ID, HOME_SALE_IDS } from './catalog/featured';
import { DESCRIPTIONS_UR } from './catalog/descriptions-ur';
import { SEED_NOTES } from './catalog/notes';
import { OILS } from './catalog/oils';
import { SEED_SIZES } from './catalog/sizes';
import { categoriesOf, PRODUCTS, type CatalogProduct } from './catalog/products';
import { nameKey } from './name-key';
import { SEED_SALE } from './sales';
import { slugify } from './slug';

type SqlValue = string | number | null;

function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(Math.trunc(value));
  return `'${value.replaceAll("'", "''")}'`;
}

function rows(values: SqlValue[][]): string {
  return values.map((row) => `(${row.map(literal).join(', ')})`).join(',\n');
}

export function featuredOf(product: CatalogProduct): 'sale' | 'miraj' | null {
  if (product.id === FEATURED_ID) return 'miraj';
  return (HOME_SALE_IDS as readonly string[]).includes(product.id) ? 'sale' : null;
}

function productRow(p: CatalogProduct, now: number): SqlValue[] {
  const notes = SEED_NOTES[p.id];
  if (!notes) throw new Error(`The seed catalog has no notes for ${p.id}`);
  const json = (list: string[]) => JSON.stringify(list);
  return [
    p.id,
    p.name,
    nameKey(p.name),
    slugify(p.name),
    p.description,
    DESCRIPTIONS_UR[p.id] ?? null,
    json(notes.top),
    json(notes.heart),
    json(notes.base),
    notes.concentration,
    p.compareAtPrice ?? p.price,
    null,
    p.stock,
    p.image,
    json([p.image]),
    p.scentType,
    featuredOf(p),
    now,
    now,
  ];
}

/** Columns the seed refreshes on a row still at version 0; never the stock, the slug or when it was published. */
const REFRESHED = [
  'name',
  'name_key',
  'description',
  'description_ur',
  'notes_top',
  'notes_heart',
  'notes_base',
  'concentration',
  'price',
  'compare_at_price',
  'image',
  'images',
  'scent_type',
  'featured',
];

export function seedStatements(now = Date.now()): string[] {
  const tagRows = PRODUCTS.flatMap((p) => categoriesOf(p).map((tag) => [tag, p.id]));
  const oilRows = OILS.map((o) => [o.id, o.name, nameKey(o.name), o.price]);
  const saleRows = PRODUCTS.flatMap((p) => (p.compareAtPrice === null ? [] : [[p.id, p.price]]));
  const { id, name, nameUr, badge, startsAt, endsAt } = SEED_SALE;
  return [
    `INSERT INTO products (id, name, name_key, slug, description, description_ur, notes_top, notes_heart, notes_base, concentration, price, compare_at_price,
  stock, image, images, scent_type, featured, published_at, updated_at) VALUES
${rows(PRODUCTS.map((p) => productRow(p, now)))}
ON CONFLICT(id) DO UPDATE SET ${REFRESHED.map((column) => `${column} = excluded.${column}`).join(', ')} WHERE products.version = 0
ON CONFLICT DO NOTHING;`,
    // A product's stock is the sum of its ledger: the seed's stock is the first entry of each product it added.
    `INSERT INTO stock_entries (product_id, change, reason, note, stock_after, at)
SELECT id, stock, 'restock', 'Opening stock', stock, ${now} FROM products
WHERE stock > 0 AND NOT EXISTS (SELECT 1 FROM stock_entries WHERE stock_entries.product_id = products.id);`,
    // Only onto products the owner has not edited, so a tag the owner took off stays off.
    `INSERT INTO product_tags (tag, product_id)
SELECT seeded.column1, seeded.column2 FROM (VALUES
${rows(tagRows)}) AS seeded
JOIN products ON products.id = seeded.column2 WHERE products.version = 0
ON CONFLICT DO NOTHING;`,
    // A deleted sale keeps its row, so the seed never brings it back.
    `INSERT INTO sales (id, name, name_ur, badge, starts_at, ends_at, version, created_at)
VALUES (${rows([[id, name, nameUr, badge, startsAt, endsAt, 0, now]]).slice(1, -1)}) ON CONFLICT(id) DO NOTHING;`,
    `INSERT INTO sale_items (sale_id, product_id, sale_price)
SELECT ${literal(id)}, seeded.column1, seeded.column2 FROM (VALUES
${rows(saleRows)}) AS seeded
JOIN products ON products.id = seeded.column1 AND products.version = 0
WHERE EXISTS (SELECT 1 FROM sales WHERE sales.id = ${literal(id)} AND sales.version = 0 AND sales.deleted_at IS NULL)
ON CONFLICT DO UPDATE SET sale_price = excluded.sale_price;`,
    // A tester only for a perfume whose sizes the owner has never set, so a size they took off stays off.
    `INSERT INTO product_sizes (product_id, ml, price, stock)
SELECT seeded.column1, seeded.column2, seeded.column3, seeded.column4 FROM (VALUES
${rows(SEED_SIZES.map((s) => [s.productId, s.ml, s.price, s.stock]))}) AS seeded
JOIN products ON products.id = seeded.column1
WHERE NOT EXISTS (SELECT 1 FROM audit_log WHERE audit_log.action = 'product.sizes' AND audit_log.target_id = products.id)
ON CONFLICT DO NOTHING;`,
    `INSERT INTO oils (id, name, name_key, price) VALUES
${rows(oilRows)}
ON CONFLICT(id) DO UPDATE SET name = excluded.name, name_key = excluded.name_key, price = excluded.price WHERE oils.version = 0
ON CONFLICT DO NOTHING;`,
  ];
}
