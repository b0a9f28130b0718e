/**
 * The oils cart in D1: one line per add (the same oil in two volumes is two lines), priced by the server.
 * A line's price is always recomputed from the oil's current base price, so the cart never shows a stale price.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { OilsCartAnswer, OilsCartItem } from '#schema/answers/oils';
import { MAX_OILS_CART_LINES, oilPrice, type OilVolume } from '#schema/oil-pricing';
import { oils, oilsCartItems } from '#schema/tables';
import { ApiError } from '../../http/errors';
import { randomId } from '../../ids';
import { insertSelect, type Db } from '../../db';

export interface OilsCartLine extends OilsCartItem {
  oilId: string;
}

export async function readOilsCart(db: Db, userId: string): Promise<OilsCartLine[]> {
  const rows = await db
    .select({
      _id: oilsCartItems.id,
      oilId: oils.id,
      name: oils.name,
      volume: oilsCartItems.volume,
      base: oils.price,
      available: oils.available,
    })
    .from(oilsCartItems)
    .innerJoin(oils, eq(oils.id, oilsCartItems.oilId))
    .where(eq(oilsCartItems.userId, userId))
    .orderBy(asc(oilsCartItems.createdAt), asc(sql`${oilsCartItems}.rowid`));
  return rows.map(({ base, ...line }) => ({ ...line, price: oilPrice(base, line.volume) }));
}

/** The answer of every oils cart call: `{ success, cart }`, the cart being its lines in the order they were added. */
export async function cartAnswer(db: Db, userId: string): Promise<OilsCartAnswer> {
  const lines = await readOilsCart(db, userId);
  const cart: OilsCartItem[] = lines.map(({ _id, name, volume, price, available }) => ({
    _id,
    name,
    volume,
    price,
    available,
  }));
  return { success: true, cart };
}

export async function findOilByName(db: Db, name: string) {
  const [oil] = await db
    .select()
    .from(oils)
    .where(and(sql`lower(${oils.name}) = lower(${name.trim()})`, eq(oils.available, true)))
    .limit(1);
  if (!oil)
    throw new ApiError(400, `We have no perfume oil called "${name.trim()}".`, { code: 'no_such_oil', field: 'name' });
  return oil;
}

/** Adds a line unless the cart is full; the count and the insert are one statement, so two adds cannot pass 50. */
export async function addOilsCartLine(
  db: Db,
  userId: string,
  oil: { id: string; name: string },
  volume: OilVolume,
  price: number,
) {
  const result = await insertSelect(
    db,
    oilsCartItems,
    { id: randomId(), userId, oilId: oil.id, name: oil.name, volume, price, createdAt: Date.now() },
    sql`WHERE ${db.$count(oilsCartItems, eq(oilsCartItems.userId, userId))} < ${MAX_OILS_CART_LINES}`,
  );
  if (result.meta.changes === 0) {
    throw new ApiError(
      409,
      `Your oils cart is full (${MAX_OILS_CART_LINES} items). Please order or remove some first.`,
      { code: 'cart_full' },
    );
  }
}

export async function removeOilsCartLine(db: Db, userId: string, lineId: string) {
  const result = await db
    .delete(oilsCartItems)
    .where(and(eq(oilsCartItems.id, lineId), eq(oilsCartItems.userId, userId)));
  // Someone else's line is answered like a missing one: 404, never 403, so ids reveal nothing.
  if (result.meta.changes === 0) throw new ApiError(404, 'That item is not in your oils cart.', { code: 'not_found' });
}

export async function clearOilsCart(db: Db, userId: string) {
  await db.delete(oilsCartItems).where(eq(oilsCartItems.userId, userId));
}

/** A bare list, `[{ _id, name, price }]`, price for 25 ml: the wholesale page's dropdown. Hidden oils are left out. */
export function oilsOnOffer(db: Db) {
  return db
    .select({ _id: oils.id, name: oils.name, price: oils.price })
    .from(oils)
    .where(eq(oils.available, true))
    .orderBy(asc(oils.name));
}
