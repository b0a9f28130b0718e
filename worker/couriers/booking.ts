/**
 * Booking an order's parcel (perfume or oils) with a connected courier: the order's delivery details and its cash on
 * delivery go to the courier under the order's display number, and the order ships with the tracking number the courier
 * gives, through the same status change as a hand-typed one (history, timeline and stock as ever).
 *
 * The order never changes before the courier has answered yes. A courier's "no" leaves nothing behind. A courier
 * that did not answer may have booked all the same, so the attempt is kept ('booking'), and the next one first asks
 * the courier for a parcel under the order's reference: a retry after a timeout never books a second parcel. One
 * attempt runs at a time per order.
 *
 * While an attempt stands, the order's details and lines cannot change (edit.ts refuses), and the parcel is made
 * from the order as it is once the attempt is taken: the courier collects what the order says, at its address. The
 * order may still be cancelled meanwhile (the shopper's link does not wait for a courier): a parcel booked for an
 * order that no longer ships is cancelled at the courier at once, or, where the courier cannot be reached, left for
 * the sync to cancel (unanswered.ts).
 */
import type { Actor } from '#schema/actors';
import { sizedName } from '#schema/size-name';
import { and, eq, lt } from 'drizzle-orm';
import type { Booking } from '#schema/answers/couriers';
import { COURIER_OF_API, DEFAULT_PARCEL_GRAMS, type CourierApiId } from '#schema/courier-apis';
import type { DeliverTo } from '#schema/payloads/couriers';
import { unansweredText } from '#schema/courier-refusal';
import { orderDisplayNumber } from '#schema/display-number';
import { courierBookings, orderItems, orders, users } from '#schema/tables';
import { isUniqueViolation, type Db } from '../db';
import type { Env, SessionUser } from '../env';
import { ApiError } from '../http/errors';
import { changeStatus, ORDER_NOT_FOUND } from '../orders/lifecycle';
import { KIND_OF } from '../orders/status';
import { shopActor } from '../auth/session';
import { CourierRefused, CourierUnreachable, type Booked, type CourierAdapter, type Parcel } from './courier';
import { connectedCourier, type Connected } from './connections';
import { numberTaken } from './number-taken';
import { courierRefusal } from './refusals';

/** An attempt older than this is taken for dead (its Worker stopped) and may be taken over. */
export const ATTEMPT_LEASE_MS = 60_000;

/** Said to a second booking, or an edit, of an order a courier is booking now. */
export const BOOKING_IN_PROGRESS = 'This order is being booked right now. Please wait a moment and look again.';

/** The statuses an order can be booked from: waiting to ship. */
export const BOOKABLE = ['pending', 'processing'];

export interface BookingRequest {
  courier: CourierApiId;
  weightGrams?: number;
  pieces?: number;
  /** An oils order's recipient and street address, as the customer gave them on WhatsApp. */
  deliverTo?: DeliverTo;
}

/** The delivery address as a courier and a label write it: the street, the apartment and the landmark. */
export const addressOf = (order: Pick<typeof orders.$inferSelect, 'address' | 'apartment' | 'landmark'>) =>
  [order.address, order.apartment, order.landmark].filter(Boolean).join(', ');

/**
 * Who the parcel goes to and where, as the courier and the shop's label write it. An oils order is booked with the
 * name and street address the owner wrote (deliveredTo); one booked before it asked goes in its buyer's account's
 * name, to their city.
 */
export const recipientOf = (order: typeof orders.$inferSelect, username: string) => ({
  name: `${order.firstName} ${order.lastName}`.trim() || username,
  address: addressOf(order) || order.city,
});

/** What the rider needs beside the address: the customer's other number and their delivery notes, when given. */
export const riderNotesOf = (order: Pick<typeof orders.$inferSelect, 'alternatePhone' | 'deliveryNotes'>) => ({
  alternatePhone: order.alternatePhone || null,
  notes: order.deliveryNotes || null,
});

