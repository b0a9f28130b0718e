/**
 * The catalog as SQL upserts, so seeding can run any number of times without duplicating a row.
 * Stock is only set when a product is first inserted: re-seeding updates names, texts and prices from the
 * catalog but never undoes sales recorded in D1.
 * Used by `npm start` (written to a file for `wrangler d1 execute`) and by the Worker tests (run on the binding).
 */
import { OILS } from './catalog/oils';
import { categoriesOf, PRODUCTS } from './catalog/products';

type SqlValue = string | number | null;

function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(Math.trunc(value));
  return `'${value.replaceAll("'", "''")}'`;
}

function rows(values: SqlValue[][]): string {
  return values.map((row) => `(${row.map(literal).join(', ')})`).join(',\n');
}

export function seedStatements(): string[] {
  const productRows = PRODUCTS.map((p) => [
    p.id, p.name, p.description, p.price, p.compareAtPrice, p.stock, p.image, p.scentType,
  ]);
  const tagRows = PRODUCTS.flatMap((p) => categoriesOf(p).map((tag) => [tag, p.id]));
  const oilRows = OILS.map((o) => [o.id, o.name, o.price]);
  return [
    `INSERT INTO products (id, name, description, price, compare_at_price, stock, image, scent_type) VALUES
${rows(productRows)}
ON CONFLICT(id) DO UPDATE SET name = excluded.name, description = excluded.description, price = excluded.price,
  compare_at_price = excluded.compare_at_price, image = excluded.image, scent_type = excluded.scent_type;`,
    `INSERT INTO product_tags (tag, product_id) VALUES
${rows(tagRows)}
ON CONFLICT DO NOTHING;`,
    `INSERT INTO oils (id, name, price) VALUES
${rows(oilRows)}
ON CONFLICT(id) DO UPDATE SET name = excluded.name, price = excluded.price;`,
  ];
}
