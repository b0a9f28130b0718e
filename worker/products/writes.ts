/**
 * The statements a product's creation and changes share: its columns from the owner's fields, its tags, a free slug,
 * and the featured (Miraj) spot, which one product holds at a time, so taking it clears it from the other.
 */
import type { AdminProduct } from '#schema/answers/admin-products';
import { nameKey } from '#schema/name-key';
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { auditLog, products, productTags } from '#schema/tables';
import { slugify } from '#schema/slug';
import { insertSelect, type Db } from '../db';
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
    notesUr: fields.notesUr,
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

export function tagStatements(db: Db, id: string, product: Tagged, replace: boolean) {
  const insert = insertSelect(
    db,
    productTags,
    { tag: sql`value`, productId: id },
    sql`FROM json_each(${JSON.stringify(tagsOf(product))})`,
  );
  return replace ? [db.delete(productTags).where(eq(productTags.productId, id)), insert] : [insert];
}

/** Addresses the Worker answers itself under /api/products/, which a product's slug would shadow. */
const RESERVED_SLUGS = new Set(['featured', 'category']);

/**
 * The slug of `name`, or with -2, -3, ... when another product (or a fixed address) has it. The slugs that start
 * with `base-` are those between `base-` and `base.` ('.' follows '-'), a range the slug index reads: not GLOB or
 * LIKE, whose pattern D1 refuses past 50 bytes, which a 44-character name's slug and its suffix pattern passed.
 */
export async function freeSlug(db: Db, name: string, ownId = ''): Promise<string> {
  const base = slugify(name);
  const suffixed = and(gt(products.slug, `${base}-`), lt(products.slug, `${base}.`));
  const results = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(or(eq(products.slug, base), suffixed), ne(products.id, ownId)));
  const taken = new Set([...results.map((row) => row.slug), ...RESERVED_SLUGS]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** 409 when another product has this name, however it is written (schema/name-key.ts). */
export async function refuseTakenName(db: Db, name: string, ownId = ''): Promise<void> {
  const [other] = await db
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.nameKey, nameKey(name)), ne(products.id, ownId)))
    .limit(1);
  if (other)
    throw new ApiError(409, `There is already a product called ${other.name}.`, { code: 'name_taken', field: 'name' });
}

/** Takes the featured spot from whichever other product holds it, bumping its version and logging the change. */
export function takeFeaturedSpot(db: Db, id: string, by: string, at: number) {
  const holder = and(eq(products.featured, 'miraj'), ne(products.id, id));
  return [
    insertSelect(
      db,
      auditLog,
      {
        at,
        by,
        action: 'product.update',
        targetType: 'product',
        targetId: products.id,
        targetName: products.name,
        before: '{"featured":"miraj"}',
        after: '{"featured":null}',
      },
      sql`FROM ${products} WHERE ${holder}`,
    ),
    db
      .update(products)
      .set({ featured: null, version: sql`${products.version} + 1`, updatedAt: at })
      .where(holder),
  ];
}
