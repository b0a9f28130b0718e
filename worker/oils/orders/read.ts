/**
 * Reading oils orders in the shape the API answers (OilsOrder in schema/payloads/oils.ts):
 * `{ _id, displayOrderId, items[{ product, volume, price }], totalPrice, createdAt, user{ email, username }, phone,
 * city, status, statusHistory, confirmation, confirmationHistory }`.
 * `oilsOrderPage` is the one list query (a shopper's own, or all for the admin), filtered by the admin's
 * username, email, status, confirmation and date range (Pakistan days), newest first, paged on (created_at, seq) like perfume orders.
 */
import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Confirmation } from '#schema/confirmation';
import type { Lang } from '#schema/lang';
import type { OrderStatus } from '#schema/order-status';
import type { ReturnReason } from '#schema/returns';
import type { OilsOrder } from '#schema/answers/oils';
import { groupBy, type Db } from '../../db';
import { NO_RISK, risksOf } from '../../orders/risk';
import type { OilsOrderListQuery } from '#schema/payloads/order-lists';
import {
  oilsOrderConfirmationHistory,
  oilsOrderItems,
  oilsOrders,
  oilsOrderStatusHistory,
  users,
} from '#schema/tables';
import { serializeHistory } from '../../orders/serialize';
import { decodeCursor, olderThan, pageOf } from '../../http/paging';
import { contains, dayBounds } from '../../http/filters';
import { displayNumber } from '#schema/display-number';
import { confirmPath } from '#schema/confirm-link';
import { buildTimeline } from '../../orders/timeline';

/** Its shape is shared with the pages (schema/payloads/oils.ts). */
export type OilsOrderView = OilsOrder;

export interface OilsOrderFilter extends OilsOrderListQuery {
  /** Only this user's orders (a shopper); left out, every order (the admin). */
  userId?: string;
  orderId?: string;
  /** With each order's timeline and its phone's risk (orders/risk.ts): the shop's view. */
  timeline?: boolean;
}

function orderWhere(db: Db, filter: OilsOrderFilter): SQL | undefined {
  const cursor = filter.cursor ? decodeCursor(filter.cursor) : null;
  const { username, email } = filter;
  return and(
    filter.userId === undefined ? undefined : eq(oilsOrders.userId, filter.userId),
    filter.orderId === undefined ? undefined : eq(oilsOrders.id, filter.orderId),
    username || email
      ? inArray(
          oilsOrders.userId,
          db
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                username ? contains(users.username, username) : undefined,
                email ? contains(users.email, email) : undefined,
              ),
            ),
        )
      : undefined,
    filter.status ? eq(oilsOrders.status, filter.status) : undefined,
    filter.confirmation ? eq(oilsOrders.confirmation, filter.confirmation) : undefined,
    filter.from ? gte(oilsOrders.createdAt, dayBounds(filter.from).from) : undefined,
    filter.to ? lte(oilsOrders.createdAt, dayBounds(filter.to).to) : undefined,
    olderThan(oilsOrders.createdAt, oilsOrders.seq, cursor, Number),
  );
}

const newestFirst = [desc(oilsOrders.createdAt), desc(oilsOrders.seq)] as const;

/** A page of orders, newest first, and the cursor of the next (null on the last page). One round trip. */
export async function oilsOrderPage(
  db: Db,
  filter: OilsOrderFilter,
  size: number,
): Promise<{ orders: OilsOrderView[]; nextCursor: string | null }> {
  const where = orderWhere(db, filter);
  const pageIds = db
    .select({ id: oilsOrders.id })
    .from(oilsOrders)
    .where(where)
    .orderBy(...newestFirst)
    .limit(size + 1);
  const [rows, items, statuses, confirmations] = await db.batch([
    db
      .select({
        id: oilsOrders.id,
        seq: oilsOrders.seq,
        totalPrice: oilsOrders.totalPrice,
        createdAt: oilsOrders.createdAt,
        phone: oilsOrders.phone,
        city: oilsOrders.city,
        status: oilsOrders.status,
        confirmation: oilsOrders.confirmation,
        returnReason: oilsOrders.returnReason,
        confirmToken: oilsOrders.confirmToken,
        lang: oilsOrders.lang,
        email: users.email,
        username: users.username,
      })
      .from(oilsOrders)
      .innerJoin(users, eq(users.id, oilsOrders.userId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(size + 1),
    db
      .select({
        orderId: oilsOrderItems.orderId,
        product: oilsOrderItems.name,
        volume: oilsOrderItems.volume,
        price: oilsOrderItems.price,
      })
      .from(oilsOrderItems)
      .where(inArray(oilsOrderItems.orderId, pageIds))
      .orderBy(asc(oilsOrderItems.orderId), asc(oilsOrderItems.position)),
    db
      .select({
        orderId: oilsOrderStatusHistory.orderId,
        status: oilsOrderStatusHistory.status,
        at: oilsOrderStatusHistory.at,
        reason: oilsOrderStatusHistory.reason,
        restock: oilsOrderStatusHistory.restock,
        byRole: oilsOrderStatusHistory.byRole,
        byName: users.username,
      })
      .from(oilsOrderStatusHistory)
      .leftJoin(users, eq(users.id, oilsOrderStatusHistory.by))
      .where(inArray(oilsOrderStatusHistory.orderId, pageIds)),
    db
      .select({
        orderId: oilsOrderConfirmationHistory.orderId,
        confirmation: oilsOrderConfirmationHistory.confirmation,
        at: oilsOrderConfirmationHistory.at,
        byRole: oilsOrderConfirmationHistory.byRole,
        byName: users.username,
      })
      .from(oilsOrderConfirmationHistory)
      .leftJoin(users, eq(users.id, oilsOrderConfirmationHistory.by))
      .where(inArray(oilsOrderConfirmationHistory.orderId, pageIds)),
  ]);
  const itemsByOrder = groupBy(items, (item) => item.orderId);
  const statusesByOrder = groupBy(statuses, (row) => row.orderId);
  const confirmationsByOrder = groupBy(confirmations, (row) => row.orderId);
  const { page, nextCursor } = pageOf(rows, size, (row) => ({ createdAt: row.createdAt, key: String(row.seq) }));
  const risks = filter.timeline
    ? await risksOf(
        db,
        page.map((row) => row.phone),
      )
    : null;
  const orders = page.map((row) => {
    const statuses = statusesByOrder.get(row.id) ?? [];
    const answers = confirmationsByOrder.get(row.id) ?? [];
    return {
      _id: row.id,
      displayOrderId: displayNumber('OIL', row.seq),
      items: (itemsByOrder.get(row.id) ?? []).map(({ product, volume, price }) => ({ product, volume, price })),
      totalPrice: row.totalPrice,
      createdAt: new Date(row.createdAt).toISOString(),
      user: { email: row.email, username: row.username },
      phone: row.phone,
      city: row.city,
      status: row.status as OrderStatus,
      confirmation: row.confirmation as Confirmation,
      returnReason: row.returnReason as ReturnReason | null,
      ...serializeHistory(statuses, answers),
      confirmUrl: confirmPath(row.confirmToken),
      lang: row.lang as Lang,
      ...(filter.timeline ? { timeline: buildTimeline(statuses, answers, []) } : {}),
      ...(risks ? { risk: (row.phone && risks.get(row.phone)) || NO_RISK } : {}),
    };
  });
  return { orders, nextCursor };
}

export async function readOilsOrder(db: Db, orderId: string, timeline = false): Promise<OilsOrderView | undefined> {
  const {
    orders: [order],
  } = await oilsOrderPage(db, { orderId, timeline }, 1);
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
