/**
 * The owner's named sales: read, create, change (guarded by the version, like a product) and delete. Each write is
 * one batch with its audit entry; a sale's perfumes are replaced whole when the owner sends them. Every write
 * forgets the cached listings, so the cards show the sale (or its end) within the cache's second.
 */
import { saleState, STALE_SALE, type ChangeSale, type CreateSale } from '#schema/payloads/sales';
import type { Sale, SaleItem } from '#schema/answers/sales';
import { forgetListings } from '../catalog/listing-cache';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { amount } from '#schema/money';
import { products, saleItems, sales } from '#schema/tables';
import { auditEntry, changedFields } from '../audit/log';
import { failedWith, inJson, type Db } from '../db';
import type { SessionUser } from '../env';
import { ApiError } from '../http/errors';
import { randomId } from '../ids';

export const NO_SUCH_SALE = 'We could not find that sale.';

const saleColumns = {
  id: sales.id,
  name: sales.name,
  nameUr: sales.nameUr,
  badge: sales.badge,
  startsAt: sales.startsAt,
  endsAt: sales.endsAt,
  version: sales.version,
};

type SaleRow = Pick<typeof sales.$inferSelect, keyof typeof saleColumns>;

async function itemsOf(db: Db, saleIds: string[]): Promise<Map<string, SaleItem[]>> {
  const results = await db
    .select({
      saleId: saleItems.saleId,
      productId: saleItems.productId,
      name: products.name,
      price: products.price,
      archived: products.archived,
      salePrice: saleItems.salePrice,
    })
    .from(saleItems)
    .innerJoin(products, eq(products.id, saleItems.productId))
    .where(inJson(saleItems.saleId, saleIds))
    .orderBy(sql`lower(${products.name})`);
  const bySale = new Map<string, SaleItem[]>(saleIds.map((id) => [id, []]));
  for (const { saleId, ...item } of results) bySale.get(saleId)!.push(item);
  return bySale;
}

const saleOf = (row: SaleRow, items: SaleItem[], now: number): Sale => ({
  _id: row.id,
  name: row.name,
  nameUr: row.nameUr,
  badge: row.badge,
  startsAt: new Date(row.startsAt).toISOString(),
  endsAt: new Date(row.endsAt).toISOString(),
  state: saleState(row, now),
  items,
  version: row.version,
});

/** Every sale not deleted, the latest to end first. */
export async function listSales(db: Db, now = Date.now()): Promise<Sale[]> {
  const results = await db
    .select(saleColumns)
    .from(sales)
    .where(isNull(sales.deletedAt))
    .orderBy(desc(sales.endsAt), sales.name);
  const items = await itemsOf(
    db,
    results.map((row) => row.id),
  );
  return results.map((row) => saleOf(row, items.get(row.id)!, now));
}

async function saleRow(db: Db, id: string): Promise<SaleRow> {
  const [row] = await db
    .select(saleColumns)
    .from(sales)
    .where(and(eq(sales.id, id), isNull(sales.deletedAt)))
    .limit(1);
  if (!row) throw new ApiError(404, NO_SUCH_SALE, { code: 'not_found' });
  return row;
}

export async function saleById(db: Db, id: string, now = Date.now()): Promise<Sale> {
  const row = await saleRow(db, id);
  return saleOf(row, (await itemsOf(db, [id])).get(id)!, now);
}

/**
 * Refuses a perfume the shop does not sell, or a sale price that is not below the perfume's own price. A perfume
 * archived while in the sale (`kept`) may stay: the owner cannot add it back once taken out, and saving the sale's
 * other changes, or ending it, must not wait on it. Shoppers do not see it, whatever the sale holds.
 */
async function checkItems(db: Db, items: CreateSale['items'], kept: ReadonlySet<string> = new Set()): Promise<void> {
  const results = await db
    .select({ id: products.id, name: products.name, price: products.price, archived: products.archived })
    .from(products)
    .where(
      inJson(
        products.id,
        items.map((item) => item.productId),
      ),
    );
  const sold = new Map(results.map((product) => [product.id, product]));
  items.forEach((item, index) => {
    const product = sold.get(item.productId);
    if (!product || (product.archived && !kept.has(item.productId))) {
      throw new ApiError(400, 'One of these perfumes is not sold any more. Please take it out of the sale.', {
        code: 'sale_has_unsold',
        field: `items.${index}.productId`,
      });
    }
    if (item.salePrice >= product.price) {
      throw new ApiError(400, `The sale price of ${product.name} must be below its price, ${amount(product.price)}.`, {
        code: 'sale_price_not_below',
        field: `items.${index}.salePrice`,
      });
    }
  });
}

