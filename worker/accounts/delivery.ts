/** The delivery details kept on an account for the next checkout: one row per shopper, replaced on each save. */
import { eq } from 'drizzle-orm';
import type { SavedDelivery } from '#schema/payloads/account';
import { savedDeliveries } from '#schema/tables';
import type { Db } from '../db';

export async function savedDelivery(db: Db, userId: string): Promise<SavedDelivery | null> {
  const [row] = await db.select().from(savedDeliveries).where(eq(savedDeliveries.userId, userId)).limit(1);
  return row?.details ?? null;
}

export async function saveDelivery(db: Db, userId: string, details: SavedDelivery): Promise<void> {
  const row = { userId, details, updatedAt: Date.now() };
  await db.insert(savedDeliveries).values(row).onConflictDoUpdate({ target: savedDeliveries.userId, set: row });
}

export async function forgetDelivery(db: Db, userId: string): Promise<void> {
  await db.delete(savedDeliveries).where(eq(savedDeliveries.userId, userId));
}
