/**
 * The shop's settings: one row, absent until the owner first changes one, so a shop that never did reads each
 * setting's default (the table's own column defaults are the same ones, for the first write).
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_COURIER_RESTOCK } from '#schema/returns';
import type { ShopSettings } from '#schema/answers/settings';
import { shopSettings } from '#schema/tables';
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

export async function changeSettings(db: Db, change: Partial<ShopSettings>, by: string, now = Date.now()) {
  const row = { ...change, updatedAt: now, updatedBy: by };
  await db
    .insert(shopSettings)
    .values({ id: ROW, ...row })
    .onConflictDoUpdate({ target: shopSettings.id, set: row });
  return readSettings(db);
}
