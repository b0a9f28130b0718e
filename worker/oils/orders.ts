/**
 * Reading oils orders in the shape of PRODUCT §4:
 * `{ _id, displayOrderId, items[{ product, volume, price }], totalPrice, createdAt, user{ email, username } }`.
 * `listOilsOrders` is the one list query (a shopper's own, or all for the admin); filters and paging extend
 * `OilsOrderFilter` and `orderWhere`.
 */
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { oilsOrderItems, oilsOrders, users } from '../../schema/tables';

type Db = DrizzleD1Database;

export interface OilsOrderView {
  _id: string;
  /** Short enough to read out on the phone: OIL-10001, OIL-10002, ... */
  displayOrderId: string;
  items: { product: string; volume: number; price: number }[];
  totalPrice: number;
  createdAt: string;
  user: { email: string; username: string };
}

export interface OilsOrderFilter {
  /** Only this user's orders (a shopper); left out, every order (the admin). */
  userId?: string;
  orderId?: string;
}

export function displayOilsOrderId(seq: number): string {
  return `OIL-${10000 + seq}`;
}

function orderWhere(filter: OilsOrderFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(oilsOrders.userId, filter.userId),
    filter.orderId === undefined ? undefined : eq(oilsOrders.id, filter.orderId),
  );
}

/** Newest first. The orders and their items are read in one round trip. */
export async function listOilsOrders(db: Db, filter: OilsOrderFilter = {}): Promise<OilsOrderView[]> {
  const where = orderWhere(filter);
  const [rows, items] = await db.batch([
    db
      .select({
        id: oilsOrders.id,
        seq: oilsOrders.seq,
        totalPrice: oilsOrders.totalPrice,
        createdAt: oilsOrders.createdAt,
        email: users.email,
        username: users.username,
      })
      .from(oilsOrders)
      .innerJoin(users, eq(users.id, oilsOrders.userId))
      .where(where)
      .orderBy(desc(oilsOrders.seq)),
    db
      .select({ orderId: oilsOrderItems.orderId, product: oilsOrderItems.name, volume: oilsOrderItems.volume, price: oilsOrderItems.price })
      .from(oilsOrderItems)
      .where(inArray(oilsOrderItems.orderId, db.select({ id: oilsOrders.id }).from(oilsOrders).where(where)))
      .orderBy(asc(oilsOrderItems.orderId), asc(oilsOrderItems.position)),
  ]);
  const itemsByOrder = new Map<string, typeof items>();
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId);
    if (list) list.push(item);
    else itemsByOrder.set(item.orderId, [item]);
  }
  return rows.map((row) => ({
    _id: row.id,
    displayOrderId: displayOilsOrderId(row.seq),
    items: (itemsByOrder.get(row.id) ?? []).map(({ product, volume, price }) => ({ product, volume, price })),
    totalPrice: row.totalPrice,
    createdAt: new Date(row.createdAt).toISOString(),
    user: { email: row.email, username: row.username },
  }));
}

export async function readOilsOrder(db: Db, orderId: string): Promise<OilsOrderView | undefined> {
  const [order] = await listOilsOrders(db, { orderId });
  return order;
}

/** The order a user already placed under an Idempotency-Key, with the hash of the request that placed it. */
export async function findOilsOrderByKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select({ id: oilsOrders.id, requestHash: oilsOrders.requestHash })
    .from(oilsOrders)
    .where(and(eq(oilsOrders.userId, userId), eq(oilsOrders.idempotencyKey, key)))
    .limit(1);
  return row;
}
