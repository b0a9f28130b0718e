/**
 * Placing a perfume-oil order: built from the user's oils cart at the server's prices, checked against
 * what the shopper saw, and written in one D1 batch that also takes the ordered lines out of the cart (a line of an
 * oil the owner has hidden is not ordered, and stays). The batch only writes if every cart line it orders is still
 * there, so a double tap (or two tabs) cannot order the same cart twice, and only while the phone is not blocked, so
 * a number blocked while its order is being placed still writes nothing.
 */
import { and, count, eq, exists, inArray, sql } from 'drizzle-orm';
import { oils, oilsCartItems, orderItems, orders, orderStatusHistory } from '#schema/tables';
import { oilsTotal } from '#schema/oil-pricing';
import type { PlaceOilsOrder } from '#schema/payloads/oils';
import type { OilsOrder } from '#schema/answers/oils';
import { ApiError } from '../../http/errors';
import { insertSelect, isUniqueViolation, type Db } from '../../db';
import { hashRequest } from '../../idempotency/key';
import { placeOnce, type Placed, type PlaceRequest } from '../../idempotency/place-once';
import { randomId, randomToken } from '../../ids';
import { blockedAmong, refuseBlockedPhones } from '../../blocked-phones/store';
import { readOilsCart, type OilsCartLine } from '../cart/lines';
import { PRICES_CHANGED } from '../../orders/place';
import { findOilsOrderByKey, readOilsOrder } from './read';
import { nextNumber } from '../../orders/number';

const OILS_CART_CHANGED = 'Your oils cart has changed. Please review it and order again.';

/** What the batch writes beside the order: who placed it, and the Idempotency-Key with its request's hash. */
export interface OrderRequest {
  userId: string;
  payload: PlaceOilsOrder;
  idempotencyKey: string | null;
  requestHash: string;
}

const lineKey = (name: string, volume: number) => `${name.trim().toLowerCase()}|${volume}`;

const noLongerSold = (line: OilsCartLine) =>
  new ApiError(409, `Sorry, ${line.name} is no longer available. Please remove it from your oils cart.`, {
    code: 'no_longer_sold',
    product: line.name,
  });

/**
 * The shopper must be ordering the lines of their cart whose oils are still on offer, at the prices the server gives
 * them: a line of a hidden oil stays in the cart, out of the order. Answers the lines to order.
 */
function checkAgainstCart(payload: PlaceOilsOrder, lines: OilsCartLine[]): OilsCartLine[] {
  const byLine = (a: { key: string; price: number }, b: { key: string; price: number }) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.price - b.price;
  const sent = payload.items.map((i) => ({ key: lineKey(i.product, i.volume), price: i.price })).sort(byLine);
  // A page from before the owner hid the oil still sends its line: named, so the shopper knows which one left.
  const hidden = lines.filter((line) => !line.available);
  const sentHidden = hidden.find((line) => sent.some((s) => s.key === lineKey(line.name, line.volume)));
  if (sentHidden) throw noLongerSold(sentHidden);
  const orderable = lines.filter((line) => line.available);
  const held = orderable.map((l) => ({ key: lineKey(l.name, l.volume), price: l.price })).sort(byLine);
  if (sent.length !== held.length || sent.some((s, i) => s.key !== held[i]?.key)) {
    throw new ApiError(409, OILS_CART_CHANGED, { code: 'cart_changed' });
  }
  // Nothing sent, for a cart of hidden oils alone: there is nothing to order until the shopper removes them.
  if (orderable.length === 0) throw noLongerSold(hidden[0]!);
  if (sent.some((s, i) => s.price !== held[i]?.price) || payload.totalPrice !== oilsTotal(orderable)) {
    throw new ApiError(409, PRICES_CHANGED, { code: 'prices_changed' });
  }
  return orderable;
}

/**
 * The batch. The order row is only written while every cart line read is still there, none of their oils has been
 * hidden since and the phone is not blocked; the items and the first status are read from that row and the cart
 * lines are deleted only beside it, so a batch that lost the race writes nothing at all.
 */
