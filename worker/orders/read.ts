/**
 * Reading orders with their lines and status history. `withDetails` serves a whole page of orders in one more D1
 * call, so lists (My orders, the admin's) cost the same however many orders they show.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Order } from '#schema/answers/orders';
import type { Cash } from '#schema/cash';
import type { CourierApiId } from '#schema/courier-apis';
import { opensConsole } from '#schema/roles';
import {
  courierBookings,
  orderConfirmationHistory,
  orderEvents,
  orderItems,
  orders,
  orderStatusHistory,
  users,
} from '#schema/tables';
import { chunks, D1_MAX_PARAMS, groupBy, type Db, type Statement } from '../db';
import type { SessionUser } from '../env';
import { ApiError } from '../http/errors';
import { NO_RISK, risksOf } from './risk';
import { serializeOrder, type OrderRow } from './serialize';

const IDS_PER_QUERY = D1_MAX_PARAMS - 10;

/** Some rows of each order (its lines, its history), as statements of at most IDS_PER_QUERY orders each. */
export interface ByOrder<T> {
  statements: Statement[];
  group: (results: unknown[]) => Map<string, T[]>;
}

function byOrder<T extends { orderId: string }>(
  ids: string[],
  read: (part: string[]) => Statement & PromiseLike<T[]>,
): ByOrder<T> {
  return {
    statements: chunks(ids, IDS_PER_QUERY).map(read),
    group: (results) => groupBy((results as T[][]).flat(), (row) => row.orderId),
  };
}

/** Nothing read: what an order's details leave out (the CSV export prints no history). */
export const NOTHING: ByOrder<never> = { statements: [], group: () => new Map() };

type Grouped<Reads> = { [K in keyof Reads]: Reads[K] extends ByOrder<infer T> ? Map<string, T[]> : never };

/**
 * Every read of `reads` in one D1 call: a page of orders' lines and histories cost one round trip, not one each, and
 * are read from one moment of the database.
 */
export async function readByOrder<const Reads extends readonly ByOrder<unknown>[]>(
  db: Db,
  reads: Reads,
): Promise<Grouped<Reads>> {
  const [first, ...rest] = reads.flatMap((read) => read.statements);
  const results: unknown[] = first ? await db.batch([first, ...rest]) : [];
  let next = 0;
  return reads.map((read) => read.group(results.slice(next, (next += read.statements.length)))) as Grouped<Reads>;
}

export interface DetailOptions {
  /** The status and confirmation histories (the CSV export prints none). */
  history?: boolean;
  /** The timeline and the courier's last event, for the shop's answers only: it holds internal notes. */
  timeline?: boolean;
  /** What the shop's orders from each phone say (risk.ts), for the shop's answers only. */
  risk?: boolean;
}

/** Each order's lines, in the order they were placed in (an oils order's) or by name (a perfume order's). */
export const linesOf = (db: Db, ids: string[]) =>
  byOrder(ids, (part) =>
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, part))
      .orderBy(asc(orderItems.position), asc(orderItems.name), asc(orderItems.sizeMl)),
  );

/** Each order's status history, with who made each change, for orders of either kind. */
export const statusesOf = (db: Db, ids: string[]) =>
  byOrder(ids, (part) =>
    db
      .select({
        orderId: orderStatusHistory.orderId,
        status: orderStatusHistory.status,
        at: orderStatusHistory.at,
        reason: orderStatusHistory.reason,
        restock: orderStatusHistory.restock,
        byRole: orderStatusHistory.byRole,
        byName: users.username,
      })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.by))
      .where(inArray(orderStatusHistory.orderId, part)),
  );

/** Each order's confirmation history, with who recorded each answer, for orders of either kind. */
export const confirmationsOf = (db: Db, ids: string[]) =>
  byOrder(ids, (part) =>
    db
      .select({
        orderId: orderConfirmationHistory.orderId,
        confirmation: orderConfirmationHistory.confirmation,
        at: orderConfirmationHistory.at,
        byRole: orderConfirmationHistory.byRole,
        byName: users.username,
      })
      .from(orderConfirmationHistory)
      .leftJoin(users, eq(users.id, orderConfirmationHistory.by))
      .where(inArray(orderConfirmationHistory.orderId, part)),
  );

const eventsOf = (db: Db, ids: string[]) =>
  byOrder(ids, (part) =>
    db
      .select({
        orderId: orderEvents.orderId,
        seq: orderEvents.seq,
        kind: orderEvents.kind,
        detail: orderEvents.detail,
        at: orderEvents.at,
        byRole: orderEvents.byRole,
        byName: users.username,
      })
      .from(orderEvents)
      .innerJoin(users, eq(users.id, orderEvents.by))
      .where(inArray(orderEvents.orderId, part)),
  );

/** A booking as `bookingsOf` reads it. */
type BookingRead = {
  status: string | null;
  at: number | null;
  state: string;
  courier: CourierApiId;
  trackingNumber: string | null;
  bookedAt: number | null;
  /** The username of whoever booked it. */
  by: string | null;
  paid: boolean | null;
  paidAs: string | null;
  paidOn: string | null;
};

