/**
 * What each connected courier's own system knows, brought into the shop (the hourly Cron Trigger, and the owner's
 * Sync now): every parcel booked through its API and still on the road is tracked (and one marked delivered by hand
 * until the courier says so), in as few calls as the courier allows. A delivered parcel's order becomes delivered
 * (its cash with the courier); a returned one becomes returned with the courier's reason, its bottles back on the
 * shelf or written off as the owner's setting says;
 * a parcel the courier has cancelled (a cancel whose answer never came, or one made in its portal) puts its order back
 * to processing, ready to book again (release-booking.ts); a booking it never answered is settled by asking it
 * (unanswered.ts); each move is in the order's history by the courier. Any
 * other news is kept on the booking: the courier's words
 * and when it happened, so the dashboard can list parcels nothing has happened to for days. Then the courier is asked
 * what it paid for the delivered parcels whose cash it holds (payments.ts).
 *
 * One courier failing (unreachable, credentials revoked) is kept as its last error and leaves the others syncing.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { courierActor } from '#schema/actors';
import type { Cash } from '#schema/cash';
import { isCourierApiId, type CourierApiId } from '#schema/courier-apis';
import { orderDisplayNumber } from '#schema/display-number';
import { courierReturnRestocks, type CourierRestockRule } from '#schema/returns';
import type { CourierSync } from '#schema/answers/couriers';
import { courierBookings, courierConnections, orders } from '#schema/tables';
import { chunks, type Db } from '../db';
import type { Env } from '../env';
import { bulkChangeStatus, type StatusChange } from '../orders/lifecycle';
import { KIND_OF } from '../orders/status';
import type { OrderKindName } from '#schema/order-kinds';
import type { CourierSyncFailure } from '#schema/courier-refusal';
import { ApiError } from '../http/errors';
import { CourierRefused, CourierUnreachable, type CourierAdapter, type ParcelState, type Tracked } from './courier';
import type { OrderStatus } from '#schema/order-status';
import { readSettings } from '../settings/store';
import { syncPayments } from './payments';
import { connectedCourier } from './connections';
import { courierTime } from './courier-time';
import { releaseBooking } from './release-booking';
import { settleUnanswered } from './unanswered';

/** Orders moved in one D1 batch: each takes a few statements (its row, its history, a return's stock). */
const MOVES_PER_BATCH = 100;
/** Bookings whose courier news one statement keeps (their values travel as one bound JSON text). */
const NEWS_PER_STATEMENT = 500;

interface OnTheRoad {
  orderId: string;
  kind: OrderKindName;
  status: OrderStatus;
  cash: Cash;
  trackingNumber: string;
  courierStatus: string | null;
  eventAt: number | null;
  parcelState: ParcelState | null;
}

/**
 * A parcel marked delivered by hand that its courier has not yet said it delivered or brought back: a tap made too
 * soon, or a parcel refused at the door after it, still comes back as the courier tells it; once the owner has
 * recorded the courier's payment for it, what the courier says is kept on its card (moveFor).
 */
const deliveredByHand = and(
  eq(orders.status, 'delivered'),
  sql`coalesce(${courierBookings.parcelState}, '') NOT IN ('delivered', 'returned')`,
);

async function onTheRoad(db: Db, courier: CourierApiId): Promise<OnTheRoad[]> {
  const rows = await db
    .select({
      orderId: courierBookings.orderId,
      kind: orders.kind,
      status: orders.status,
      cash: orders.cash,
      trackingNumber: courierBookings.trackingNumber,
      courierStatus: courierBookings.courierStatus,
      eventAt: courierBookings.eventAt,
      parcelState: courierBookings.parcelState,
    })
    .from(courierBookings)
    .innerJoin(orders, eq(orders.id, courierBookings.orderId))
    .where(
      and(
        eq(courierBookings.courier, courier),
        eq(courierBookings.state, 'booked'),
        or(eq(orders.status, 'shipped'), deliveredByHand),
      ),
    );
  return rows.filter((row): row is OnTheRoad => row.trackingNumber !== null);
}

/**
 * The order's move for what the courier says, or null when the parcel is still on its way (or already where the
 * owner put it); a returned parcel's bottles go back on the shelf as the owner's setting says. A parcel marked
 * delivered by hand that comes back was never paid for at the door: its cash is not with the courier. One the owner
 * has recorded the courier's payment for is not moved over that payment: the courier's word that it came back shows
 * on its card, for the owner to settle with the courier.
 */
