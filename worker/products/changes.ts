/**
 * The owner creating and changing products. Each is one D1 batch: the row, its tags, its opening stock entry, the
 * featured spot and the audit entry, all or nothing. A change carries the version it was made from; the batch's
 * UPDATE sets version to NULL (failing its NOT NULL, so the whole batch) unless the row is still at that version,
 * so of two admins saving the same product, the second is told to reload and nothing of theirs is written.
 */
import {
  type ChangeProduct,
  type CreateProduct,
  SALE_PRICE_RULE,
  saleAbovePrice,
  STALE_PRODUCT,
} from '#schema/payloads/admin-products';
import type { AdminProduct } from '#schema/answers/admin-products';
import type { SessionUser } from '../env';
import { eq, sql } from 'drizzle-orm';
import { products } from '#schema/tables';
import { failedWith, isUniqueViolation, prepared, type Db } from '../db';
import { ApiError } from '../http/errors';
import { randomId } from '../ids';
import { adminProduct, productRow } from './read';
import { auditStatement, changedFields } from '../audit/log';
import { forgetListings } from '../catalog/listing-cache';
import { freeSlug, productValues, refuseTakenName, tagsOf, tagStatements, takeFeaturedSpot } from './writes';

/** Runs a product's batch; a name or slug taken meanwhile by a racing request is the same 409 as one taken before. */
async function write(d1: D1Database, statements: D1PreparedStatement[], name: string, ownId: string) {
  try {
    await d1.batch(statements);
  } catch (err) {
    if (failedWith(err, /NOT NULL constraint failed: products\.version/i))
      throw new ApiError(409, STALE_PRODUCT, { code: 'stale_version' });
    if (!isUniqueViolation(err)) throw err;
    await refuseTakenName(d1, name, ownId);
    throw new ApiError(409, 'Another product was saved with the same address just now. Please save again.');
  }
  forgetListings();
}

/** Answers the new product's id. */
export async function createProduct(
  db: Db,
  admin: SessionUser,
  fields: CreateProduct,
  at = Date.now(),
): Promise<string> {
  const d1 = db.$client;
  await refuseTakenName(d1, fields.name);
  const id = randomId();
  const slug = await freeSlug(d1, fields.name);
  const insert = prepared(
    d1,
    db.insert(products).values({
      ...productValues(fields),
      // What the table requires, which productValues leaves optional for a change.
      name: fields.name,
      description: fields.description,
      price: fields.price,
      scentType: fields.scentType,
      image: fields.images[0]!,
      id,
      slug,
      stock: fields.stock,
      publishedAt: fields.archived ? null : at,
      version: 1,
      updatedAt: at,
    }),
  );
  const opening = d1
    .prepare(
      `INSERT INTO stock_entries (product_id, change, reason, note, stock_after, at, by) VALUES (?, ?, 'restock', 'Opening stock', ?, ?, ?)`,
    )
    .bind(id, fields.stock, fields.stock, at, admin.id);
  const { stock: _, ...after } = fields;
  await write(
    d1,
    [
      ...(fields.featured === 'miraj' ? takeFeaturedSpot(d1, id, admin.id, at) : []),
      insert,
      ...tagStatements(d1, id, fields, false),
      ...(fields.stock > 0 ? [opening] : []),
      auditStatement(d1, {
        at,
        by: admin.id,
        action: 'product.create',
        target: { type: 'product', id, name: fields.name },
        before: null,
        after: { slug, ...after, stock: fields.stock },
      }),
    ],
    fields.name,
    id,
  );
  return id;
}

const actionOf = (changed: string[], archived: boolean | undefined) =>
  changed.length === 1 && changed[0] === 'archived'
    ? archived
      ? 'product.archive'
      : 'product.restore'
    : 'product.update';

/** Applies the fields the owner changed; answers the product as it now is. */
export async function changeProduct(
  db: Db,
  admin: SessionUser,
  id: string,
  change: ChangeProduct,
  at = Date.now(),
): Promise<AdminProduct> {
  const d1 = db.$client;
  const row = await productRow(db, id);
  if (change.version !== row.version) throw new ApiError(409, STALE_PRODUCT, { code: 'stale_version' });
  const current = adminProduct(row);
  const { version, stock, ...fields } = change;
  if (stock !== undefined && stock !== current.stock) {
    throw new ApiError(
      400,
      'Stock changes through a stock adjustment (restock, damaged, correction or return), not an edit.',
      { field: 'stock' },
    );
  }
  const merged = {
    ...current,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  } as AdminProduct;
  if (!saleAbovePrice(merged)) throw new ApiError(400, SALE_PRICE_RULE, { field: 'compareAtPrice' });
  const { before, after, changed } = changedFields(current, merged);
  if (changed.length === 0) return current;
  if (changed.includes('name')) await refuseTakenName(d1, merged.name, id);

  const values = productValues(after as Partial<AdminProduct>);
  // The slug follows the name until the product is first shown in the shop, and never changes after.
  if (changed.includes('name') && row.publishedAt === null) values.slug = await freeSlug(d1, merged.name, id);
  if (!merged.archived && row.publishedAt === null) values.publishedAt = at;
  if (values.slug !== undefined && values.slug !== row.slug) {
    before.slug = row.slug;
    after.slug = values.slug;
  }
  const update = prepared(
    d1,
    db
      .update(products)
      .set({
        ...values,
        updatedAt: at,
        version: sql`CASE WHEN ${products.version} = ${version} THEN ${version + 1} ELSE NULL END`,
      })
      .where(eq(products.id, id)),
  );
  const retagged = ['scentType', 'genders', 'seasons', 'occasions'].some((field) => changed.includes(field));
  await write(
    d1,
    [
      ...(after.featured === 'miraj' ? takeFeaturedSpot(d1, id, admin.id, at) : []),
      update,
      ...(retagged && tagsOf(merged).join() !== tagsOf(current).join() ? tagStatements(d1, id, merged, true) : []),
      auditStatement(d1, {
        at,
        by: admin.id,
        action: actionOf(changed, merged.archived),
        target: { type: 'product', id, name: merged.name },
        before,
        after,
      }),
    ],
    merged.name,
    id,
  );
  return adminProduct(await productRow(db, id));
}