function writeStatements(db: Db, request: OrderRequest, orderId: string, lines: OilsCartLine[]) {
  const { userId, payload } = request;
  const lineIds = lines.map((l) => l._id);
  const stillOrderable = db
    .select({ n: count() })
    .from(oilsCartItems)
    .innerJoin(oils, eq(oils.id, oilsCartItems.oilId))
    .where(and(eq(oilsCartItems.userId, userId), inArray(oilsCartItems.id, lineIds), eq(oils.available, true)));
  const total = oilsTotal(lines);
  // Settled over WhatsApp by the phone and city alone: no address, shipping or cash to follow.
  const insertOrder = insertSelect(
    db,
    orders,
    {
      id: orderId,
      kind: 'oils',
      number: nextNumber('oils'),
      userId,
      status: 'pending',
      firstName: '',
      lastName: '',
      email: '',
      phone: payload.phone,
      address: '',
      city: payload.city,
      country: '',
      shippingMethod: '',
      subtotal: total,
      shippingCost: 0,
      giftWrappingCost: 0,
      total,
      idempotencyKey: request.idempotencyKey,
      requestHash: request.requestHash,
      createdAt: Date.now(),
      confirmation: 'not-contacted',
      confirmToken: randomToken(),
      version: 0,
      cash: 'none',
      lang: payload.lang,
    },
    sql`WHERE ${stillOrderable} = ${lines.length} AND NOT ${blockedAmong(payload.phone)}`,
  );
  const theOrder = sql`FROM ${orders} WHERE ${orders.id} = ${orderId}`;
  const insertItems = lines.map((line, i) =>
    insertSelect(
      db,
      orderItems,
      {
        orderId: orders.id,
        oilId: line.oilId,
        volume: line.volume,
        position: i + 1,
        name: line.name,
        image: '',
        price: line.price,
        quantity: 1,
      },
      theOrder,
    ),
  );
  const firstStatus = insertSelect(
    db,
    orderStatusHistory,
    {
      orderId: orders.id,
      status: orders.status,
      at: orders.createdAt,
      by: orders.userId,
      byRole: 'shopper',
    },
    theOrder,
  );
  const emptyCart = db
    .delete(oilsCartItems)
    .where(
      and(
        eq(oilsCartItems.userId, userId),
        inArray(oilsCartItems.id, lineIds),
        exists(db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))),
      ),
    );
  return [insertOrder, ...insertItems, firstStatus, emptyCart] as const;
}

/** Writes the order in one batch; false (and nothing written) when a cart line it was built from is gone. */
export async function writeOilsOrder(
  db: Db,
  request: OrderRequest,
  orderId: string,
  lines: OilsCartLine[],
): Promise<boolean> {
  const [inserted] = await db.batch(writeStatements(db, request, orderId, lines));
  // Any change at all: D1 counts the rows the orders' triggers write beside the order's own (the search index).
  return inserted.meta.changes > 0;
}

/** Returns the order and whether this request created it (false: a retry answered with the first order). */
export async function placeOilsOrder(
  db: Db,
  { userId, payload, key }: PlaceRequest<PlaceOilsOrder>,
): Promise<Placed<OilsOrder>> {
  const request: OrderRequest = { userId, payload, idempotencyKey: key, requestHash: await hashRequest(payload) };
  return placeOnce({
    key,
    hash: request.requestHash,
    findByKey: (k) => findOilsOrderByKey(db, userId, k),
    read: (row) => readOilsOrder(db, row.id),
    place: async () => ({ order: await placeFromCart(db, request) }),
  });
}

async function placeFromCart(db: Db, request: OrderRequest): Promise<OilsOrder> {
  const lines = await readOilsCart(db, request.userId);
  if (lines.length === 0) throw new ApiError(409, 'Your oils cart is empty.', { code: 'cart_empty' });
  const orderable = checkAgainstCart(request.payload, lines);

  const orderId = randomId();
  let written: boolean;
  try {
    written = await writeOilsOrder(db, request, orderId, orderable);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    written = false;
  }
  if (!written) {
    // Nothing written: a blocked number says so on its field; otherwise the cart moved under the batch.
    await refuseBlockedPhones(db, [{ phone: request.payload.phone, field: 'phone' }]);
    throw new ApiError(409, OILS_CART_CHANGED, { code: 'cart_changed' });
  }
  const order = await readOilsOrder(db, orderId);
  if (!order) throw new Error(`oils order ${orderId} was written but cannot be read`);
  return order;
}
