/**
 * The owner's oils: list (hidden ones too), add, and change the name, base price or whether it is offered. Each
 * change is one batch with its audit entry, guarded by the version like a product's: the UPDATE sets version to
 * NULL (failing the batch) unless the row is still at the version the change was made from.
 */
import type { ChangeOil, CreateOil } from '#schema/payloads/admin-oils';
import type { AdminOil } from '#schema/answers/admin-oils';
import { STALE_OIL } from '#schema/payloads/admin-oils';
import type { SessionUser } from '../env';
import { failedWith, isUniqueViolation, type Db } from '../db';
import { ApiError } from '../http/errors';
import { randomId } from '../ids';
import { nameKey } from '#schema/name-key';
import { auditStatement, changedFields } from '../audit/log';

const COLUMNS = 'id AS _id, name, price, available, version';

type Row = Omit<AdminOil, 'available'> & { available: number };
const adminOil = ({ available, ...row }: Row): AdminOil => ({ ...row, available: Boolean(available) });

export async function listOils(db: Db): Promise<AdminOil[]> {
  const d1 = db.$client;
  const { results } = await d1.prepare(`SELECT ${COLUMNS} FROM oils ORDER BY lower(name)`).all<Row>();
  return results.map(adminOil);
}

export async function oilById(db: Db, id: string): Promise<AdminOil> {
  const d1 = db.$client;
  const row = await d1.prepare(`SELECT ${COLUMNS} FROM oils WHERE id = ?`).bind(id).first<Row>();
  if (!row) throw new ApiError(404, 'Oil not found.');
  return adminOil(row);
}

async function refuseTakenName(d1: D1Database, name: string, ownId = '') {
  const other = await d1
    .prepare('SELECT name FROM oils WHERE name_key = ? AND id <> ?')
    .bind(nameKey(name), ownId)
    .first<{ name: string }>();
  if (other) throw new ApiError(409, `There is already an oil called ${other.name}.`, { field: 'name' });
}

async function write(d1: D1Database, statements: D1PreparedStatement[], name: string, ownId: string) {
  try {
    await d1.batch(statements);
  } catch (err) {
    if (failedWith(err, /NOT NULL constraint failed: oils\.version/i))
      throw new ApiError(409, STALE_OIL, { code: 'stale_version' });
    if (isUniqueViolation(err)) await refuseTakenName(d1, name, ownId);
    throw err;
  }
}

export async function createOil(
  db: Db,
  admin: SessionUser,
  { name, price }: CreateOil,
  at = Date.now(),
): Promise<string> {
  const d1 = db.$client;
  await refuseTakenName(d1, name);
  const id = randomId();
  await write(
    d1,
    [
      d1
        .prepare('INSERT INTO oils (id, name, name_key, price, available, version) VALUES (?, ?, ?, ?, 1, 1)')
        .bind(id, name, nameKey(name), price),
      auditStatement(d1, {
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
  const d1 = db.$client;
  const current = await oilById(db, id);
  const { version, ...fields } = change;
  if (version !== current.version) throw new ApiError(409, STALE_OIL, { code: 'stale_version' });
  const { before, after, changed } = changedFields(current, fields);
  if (changed.length === 0) return current;
  if (changed.includes('name')) await refuseTakenName(d1, fields.name!, id);
  const columns = Object.entries(after).map(
    ([key, value]) => [key, typeof value === 'boolean' ? Number(value) : value] as const,
  );
  if (fields.name !== undefined && changed.includes('name')) columns.push(['name_key', nameKey(fields.name)]);
  const update = d1
    .prepare(
      `UPDATE oils SET ${[...columns.map(([key]) => `${key} = ?`), 'version = CASE WHEN version = ? THEN ? ELSE NULL END'].join(', ')} WHERE id = ?`,
    )
    .bind(...columns.map(([, value]) => value as string | number), version, version + 1, id);
  const name = fields.name ?? current.name;
  const action =
    changed.length === 1 && changed[0] === 'available' ? (fields.available ? 'oil.show' : 'oil.hide') : 'oil.update';
  await write(
    d1,
    [update, auditStatement(d1, { at, by: admin.id, action, target: { type: 'oil', id, name }, before, after })],
    name,
    id,
  );
  return oilById(db, id);
}