/**
 * What the shop's answer says of an order's parcel booked by API (either kind): the courier's last event, whether the
 * booking can be cancelled, the booking itself (with whom, its tracking number, when and by whom), and what the
 * courier's own report says it paid while the shop has no payout for it yet (its cash still with the courier).
 */
export function courierView(
  booking: BookingRead | undefined,
  cash: Cash,
): Pick<Order, 'courierStatus' | 'courierStatusAt' | 'courierBooked' | 'booking' | 'courierPaid'> {
  const event = booking?.status && booking.at !== null ? { status: booking.status, at: booking.at } : null;
  return {
    courierStatus: event?.status ?? null,
    courierStatusAt: event ? new Date(event.at).toISOString() : null,
    courierBooked: booking?.state === 'booked',
    booking:
      booking?.state === 'booked' && booking.trackingNumber
        ? {
            courier: booking.courier,
            trackingNumber: booking.trackingNumber,
            bookedAt: new Date(booking.bookedAt ?? 0).toISOString(),
            by: booking.by ?? '',
          }
        : null,
    courierPaid: booking?.paid && cash === 'with-courier' ? { reference: booking.paidAs, on: booking.paidOn } : null,
  };
}

export const bookingsOf = (db: Db, ids: string[]) =>
  byOrder(ids, (part) =>
    db
      .select({
        orderId: courierBookings.orderId,
        status: courierBookings.courierStatus,
        at: courierBookings.eventAt,
        state: courierBookings.state,
        courier: courierBookings.courier,
        trackingNumber: courierBookings.trackingNumber,
        bookedAt: courierBookings.bookedAt,
        by: users.username,
        paid: courierBookings.paymentSettled,
        paidAs: courierBookings.paymentReference,
        paidOn: courierBookings.paymentDate,
      })
      .from(courierBookings)
      .leftJoin(users, eq(users.id, courierBookings.by))
      .where(inArray(courierBookings.orderId, part)),
  );

/** What `withDetails` reads of the orders `ids`, as asked, in one D1 call: their lines, histories and timeline. */
export const detailReads = (db: Db, ids: string[], { history = true, timeline = false }: DetailOptions = {}) =>
  [
    linesOf(db, ids),
    history ? statusesOf(db, ids) : NOTHING,
    history ? confirmationsOf(db, ids) : NOTHING,
    history && timeline ? eventsOf(db, ids) : NOTHING,
    timeline ? bookingsOf(db, ids) : NOTHING,
  ] as const;

/** The orders with their lines and, as asked, their histories and timeline. */
export async function withDetails(
  db: Db,
  rows: OrderRow[],
  { history = true, timeline = false, risk = false }: DetailOptions = {},
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [[itemsOf, historyOf, confirmationsOfOrder, eventsOfOrder, bookingsOfOrder], risks] = await Promise.all([
    readByOrder(db, detailReads(db, ids, { history, timeline })),
    risk
      ? risksOf(
          db,
          rows.map((row) => row.phone),
        )
      : null,
  ]);
  return rows.map((row) => ({
    ...serializeOrder(
      row,
      itemsOf.get(row.id) ?? [],
      historyOf.get(row.id) ?? [],
      confirmationsOfOrder.get(row.id) ?? [],
      history && timeline ? (eventsOfOrder.get(row.id) ?? []) : undefined,
    ),
    ...(risks ? { risk: risks.get(row.phone) ?? NO_RISK } : {}),
    ...(timeline ? courierView(bookingsOfOrder.get(row.id)?.[0], row.cash) : {}),
  }));
}

/** A perfume order's row: the perfume endpoints find no oils order. */
export async function findOrderRow(db: Db, where: SQL | undefined): Promise<OrderRow | undefined> {
  const [row] = await firstOrderRow(db, where);
  return row;
}

/** findOrderRow as a statement, to be read in one D1 call with others. */
export const firstOrderRow = (db: Db, where: SQL | undefined) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.kind, 'perfume'), where))
    .limit(1);

/** One order by its `_id`, or null. No ownership check: callers decide who may see it (and its timeline). */
export async function readOrder(db: Db, id: string, options: DetailOptions = {}): Promise<Order | null> {
  const row = await findOrderRow(db, eq(orders.id, id));
  if (!row) return null;
  const [order] = await withDetails(db, [row], options);
  return order ?? null;
}

/** The order as `viewer` may see it: their own, or any (with its timeline) for an admin. Anything else is 404, never 403. */
export async function readOrderFor(db: Db, id: string, viewer: SessionUser): Promise<Order> {
  const row = await findOrderRow(
    db,
    opensConsole(viewer.role) ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.userId, viewer.id)),
  );
  if (!row) throw new ApiError(404, 'Order not found.', { code: 'not_found' });
  const shop = opensConsole(viewer.role);
  const [order] = await withDetails(db, [row], { timeline: shop, risk: shop });
  return order!;
}
