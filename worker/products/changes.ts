/**
 * The owner creating and changing products. Each is one D1 batch: the row, its tags, its opening stock entry, the
 * featured spot and the audit entry, all or nothing. A change carries the version it was made from; the batch's
 * UPDATE sets version to NULL (failing its NOT NULL, so the whole batch) unless the row is still at that version,
 * so of two admins saving the same product, the second is told to reload and nothing of theirs is written.
 */
import {
  type ChangeProduct,
  type CreateProduct,
  namedNotesRefusal,
  namesOfOwnNotes,
  SALE_PRICE_RULE,
  saleAbovePrice,
  STALE_PRODUCT,
} from '#schema/payloads/admin-products';
import type { AdminProduct } from '#schema/answers/admin-products';
import type { SessionUser } from '../env';
import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { products, stockEntries } from '#schema/tables';
import { failedWith, isUniqueViolation, type Db } from '../db';
import { ApiError } from '../http/errors';
import { randomId } from '../ids';
import { adminProduct, productRow } from './read';
import { bottleRefusal } from './sizes';
import { auditEntry, changedFields } from '../audit/log';
import { forgetListings } from '../catalog/listing-cache';
import { freeSlug, productValues, refuseTakenName, tagsOf, tagStatements, takeFeaturedSpot } from './writes';

/** Runs a product's batch; a name or slug taken meanwhile by a racing request is the same 409 as one taken before. */
async function write(db: Db, statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]], name: string, ownId: string) {
  try {
    await db.batch(statements);
  } catch (err) {
    if (failedWith(err, /NOT NULL constraint failed: products\.version/i))
      throw new ApiError(409, STALE_PRODUCT, { code: 'stale_version' });
    if (!isUniqueViolation(err)) throw err;
    await refuseTakenName(db, name, ownId);
    throw new ApiError(409, 'Another product was saved with the same address just now. Please save again.', {
      code: 'address_taken',
    });
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
  await refuseTakenName(db, fields.name);
  const id = randomId();
  const slug = await freeSlug(db, fields.name);
  const insert = db.insert(products).values({
    ...productValues({ ...fields, notesUr: namesOfOwnNotes(fields.notes, fields.notesUr) }),
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
  });
  const opening = db.insert(stockEntries).values({
    productId: id,
    change: fields.stock,
    reason: 'restock',
    note: 'Opening stock',
    stockAfter: fields.stock,
    at,
    by: admin.id,
  });
  const { stock: _, ...after } = fields;
  await write(
    db,
    [
      insert,
      ...(fields.featured === 'miraj' ? takeFeaturedSpot(db, id, admin.id, at) : []),
      ...tagStatements(db, id, fields, false),
      ...(fields.stock > 0 ? [opening] : []),
      auditEntry(db, {
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

/** The fields the change carries: one it leaves out keeps the product's value, even where zod gave it as undefined. */
function sentOnly<T extends object>(fields: T): Partial<T> {
  const sent: Partial<T> = {};
  for (const key in fields) if (fields[key] !== undefined) sent[key] = fields[key];
  return sent;
}

/** Applies the fields the owner changed; answers the product as it now is. */
export async function changeProduct(
  db: Db,
  admin: SessionUser,
  id: string,
  change: ChangeProduct,
  at = Date.now(),
): Promise<AdminProduct> {
  const row = await productRow(db, id);
  if (change.version !== row.version) throw new ApiError(409, STALE_PRODUCT, { code: 'stale_version' });
  const current = adminProduct(row);
  const { version, stock, ...fields } = change;
  if (stock !== undefined && stock !== current.stock) {
    throw new ApiError(
      400,
      'Stock changes through a stock adjustment (restock, damaged, correction or return), not an edit.',
      { code: 'stock_by_adjustment', field: 'stock' },
    );
  }
  const merged: AdminProduct = { ...current, ...sentOnly(fields) };
  if (!saleAbovePrice(merged))
    throw new ApiError(400, SALE_PRICE_RULE, {
      code: 'invalid',
      field: 'compareAtPrice',
      rule: { name: 'sale_above_price' },
    });
  // Urdu names sent must name the notes; kept ones whose note the change took off go with it.
  const namesRefused = fields.notesUr && namedNotesRefusal(merged.notes, fields.notesUr);
  if (namesRefused)
    throw new ApiError(400, namesRefused, { code: 'invalid', field: 'notesUr', rule: { name: 'unknown_note' } });
  merged.notesUr = namesOfOwnNotes(merged.notes, merged.notesUr);
  const { before, after, changed } = changedFields(current, merged);
  if (changed.length === 0) return current;
  if (changed.includes('name')) await refuseTakenName(db, merged.name, id);
  if (changed.includes('sizeMl') || changed.includes('price')) {
    const refused = await bottleRefusal(db, { id, sizeMl: merged.sizeMl, price: merged.price });
    if (refused) throw refused;
  }

  const values = productValues(after);
  // The slug follows the name until the product is first shown in the shop, and never changes after.
  if (changed.includes('name') && row.publishedAt === null) values.slug = await freeSlug(db, merged.name, id);
  if (!merged.archived && row.publishedAt === null) values.publishedAt = at;
  if (values.slug !== undefined && values.slug !== row.slug) {
    before.slug = row.slug;
    after.slug = values.slug;
  }
  const update = db
    .update(products)
    .set({
      ...values,
      updatedAt: at,
      version: sql`CASE WHEN ${products.version} = ${version} THEN ${version + 1} ELSE NULL END`,
    })
    .where(eq(products.id, id));
  const retagged = ['scentType', 'genders', 'seasons', 'occasions'].some((field) => changed.includes(field));
  await write(
    db,
    [
      update,
      ...(after.featured === 'miraj' ? takeFeaturedSpot(db, id, admin.id, at) : []),
      ...(retagged && tagsOf(merged).join() !== tagsOf(current).join() ? tagStatements(db, id, merged, true) : []),
      auditEntry(db, {
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
