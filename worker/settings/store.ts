/**
 * The shop's settings: one row, absent until the owner first changes one, so a shop that never did reads each
 * setting's default (the table's own column defaults are the same ones, for the first write). A change is in the
 * audit log, as it was and as it became: a rule that moves stock is worth knowing who set.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_COURIER_RESTOCK } from '#schema/returns';
import type { ShopSettings } from '#schema/answers/settings';
import { shopSettings } from '#schema/tables';
import { auditEntry, changedFields } from '../audit/log';
import type { Db } from '../db';

const ROW = 1;

const DEFAULTS: ShopSettings = { courierRestock: DEFAULT_COURIER_RESTOCK };

export async function readSettings(db: Db): Promise<ShopSettings> {
  const row = await db
    .select({ courierRestock: shopSettings.courierRestock })
    .from(shopSettings)
    .where(eq(shopSettings.id, ROW))
    .get();
  return row ?? DEFAULTS;
}

/** The target of every settings entry in the audit log: the shop's one row. */
const SETTINGS_TARGET = { type: 'settings', id: String(ROW), name: 'Shop settings' } as const;

export async function changeSettings(db: Db, change: Partial<ShopSettings>, by: string, now = Date.now()) {
  const { before, after, changed } = changedFields(await readSettings(db), change);
  if (changed.length === 0) return readSettings(db);
  const row = { ...change, updatedAt: now, updatedBy: by };
  await db.batch([
    db
      .insert(shopSettings)
      .values({ id: ROW, ...row })
      .onConflictDoUpdate({ target: shopSettings.id, set: row }),
    auditEntry(db, { at: now, by, action: 'settings.change', target: SETTINGS_TARGET, before, after }),
  ]);
  return readSettings(db);
}