function itemStatements(db: Db, saleId: string, items: CreateSale['items']) {
  return items.map((item) =>
    db.insert(saleItems).values({ saleId, productId: item.productId, salePrice: item.salePrice }),
  );
}

async function write(db: Db, statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]): Promise<void> {
  try {
    await db.batch(statements);
  } catch (err) {
    if (failedWith(err, /NOT NULL constraint failed: sales\.version/i))
      throw new ApiError(409, STALE_SALE, { code: 'stale_version' });
    throw err;
  }
  forgetListings();
}

/** What the audit log keeps of a sale's fields (dates as ISO times, the perfumes by id and price). */
const logged = (fields: Partial<CreateSale>) => ({
  ...fields,
  ...(fields.startsAt !== undefined && { startsAt: new Date(fields.startsAt).toISOString() }),
  ...(fields.endsAt !== undefined && { endsAt: new Date(fields.endsAt).toISOString() }),
});

export async function createSale(db: Db, owner: SessionUser, sale: CreateSale, at = Date.now()) {
  await checkItems(db, sale.items);
  const id = randomId();
  await write(db, [
    db.insert(sales).values({
      id,
      name: sale.name,
      nameUr: sale.nameUr,
      badge: sale.badge,
      startsAt: sale.startsAt,
      endsAt: sale.endsAt,
      version: 1,
      createdAt: at,
    }),
    ...itemStatements(db, id, sale.items),
    auditEntry(db, {
      at,
      by: owner.id,
      action: 'sale.create',
      target: { type: 'sale', id, name: sale.name },
      before: null,
      after: logged(sale),
    }),
  ]);
  return id;
}

export async function changeSale(db: Db, owner: SessionUser, id: string, change: ChangeSale, at = Date.now()) {
  const current = await saleById(db, id, at);
  const { version, ...fields } = change;
  if (version !== current.version) throw new ApiError(409, STALE_SALE, { code: 'stale_version' });
  const startsAt = fields.startsAt ?? Date.parse(current.startsAt);
  const endsAt = fields.endsAt ?? Date.parse(current.endsAt);
  if (endsAt <= startsAt)
    throw new ApiError(400, 'The sale must end after it starts.', { code: 'invalid', field: 'endsAt' });
  if (fields.items) await checkItems(db, fields.items, new Set(current.items.map((item) => item.productId)));
  const was = {
    name: current.name,
    nameUr: current.nameUr,
    badge: current.badge,
    startsAt: Date.parse(current.startsAt),
    endsAt: Date.parse(current.endsAt),
    items: current.items.map(({ productId, salePrice }) => ({ productId, salePrice })),
  };
  const { before, after } = changedFields(was, fields);
  if (Object.keys(after).length === 0) return current;
  const name = fields.name ?? current.name;
  await write(db, [
    db
      .update(sales)
      .set({
        name,
        nameUr: fields.nameUr === undefined ? current.nameUr : fields.nameUr,
        badge: fields.badge ?? current.badge,
        startsAt,
        endsAt,
        // A stale version writes NULL, which the column refuses: the whole batch fails and is told apart by that.
        version: sql`CASE WHEN ${sales.version} = ${version} THEN ${version + 1} ELSE NULL END`,
      })
      .where(eq(sales.id, id)),
    ...(after.items
      ? [db.delete(saleItems).where(eq(saleItems.saleId, id)), ...itemStatements(db, id, after.items)]
      : []),
    auditEntry(db, {
      at,
      by: owner.id,
      action: 'sale.update',
      target: { type: 'sale', id, name },
      before: logged(before),
      after: logged(after),
    }),
  ]);
  return saleById(db, id);
}

/** Deletes the sale, if it is still at `version` when given. */
export async function deleteSale(
  db: Db,
  owner: SessionUser,
  id: string,
  version?: number,
  at = Date.now(),
): Promise<void> {
  const current = await saleRow(db, id);
  if (version !== undefined && version !== current.version)
    throw new ApiError(409, STALE_SALE, { code: 'stale_version' });
  const stillAsRead =
    version === undefined
      ? {}
      : { version: sql`CASE WHEN ${sales.version} = ${version} THEN ${version} ELSE NULL END` };
  await write(db, [
    db
      .update(sales)
      .set({ deletedAt: at, ...stillAsRead })
      .where(eq(sales.id, id)),
    auditEntry(db, {
      at,
      by: owner.id,
      action: 'sale.delete',
      target: { type: 'sale', id, name: current.name },
      before: { name: current.name },
      after: null,
    }),
  ]);
}
