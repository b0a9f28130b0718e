/**
 * Reading oils orders in the shape the API answers (OilsOrder in schema/answers/oils.ts):
 * `{ _id, displayOrderId, items[{ product, volume, price }], totalPrice, createdAt, user{ email, username }, phone,
 * city, status, statusHistory, confirmation, confirmationHistory }`: the orders table's rows of the oils kind, their
 * lines and histories read as a perfume order's are (orders/read.ts).
 * `oilsOrderPage` is the one list query (a shopper's own, or all for the admin), filtered as perfume orders are, by
 * the perfume list's own WHERE (orders/list-query.ts: the filter text, status, confirmation, courier, city, cash,
 * dates), and by the buyer's username and email, newest first: by number, paged on it (orders/list-query.ts).
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { OilsOrder } from '#schema/answers/oils';
import type { Db } from '../../db';
import { NO_RISK, risksOf } from '../../orders/risk';
import type { OilsOrderListQuery } from '#schema/payloads/order-lists';
import { orders, users } from '#schema/tables';
import { serializeHistory } from '../../orders/serialize';
import { bookingsOf, confirmationsOf, courierView, linesOf, NOTHING, readByOrder, statusesOf } from '../../orders/read';
import { newestOilsFirst, orderListWhere, resolveSearch, type ResolvedSearch } from '../../orders/list-query';
import { numberPageOf } from '../../http/paging';
import { contains } from '../../http/filters';
import { orderDisplayNumber } from '#schema/display-number';
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

function orderWhere(db: Db, filter: OilsOrderFilter, search: ResolvedSearch | null): SQL | undefined {
  const { username, email } = filter;
  return and(
    orderListWhere(filter, search, filter.userId ?? null, { kind: 'oils', fewBuyers: Boolean(username || email) }),
    filter.orderId === undefined ? undefined : eq(orders.id, filter.orderId),
    username || email
      ? inArray(
          orders.userId,
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
  );
}

/** An oils order's phone and city are kept empty where the shopper gave none: the API says null. */
const given = (text: string) => text || null;

/** A page of orders, newest first, and the cursor of the next (null on the last page). */
export async function oilsOrderPage(
  db: Db,
  filter: OilsOrderFilter,
  size: number,
): Promise<{ orders: OilsOrderView[]; nextCursor: string | null }> {
  const search = filter.q ? await resolveSearch(db, filter.q, 'oils') : null;
  const rows = await db
    .select({
      id: orders.id,
      kind: orders.kind,
      number: orders.number,
      total: orders.total,
      createdAt: orders.createdAt,
      phone: orders.phone,
      city: orders.city,
      recipient: orders.firstName,
      address: orders.address,
      status: orders.status,
      confirmation: orders.confirmation,
      returnReason: orders.returnReason,
      confirmToken: orders.confirmToken,
      lang: orders.lang,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
      cash: orders.cash,
      email: users.email,
      username: users.username,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(orderWhere(db, filter, search))
    .orderBy(...newestOilsFirst)
    .limit(size + 1);
  const { page, nextCursor } = numberPageOf(rows, size, (row) => row.number);
  const ids = page.map((row) => row.id);
  const [[itemsByOrder, statusesByOrder, confirmationsByOrder, bookingsByOrder], risks] = await Promise.all([
    readByOrder(db, [
      linesOf(db, ids),
      statusesOf(db, ids),
      confirmationsOf(db, ids),
      filter.timeline ? bookingsOf(db, ids) : NOTHING,
    ]),
    filter.timeline
      ? risksOf(
          db,
          page.map((row) => given(row.phone)),
        )
      : null,
  ]);
  const views = page.map((row) => {
    const statuses = statusesByOrder.get(row.id) ?? [];
    const answers = confirmationsByOrder.get(row.id) ?? [];
    const phone = given(row.phone);
    return {
      _id: row.id,
      displayOrderId: orderDisplayNumber(row),
      items: (itemsByOrder.get(row.id) ?? []).map((line) => ({
        product: line.name,
        volume: line.volume ?? 0,
        price: line.price,
      })),
      totalPrice: row.total,
      createdAt: new Date(row.createdAt).toISOString(),
      user: { email: row.email, username: row.username },
      phone,
      city: given(row.city),
      deliverTo: row.address ? { name: row.recipient, address: row.address } : null,
      status: row.status,
      confirmation: row.confirmation,
      returnReason: row.returnReason,
      cash: row.cash,
      courier: row.courier,
      trackingNumber: row.trackingNumber,
      ...serializeHistory(statuses, answers),
      confirmUrl: confirmPath(row.confirmToken),
      lang: row.lang,
      ...(filter.timeline ? { timeline: buildTimeline(statuses, answers, []) } : {}),
      ...(risks ? { risk: (phone && risks.get(phone)) || NO_RISK } : {}),
      ...(filter.timeline ? courierView(bookingsByOrder.get(row.id)?.[0], row.cash) : {}),
    };
  });
  return { orders: views, nextCursor };
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
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.kind, 'oils'), eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}
