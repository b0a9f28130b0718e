/**
 * The statements a product's creation and changes share: its columns from the owner's fields, its tags, a free slug,
 * and the featured (Miraj) spot, which one product holds at a time, so taking it clears it from the other.
 */
import type { AdminProduct } from '#schema/answers/admin-products';
import { nameKey } from '#schema/name-key';
import { products } from '#schema/tables';
import { slugify } from '#schema/slug';
import { ApiError } from '../http/errors';

/**
 * The owner's fields as the products table's values, typed by the table itself; a field left out stays as it is.
 * `images` also sets the main photo the listings, cart and orders read.
 */
export function productValues(fields: Partial<AdminProduct>): Partial<typeof products.$inferInsert> {
  const { name, notes, images, description, concentration, sizeMl, price, compareAtPrice, lowStockAt } = fields;
  return {
    name,
    nameKey: name === undefined ? undefined : nameKey(name),
    description,
    descriptionUr: fields.descriptionUr,
    notesTop: notes?.top,
    notesHeart: notes?.heart,
    notesBase: notes?.base,
    concentration,
    sizeMl,
    price,
    compareAtPrice,
    lowStockAt,
    scentType: fields.scentType,
    images,
    image: images?.[0],
    featured: fields.featured,
    archived: fields.archived,
  };
}

type Tagged = Pick<AdminProduct, 'scentType' | 'genders' | 'seasons' | 'occasions'>;

/** Every category the product is listed under: its scent type, genders, seasons and occasions. */
export const tagsOf = (p: Tagged) => [p.scentType, ...p.genders, ...p.seasons, ...p.occasions];

export function tagStatements(d1: D1Database, id: string, product: Tagged, replace: boolean): D1PreparedStatement[] {
  const insert = d1
    .prepare('INSERT INTO product_tags (tag, product_id) SELECT value, ? FROM json_each(?)')
    .bind(id, JSON.stringify(tagsOf(product)));
  return replace ? [d1.prepare('DELETE FROM product_tags WHERE product_id = ?').bind(id), insert] : [insert];
}

/** Addresses the Worker answers itself under /api/products/, which a product's slug would shadow. */
const RESERVED_SLUGS = new Set(['featured', 'category']);

/** The slug of `name`, or with -2, -3, ... when another product (or a fixed address) has it. */
export async function freeSlug(d1: D1Database, name: string, ownId = ''): Promise<string> {
  const base = slugify(name);
  const { results } = await d1
    .prepare(`SELECT slug FROM products WHERE (slug = ?1 OR slug GLOB ?1 || '-[0-9]*') AND id <> ?2`)
    .bind(base, ownId)
    .all<{ slug: string }>();
  const taken = new Set([...results.map((row) => row.slug), ...RESERVED_SLUGS]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** 409 when another product has this name, however it is written (schema/name-key.ts). */
export async function refuseTakenName(d1: D1Database, name: string, ownId = ''): Promise<void> {
  const other = await d1
    .prepare('SELECT name FROM products WHERE name_key = ? AND id <> ?')
    .bind(nameKey(name), ownId)
    .first<{ name: string }>();
  if (other) throw new ApiError(409, `There is already a product called ${other.name}.`, { field: 'name' });
}

/** Takes the featured spot from whichever other product holds it, bumping its version and logging the change. */
export function takeFeaturedSpot(d1: D1Database, id: string, by: string, at: number): D1PreparedStatement[] {
  return [
    d1
      .prepare(
        `INSERT INTO audit_log (at, by, action, target_type, target_id, target_name, before, after)
         SELECT ?, ?, 'product.update', 'product', id, name, '{"featured":"miraj"}', '{"featured":null}'
         FROM products WHERE featured = 'miraj' AND id <> ?`,
      )
      .bind(at, by, id),
    d1
      .prepare(
        `UPDATE products SET featured = NULL, version = version + 1, updated_at = ? WHERE featured = 'miraj' AND id <> ?`,
      )
      .bind(at, id),
  ];
}