function moveFor(
  courier: CourierApiId,
  ours: OnTheRoad,
  parcel: Tracked,
  restock: CourierRestockRule,
): StatusChange | null {
  const by = courierActor(courier);
  if (parcel.state === 'delivered') return ours.status === 'delivered' ? null : { to: 'delivered', by };
  if (parcel.state !== 'returned' || ours.cash === 'remitted') return null;
  const reason = parcel.returnReason ?? 'other';
  const back = { reason, restock: courierReturnRestocks(restock, reason) };
  return { to: 'returned', by, back, ...(ours.status === 'delivered' ? { uncollected: true } : {}) };
}

/** Orders of one kind that move alike (delivered; returned for one reason). */
interface Moves {
  kind: OrderKindName;
  change: StatusChange;
  ids: string[];
}

/**
 * The moves of one kind, as few D1 queries as the batches allow: a Worker invocation may make 1,000, and one order
 * moved by itself takes two (its status read, its batch), so a busy day's 700 deliveries moved one by one would
 * stop the sync part-way.
 */
async function moveAll(db: Db, moves: Map<string, Moves>, now: number) {
  let delivered = 0;
  let returned = 0;
  for (const { kind, change, ids } of moves.values()) {
    for (const part of chunks(ids, MOVES_PER_BATCH)) {
      // An order someone moved by hand meanwhile is skipped: theirs stands.
      const { changed } = await bulkChangeStatus(db, KIND_OF[kind], part, change, now);
      if (change.to === 'delivered') delivered += changed.length;
      else returned += changed.length;
    }
  }
  return { delivered, returned };
}

/** The courier's news kept on each booking, one statement for many bookings (their values as one JSON array). */
function keepNews(
  db: Db,
  news: { orderId: string; courierStatus: string; eventAt: number | null; parcelState: ParcelState }[],
) {
  const values = JSON.stringify(news);
  const of = (field: string) =>
    sql`(SELECT value ->> ${field} FROM json_each(${values}) WHERE value ->> 'orderId' = ${courierBookings.orderId})`;
  return db
    .update(courierBookings)
    .set({ courierStatus: of('courierStatus'), eventAt: of('eventAt'), parcelState: of('parcelState') })
    .where(sql`${courierBookings.orderId} IN (SELECT value ->> 'orderId' FROM json_each(${values}))`);
}

const nothingDone = (courier: CourierApiId): CourierSync => ({
  courier,
  checked: 0,
  delivered: 0,
  returned: 0,
  cancelled: 0,
  updated: 0,
  paid: 0,
  error: null,
  failure: null,
});

async function syncOne(
  db: Db,
  env: Env,
  courier: CourierApiId,
  restock: CourierRestockRule,
  now: number,
): Promise<CourierSync> {
  const result = nothingDone(courier);
  // Opened once, and only when there is something to ask.
  let opened: Promise<CourierAdapter> | null = null;
  const adapter = () => (opened ??= connectedCourier(db, env, courier).then((connected) => connected.adapter));
  // First, so an order whose unanswered booking the courier did make is tracked with the rest.
  await settleUnanswered(db, courier, adapter, now);
  await trackParcels(db, courier, adapter, restock, result, now);
  // After the tracking, so a parcel delivered just now is asked about at once.
  result.paid = await syncPayments(db, courier, adapter, now);
  return result;
}

async function trackParcels(
  db: Db,
  courier: CourierApiId,
  adapter: () => Promise<CourierAdapter>,
  restock: CourierRestockRule,
  result: CourierSync,
  now: number,
): Promise<void> {
  const parcels = await onTheRoad(db, courier);
  if (parcels.length === 0) return;
  const tracked = await (await adapter()).track(parcels.map((parcel) => parcel.trackingNumber));
  const byNumber = new Map(parcels.map((parcel) => [parcel.trackingNumber, parcel]));
  const news = [];
  // Orders of one kind moving alike (delivered; returned for one reason) go together.
  const moves = new Map<string, Moves>();
  const cancelled: OnTheRoad[] = [];
  for (const parcel of tracked) {
    const ours = byNumber.get(parcel.trackingNumber);
    if (!ours) continue;
    result.checked += 1;
    const eventAt = courierTime(parcel.at) ?? (parcel.courierStatus === ours.courierStatus ? ours.eventAt : now);
    if (parcel.courierStatus !== ours.courierStatus || eventAt !== ours.eventAt || parcel.state !== ours.parcelState) {
      news.push({ orderId: ours.orderId, courierStatus: parcel.courierStatus, eventAt, parcelState: parcel.state });
    }
    if (parcel.state === 'cancelled') {
      cancelled.push(ours);
      continue;
    }
    const change = moveFor(courier, ours, parcel, restock);
    if (!change) continue;
    const key = `${ours.kind}:${change.to}:${change.back?.reason ?? ''}:${change.uncollected ? 'uncollected' : ''}`;
    const group = moves.get(key) ?? { kind: ours.kind, change, ids: [] };
    group.ids.push(ours.orderId);
    moves.set(key, group);
  }
  Object.assign(result, await moveAll(db, moves, now));
  // Rare (a cancel that timed out, a parcel cancelled in the courier's portal): one batch each.
  for (const parcel of cancelled) {
    const booking = { orderId: parcel.orderId, courier, trackingNumber: parcel.trackingNumber };
    if (await releaseBooking(db, booking, courierActor(courier), now)) result.cancelled += 1;
  }
  for (const part of chunks(news, NEWS_PER_STATEMENT)) await keepNews(db, part).run();
  result.updated = news.length;
}