/** A line as the parcel's description names it: a perfume (its tester or sample size) and how many, or an oil at its volume. */
const lineText = (line: { name: string; quantity: number; volume: number | null; sizeMl: number | null }) =>
  line.volume === null ? `${sizedName(line.name, line.sizeMl)} x${line.quantity}` : `${line.name} ${line.volume} ml`;

async function parcelOf(db: Db, order: typeof orders.$inferSelect, weightGrams: number, pieces: number) {
  const [lines, [account]] = await Promise.all([
    db
      .select({
        name: orderItems.name,
        quantity: orderItems.quantity,
        volume: orderItems.volume,
        sizeMl: orderItems.sizeMl,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.position, orderItems.name),
    db.select({ username: users.username }).from(users).where(eq(users.id, order.userId)),
  ]);
  const parcel: Parcel = {
    reference: orderDisplayNumber(order),
    ...recipientOf(order, account?.username ?? ''),
    phone: order.phone,
    city: order.city,
    codAmount: order.total,
    weightGrams,
    pieces,
    description: lines.map(lineText).join(', '),
    ...riderNotesOf(order),
  };
  return parcel;
}

/**
 * Refuses a delivery the order cannot take, before anything is asked of the courier: a perfume order goes to the
 * address on the order (changed on the order), and an oils order needs a street address, written once at booking.
 */
function checkDelivery(order: typeof orders.$inferSelect, deliverTo: DeliverTo | undefined) {
  if (deliverTo && order.kind === 'perfume')
    throw new ApiError(400, 'A perfume order goes to the address on the order: change it there.', {
      code: 'invalid',
      field: 'deliverTo',
    });
  if (order.kind === 'oils' && BOOKABLE.includes(order.status) && !deliverTo && !addressOf(order))
    throw new ApiError(
      422,
      'This oils order has no street address yet: write the name and address the customer gave you, then book it.',
      { code: 'address_needed', field: 'deliverTo.address' },
    );
}

/**
 * The order with the recipient, street address and (where corrected) city the owner wrote for it, kept on the order
 * for its card and label.
 */
async function deliveredTo(db: Db, order: typeof orders.$inferSelect, deliverTo: DeliverTo | undefined) {
  if (!deliverTo) return order;
  const { name, address, city = order.city } = deliverTo;
  const written = { firstName: name, lastName: '', address, city };
  await db.update(orders).set(written).where(eq(orders.id, order.id)).run();
  return { ...order, ...written };
}

/**
 * Takes the order's booking attempt, or refuses: already booked, another attempt under way (with any courier), or one
 * another courier never answered (it may hold the parcel).
 */
async function claim(db: Db, orderId: string, courier: CourierApiId, reference: string, by: string, now: number) {
  const existing = await db.select().from(courierBookings).where(eq(courierBookings.orderId, orderId)).get();
  if (existing?.state === 'booked')
    throw new ApiError(409, `This order is already booked with ${COURIER_OF_API[existing.courier]}.`, {
      code: 'already_booked',
    });
  if (existing && existing.courier !== courier) {
    // Another courier is still answering (an admin booking it a moment ago): wait for it, as for the same courier.
    if (existing.attemptAt >= now - ATTEMPT_LEASE_MS)
      throw new ApiError(409, BOOKING_IN_PROGRESS, { code: 'booking_in_progress' });
    const silence = { courier: COURIER_OF_API[existing.courier], step: 'book' } as const;
    throw new ApiError(409, unansweredText(silence), { code: 'booking_unanswered', field: 'courier', silence });
  }
  const taken = existing
    ? await db
        .update(courierBookings)
        .set({ attemptAt: now, by })
        .where(
          and(
            eq(courierBookings.orderId, orderId),
            eq(courierBookings.state, 'booking'),
            lt(courierBookings.attemptAt, now - ATTEMPT_LEASE_MS),
          ),
        )
        .run()
    : await db
        .insert(courierBookings)
        .values({ orderId, courier, reference, state: 'booking', attemptAt: now, by })
        .onConflictDoNothing()
        .run();
  if (taken.meta.changes === 0) throw new ApiError(409, BOOKING_IN_PROGRESS, { code: 'booking_in_progress' });
  // A retry after an attempt the courier never answered: the parcel may already exist.
  return { unsure: existing !== undefined };
}

export async function bookOrder(
  db: Db,
  env: Env,
  orderId: string,
  request: BookingRequest,
  user: SessionUser,
  now = Date.now(),
): Promise<Booking> {
  await bookableOrder(db, orderId);
  return bookWith(db, await connectedCourier(db, env, request.courier), orderId, request, user, now);
}

/** The order, or refuses: none such, or not waiting to ship (a booked one goes on to say it is already booked). */
async function bookableOrder(db: Db, orderId: string) {
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND, { code: 'not_found' });
  const booked = await db.select().from(courierBookings).where(eq(courierBookings.orderId, orderId)).get();
  if (booked?.state !== 'booked' && !BOOKABLE.includes(order.status))
    throw new ApiError(409, `This order is ${order.status}; only a pending or processing order can be booked.`, {
      code: 'not_bookable',
    });
  return order;
}

