/**
 * The owner's named sales: read, create, change (guarded by the version, like a product) and delete. Each write is
 * one batch with its audit entry; a sale's perfumes are replaced whole when the owner sends them. Every write
 * forgets the cached listings, so the cards show the sale (or its end) within the cache's second.
 */
import { saleState, STALE_SALE, type ChangeSale, type CreateSale } from '#schema/payloads/sales';
import type { Sale, SaleItem } from '#schema/answers/sales';
import { forgetListings } from '../catalog/listing-cache';
import { auditStatement } from '../audit/log';
import { failedWith, type Db } from '../db';
import type { SessionUser } from '../env';
import { ApiError } from '../http/errors';
import { randomId } from '../ids';

export const NO_SUCH_SALE = 'We could not find that sale.';

interface SaleRow {
  id: string;
  name: string;
  badge: string;
  startsAt: number;
  endsAt: number;
  version: number;
}

const SALE_COLUMNS = 'id, name, badge, starts_at AS startsAt, ends_at AS endsAt, version';

async function itemsOf(d1: D1Database, saleIds: string[]): Promise<Map<string, SaleItem[]>> {
  const { results } = await d1
    .prepare(
      `SELECT si.sale_id AS saleId, si.product_id AS productId, p.name, p.price, si.sale_price AS salePrice
       FROM sale_items si JOIN products p ON p.id = si.product_id
       WHERE si.sale_id IN (SELECT value FROM json_each(?)) ORDER BY lower(p.name)`,
    )
    .bind(JSON.stringify(saleIds))
    .all<SaleItem & { saleId: string }>();
  const bySale = new Map<string, SaleItem[]>(saleIds.map((id) => [id, []]));
  for (const { saleId, ...item } of results) bySale.get(saleId)!.push(item);
  return bySale;
}

const saleOf = (row: SaleRow, items: SaleItem[], now: number): Sale => ({
  _id: row.id,
  name: row.name,
  badge: row.badge,
  startsAt: new Date(row.startsAt).toISOString(),
  endsAt: new Date(row.endsAt).toISOString(),
  state: saleState(row, now),
  items,
  version: row.version,
});

/** Every sale not deleted, the latest to end first. */
export async function listSales(db: Db, now = Date.now()): Promise<Sale[]> {
  const d1 = db.$client;
  const { results } = await d1
    .prepare(`SELECT ${SALE_COLUMNS} FROM sales WHERE deleted_at IS NULL ORDER BY ends_at DESC, name`)
    .all<SaleRow>();
  const items = await itemsOf(
    d1,
    results.map((row) => row.id),
  );
  return results.map((row) => saleOf(row, items.get(row.id)!, now));
}

async function saleRow(d1: D1Database, id: string): Promise<SaleRow> {
  const row = await d1
    .prepare(`SELECT ${SALE_COLUMNS} FROM sales WHERE id = ? AND deleted_at IS NULL`)
    .bind(id)
    .first<SaleRow>();
  if (!row) throw new ApiError(404, NO_SUCH_SALE);
  return row;
}

export async function saleById(db: Db, id: string, now = Date.now()): Promise<Sale> {
  const d1 = db.$client;
  const row = await saleRow(d1, id);
  return saleOf(row, (await itemsOf(d1, [id])).get(id)!, now);
}

const rupees = (amount: number) => `Rs ${amount.toLocaleString('en-US')}`;

/** Refuses a perfume the shop does not sell, or a sale price that is not below the perfume's own price. */
async function checkItems(d1: D1Database, items: CreateSale['items']): Promise<void> {
  const { results } = await d1
    .prepare('SELECT id, name, price FROM products WHERE NOT archived AND id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(items.map((item) => item.productId)))
    .all<{ id: string; name: string; price: number }>();
  const sold = new Map(results.map((product) => [product.id, product]));
  items.forEach((item, index) => {
    const product = sold.get(item.productId);
    if (!product) {
      throw new ApiError(400, 'One of these perfumes is not sold any more. Please take it out of the sale.', {
        field: `items.${index}.productId`,
      });
    }
    if (item.salePrice >= product.price) {
      throw new ApiError(400, `The sale price of ${product.name} must be below its price, ${rupees(product.price)}.`, {
        field: `items.${index}.salePrice`,
      });
    }
  });
}

function itemStatements(d1: D1Database, saleId: string, items: CreateSale['items']): D1PreparedStatement[] {
  return items.map((item) =>
    d1
      .prepare('INSERT INTO sale_items (sale_id, product_id, sale_price) VALUES (?, ?, ?)')
      .bind(saleId, item.productId, item.salePrice),
  );
}

async function write(d1: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  try {
    await d1.batch(statements);
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
  const d1 = db.$client;
  await checkItems(d1, sale.items);
  const id = randomId();
  await write(d1, [
    d1
      .prepare(
        'INSERT INTO sales (id, name, badge, starts_at, ends_at, version, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)',
      )
      .bind(id, sale.name, sale.badge, sale.startsAt, sale.endsAt, at),
    ...itemStatements(d1, id, sale.items),
    auditStatement(d1, {
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
  const d1 = db.$client;
  const current = await saleById(db, id, at);
  const { version, ...fields } = change;
  if (version !== current.version) throw new ApiError(409, STALE_SALE, { code: 'stale_version' });
  const startsAt = fields.startsAt ?? Date.parse(current.startsAt);
  const endsAt = fields.endsAt ?? Date.parse(current.endsAt);
  if (endsAt <= startsAt) throw new ApiError(400, 'The sale must end after it starts.', { field: 'endsAt' });
  if (fields.items) await checkItems(d1, fields.items);
  const was = {
    name: current.name,
    badge: current.badge,
    startsAt: Date.parse(current.startsAt),
    endsAt: Date.parse(current.endsAt),
    items: current.items.map(({ productId, salePrice }) => ({ productId, salePrice })),
  };
  const before: Partial<CreateSale> = {};
  const after: Partial<CreateSale> = {};
  for (const key of Object.keys(fields) as Array<keyof CreateSale>) {
    if (fields[key] === undefined || JSON.stringify(fields[key]) === JSON.stringify(was[key])) continue;
    Object.assign(before, { [key]: was[key] });
    Object.assign(after, { [key]: fields[key] });
  }
  if (Object.keys(after).length === 0) return current;
  const name = fields.name ?? current.name;
  await write(d1, [
    d1
      .prepare(
        `UPDATE sales SET name = ?, badge = ?, starts_at = ?, ends_at = ?,
           version = CASE WHEN version = ? THEN ? ELSE NULL END WHERE id = ?`,
      )
      .bind(name, fields.badge ?? current.badge, startsAt, endsAt, version, version + 1, id),
    ...(after.items
      ? [d1.prepare('DELETE FROM sale_items WHERE sale_id = ?').bind(id), ...itemStatements(d1, id, after.items)]
      : []),
    auditStatement(d1, {
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

export async function deleteSale(db: Db, owner: SessionUser, id: string, at = Date.now()): Promise<void> {
  const d1 = db.$client;
  const current = await saleRow(d1, id);
  await write(d1, [
    d1.prepare('UPDATE sales SET deleted_at = ? WHERE id = ?').bind(at, id),
    auditStatement(d1, {
      at,
      by: owner.id,
      action: 'sale.delete',
      target: { type: 'sale', id, name: current.name },
      before: { name: current.name },
      after: null,
    }),
  ]);
}