/**
 * Why a courier's sync failed, apart from any language, as a booking's refusal carries it: the courier's "no" with
 * its words, its silence, credentials the shop can no longer read, or the shop's own failure.
 */
function syncFailureOf(err: Error): CourierSyncFailure {
  if (err instanceof CourierRefused) return { code: 'courier_refused', courier: err.no };
  if (err instanceof CourierUnreachable) return { code: 'courier_unreachable', unheard: err.unheard };
  if (err instanceof ApiError && err.code === 'courier_not_connected') return { code: 'courier_not_connected' };
  return { code: 'internal' };
}

/** Syncs every connected courier; each one's outcome is kept on its connection (lastSyncAt, lastError). */
export async function syncCouriers(db: Db, env: Env, now = Date.now()): Promise<CourierSync[]> {
  const connected = await db.select({ courier: courierConnections.courier }).from(courierConnections);
  const results: CourierSync[] = [];
  // Read once for the whole sync, so every courier's returns follow the same rule.
  const { courierRestock } = await readSettings(db);
  for (const { courier } of connected) {
    if (!isCourierApiId(courier)) continue;
    let result: CourierSync;
    try {
      result = await syncOne(db, env, courier, courierRestock, now);
    } catch (err) {
      if (!(err instanceof Error)) throw err;
      result = { ...nothingDone(courier), error: err.message, failure: syncFailureOf(err) };
    }
    await db
      .update(courierConnections)
      .set({ lastSyncAt: now, lastError: result.error, lastFailure: result.failure })
      .where(eq(courierConnections.courier, courier));
    results.push(result);
  }
  return results;
}

/** A parcel nothing has happened to for this many days is listed on the dashboard to chase with the courier. */
export const STUCK_AFTER_DAYS = 5;
/** The most stuck parcels the dashboard lists, the longest silent first; it counts them all. */
const STUCK_LISTED = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Parcels booked by API and still shipped that no courier event has moved for `days` (counted from the booking
 * when the courier has told nothing yet), or that their courier says are lost, however lately: the dashboard's
 * parcels to chase, the longest silent first.
 */
export async function stuckParcels(db: Db, days = STUCK_AFTER_DAYS, now = Date.now()) {
  const last = sql<number>`coalesce(${courierBookings.eventAt}, ${courierBookings.bookedAt})`;
  const rows = await db
    .select({
      orderId: courierBookings.orderId,
      kind: orders.kind,
      number: orders.number,
      courier: courierBookings.courier,
      trackingNumber: courierBookings.trackingNumber,
      courierStatus: courierBookings.courierStatus,
      last,
      count: sql<number>`count(*) OVER ()`,
    })
    .from(courierBookings)
    .innerJoin(orders, eq(orders.id, courierBookings.orderId))
    .where(
      and(
        eq(courierBookings.state, 'booked'),
        eq(orders.status, 'shipped'),
        or(lt(last, now - days * DAY_MS), eq(courierBookings.parcelState, 'lost')),
      ),
    )
    .orderBy(last, courierBookings.orderId)
    .limit(STUCK_LISTED);
  const parcels = rows.flatMap((row) =>
    isCourierApiId(row.courier) && row.trackingNumber
      ? [
          {
            orderId: row.orderId,
            displayOrderId: orderDisplayNumber(row),
            courier: row.courier,
            trackingNumber: row.trackingNumber,
            courierStatus: row.courierStatus,
            daysSince: Math.floor((now - row.last) / DAY_MS),
          },
        ]
      : [],
  );
  return { count: rows[0]?.count ?? 0, parcels };
}