/**
 * The order ships with the parcel the courier holds for it: its tracking number kept on the booking first (whatever
 * happens to the order next, the shop knows the parcel exists), then the order moved to shipped through the same
 * status change as a hand-typed one. A number another order already has is refused as the courier's mistake
 * (number-taken.ts), before anything is written.
 */
export async function shipWithParcel(
  db: Db,
  order: Pick<typeof orders.$inferSelect, 'id' | 'kind' | 'status'>,
  courier: CourierApiId,
  made: Booked,
  by: Actor,
  now: number,
  bookedBy?: string,
): Promise<void> {
  const taken = () => numberTaken(db, order.id, courier, made.trackingNumber);
  const refused = await taken();
  if (refused) throw refused;
  const booking = eq(courierBookings.orderId, order.id);
  try {
    await db
      .update(courierBookings)
      .set({
        state: 'booked',
        trackingNumber: made.trackingNumber,
        bookedAt: now,
        ...(bookedBy ? { by: bookedBy } : {}),
      })
      .where(booking)
      .run();
  } catch (err) {
    // Another order's booking took the number between the look and the write.
    throw (isUniqueViolation(err) && (await taken())) || err;
  }
  const kind = KIND_OF[order.kind];
  try {
    if (order.status === 'pending') await changeStatus(db, kind, order.id, { to: 'processing', by }, now);
    const shipped = { courier: COURIER_OF_API[courier], trackingNumber: made.trackingNumber };
    await changeStatus(db, kind, order.id, { to: 'shipped', shipped, by }, now);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // The order moved on while the courier was booking (cancelled, or shipped by hand): the parcel is an attempt no
    // one is making again, which the sync settles by cancelling it at the courier. Or another order was shipped by
    // hand under the number meanwhile: the courier's mistake, its number left to that order.
    const numberGone = err.code === 'tracking_number_taken';
    await db
      .update(courierBookings)
      .set({ state: 'booking', attemptAt: 0, ...(numberGone ? { trackingNumber: null } : {}) })
      .where(booking)
      .run();
    throw (numberGone && (await taken())) || err;
  }
}

