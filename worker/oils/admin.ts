/**
 * The owner's oils: list (hidden ones too), add, and change the name, base price or whether it is offered. Each
 * change is one batch with its audit entry, guarded by the version like a product's: the UPDATE sets version to
 * NULL (failing the batch) unless the row is still at the version the change was made from.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { oils } from '#schema/tables';
import type { ChangeOil, CreateOil } from '#schema/payloads/admin-oils';
import type { AdminOil } from '#schema/answers/admin-oils';
import { STALE_OIL } from '#schema/payloads/admin-oils';
import type { SessionUser } from '../env';
import { failedWith, isUniqueViolation, type Db } from '../db';
import { ApiError } from '../http/errors';
import { randomId } from '../ids';
import { nameKey } from '#schema/name-key';
import { auditEntry, changedFields } from '../audit/log';

const adminColumns = {
  _id: oils.id,
  name: oils.name,
  price: oils.price,
  available: oils.available,
  version: oils.version,
};

export async function listOils(db: Db): Promise<AdminOil[]> {
  return db
    .select(adminColumns)
    .from(oils)
    .orderBy(sql`lower(${oils.name})`);
}

export async function oilById(db: Db, id: string): Promise<AdminOil> {
  const [row] = await db.select(adminColumns).from(oils).where(eq(oils.id, id));
  if (!row) throw new ApiError(404, 'Oil not found.', { code: 'not_found' });
  return row;
}

async function refuseTakenName(db: Db, name: string, ownId = '') {
  const [other] = await db
    .select({ name: oils.name })
    .from(oils)
    .where(and(eq(oils.nameKey, nameKey(name)), ne(oils.id, ownId)));
  if (other)
    throw new ApiError(409, `There is already an oil called ${other.name}.`, { code: 'name_taken', field: 'name' });
}

async function write(db: Db, statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]], name: string, ownId: string) {
  try {
    await db.batch(statements);
  } catch (err) {
    if (failedWith(err, /NOT NULL constraint failed: oils\.version/i))
      throw new ApiError(409, STALE_OIL, { code: 'stale_version' });
    if (isUniqueViolation(err)) await refuseTakenName(db, name, ownId);
    throw err;
  }
}

export async function createOil(
  db: Db,
  admin: SessionUser,
  { name, price }: CreateOil,
  at = Date.now(),
): Promise<string> {
  await refuseTakenName(db, name);
  const id = randomId();
  await write(
    db,
    [
      db.insert(oils).values({ id, name, nameKey: nameKey(name), price, available: true, version: 1 }),
      auditEntry(db, {
        at,
        by: admin.id,
        action: 'oil.create',
        target: { type: 'oil', id, name },
        before: null,
        after: { name, price, available: true },
      }),
    ],
    name,
    id,
  );
  return id;
}

export async function changeOil(
  db: Db,
  admin: SessionUser,
  id: string,
  change: ChangeOil,
  at = Date.now(),
): Promise<AdminOil> {
  const current = await oilById(db, id);
  const { version, ...fields } = change;
  if (version !== current.version) throw new ApiError(409, STALE_OIL, { code: 'stale_version' });
  const { before, after, changed } = changedFields(current, fields);
  if (changed.length === 0) return current;
  if (changed.includes('name')) await refuseTakenName(db, fields.name!, id);
  const renamed = fields.name !== undefined && changed.includes('name') ? { nameKey: nameKey(fields.name) } : {};
  const update = db
    .update(oils)
    .set({
      ...(after as Partial<Omit<ChangeOil, 'version'>>),
      ...renamed,
      // NULL, failing the batch, unless the row is still at the version the change was made from.
      version: sql`CASE WHEN ${oils.version} = ${version} THEN ${version + 1} ELSE NULL END`,
    })
    .where(eq(oils.id, id));
  const name = fields.name ?? current.name;
  const action =
    changed.length === 1 && changed[0] === 'available' ? (fields.available ? 'oil.show' : 'oil.hide') : 'oil.update';
  await write(
    db,
    [update, auditEntry(db, { at, by: admin.id, action, target: { type: 'oil', id, name }, before, after })],
    name,
    id,
  );
  return oilById(db, id);
}