/** Books one order with a courier already opened (a bulk booking opens it once for all its orders). */
export async function bookWith(
  db: Db,
  { adapter, defaultWeightGrams }: Connected,
  orderId: string,
  request: BookingRequest,
  user: SessionUser,
  now = Date.now(),
): Promise<Booking> {
  const first = await bookableOrder(db, orderId);
  checkDelivery(first, request.deliverTo);
  const { unsure } = await claim(db, orderId, request.courier, orderDisplayNumber(first), user.id, now);
  // Read again once the attempt is taken, from when no edit can land: the parcel carries the order as it ships.
  const order = await bookableOrder(db, orderId)
    .then((read) => deliveredTo(db, read, request.deliverTo))
    .catch(async (err: unknown) => {
      await letGo(db, orderId, { forget: !unsure });
      throw err;
    });
  const weight = request.weightGrams ?? defaultWeightGrams ?? DEFAULT_PARCEL_GRAMS;
  const parcel = await parcelOf(db, order, weight, request.pieces ?? 1);

  let made: Booked;
  try {
    made = (unsure ? await heldParcel(adapter, parcel.reference) : null) ?? (await adapter.book(parcel));
  } catch (err) {
    // A courier's no leaves nothing; where nothing is known of what it did, the attempt stays.
    await letGo(db, orderId, { forget: err instanceof CourierRefused });
    throw courierRefusal(err, 422, 'book');
  }

  try {
    await shipWithParcel(db, order, request.courier, made, shopActor(user), now, user.id);
  } catch (err) {
    // A number another order has: the courier holds a parcel under this order's reference all the same, so the
    // attempt stays, unsure, for a retry or the sync to find once the courier has corrected it. Never withdrawn:
    // cancelling by that number would cancel the other order's parcel.
    if (err instanceof CourierRefused) {
      await letGo(db, orderId, { forget: false });
      throw courierRefusal(err, 422, 'book');
    }
    if (err instanceof ApiError) throw await withdrawn(db, adapter, orderId, request.courier, made);
    throw err;
  }
  return {
    courier: request.courier,
    trackingNumber: made.trackingNumber,
    bookedAt: new Date(now).toISOString(),
    by: user.username,
  };
}

/**
 * The parcel the courier holds under the order's reference, or null only when the courier itself said it holds none.
 * Any other "no" to the look-up (too many calls, a look-up it will not make now) leaves unknown whether it holds one:
 * said as its silence, so the attempt stays and no second parcel is booked.
 */
async function heldParcel(adapter: CourierAdapter, reference: string): Promise<Booked | null> {
  try {
    return await adapter.findByReference(reference);
  } catch (err) {
    if (!(err instanceof CourierRefused)) throw err;
    throw new CourierUnreachable({ courier: err.no.courier, why: 'unsure', no: err.no });
  }
}

/**
 * The attempt let go: forgotten where the courier holds no parcel for it, else kept for the next attempt or the sync
 * to take (one made before may have left a parcel at the courier).
 */
async function letGo(db: Db, orderId: string, { forget }: { forget: boolean }) {
  const attempt = and(eq(courierBookings.orderId, orderId), eq(courierBookings.state, 'booking'));
  if (forget) await db.delete(courierBookings).where(attempt).run();
  else await db.update(courierBookings).set({ attemptAt: 0 }).where(attempt).run();
}

/**
 * The refusal of a booking whose order moved on while the courier was booking it: its parcel is cancelled at the
 * courier now, and its attempt forgotten; a courier that cannot cancel it now leaves it to the sync.
 */
async function withdrawn(db: Db, adapter: CourierAdapter, orderId: string, courier: CourierApiId, made: Booked) {
  const order = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get();
  const name = COURIER_OF_API[courier];
  const moved = `This order was ${order?.status ?? 'removed'} while ${name} was booking it`;
  try {
    await adapter.cancel(made.trackingNumber);
  } catch {
    return new ApiError(
      409,
      `${moved}, and ${name} could not cancel its parcel ${made.trackingNumber} now: the next sync cancels it.`,
      { code: 'booking_withdrawn' },
    );
  }
  await letGo(db, orderId, { forget: true });
  return new ApiError(409, `${moved}, so ${name} has cancelled its parcel ${made.trackingNumber}.`, {
    code: 'booking_withdrawn',
  });
}
