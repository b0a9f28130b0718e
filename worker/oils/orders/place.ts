/**
 * Placing a perfume-oil order: built from the user's oils cart at the server's prices, checked against
 * what the shopper saw, and written in one D1 batch that also empties the cart. The batch only writes if every
 * cart line it read is still there, so a double tap (or two tabs) cannot order the same cart twice, and only while
 * the phone is not blocked, so a number blocked while its order is being placed still writes nothing.
 */
import { oilsTotal } from '#schema/oil-pricing';
import type { PlaceOilsOrder } from '#schema/payloads/oils';
import type { OilsOrder } from '#schema/answers/oils';
import { ApiError } from '../../http/errors';
import { chunks, isUniqueViolation, rowsPerStatement, type Db } from '../../db';
import { hashRequest } from '../../idempotency/key';
import { placeOnce, type Placed, type PlaceRequest } from '../../idempotency/place-once';
import { randomId, randomToken } from '../../ids';
import { blockedAmongText, refuseBlockedPhones } from '../../blocked-phones/store';
import { readOilsCart, type OilsCartLine } from '../cart/lines';
import { findOilsOrderByKey, readOilsOrder } from './read';

/** What the batch writes beside the order: who placed it, and the Idempotency-Key with its request's hash. */
export interface OrderRequest {
  userId: string;
  payload: PlaceOilsOrder;
  idempotencyKey: string | null;
  requestHash: string;
}

/** An item row binds 5 values, and each statement the order id once (the cart holds at most 50 lines). */
const ITEMS_PER_STATEMENT = rowsPerStatement(5, 1);

/** The shopper must be ordering the lines in their cart, at the prices the server gives them. */
function checkAgainstCart(payload: PlaceOilsOrder, lines: OilsCartLine[]) {
  const byLine = (a: { key: string; price: number }, b: { key: string; price: number }) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.price - b.price;
  const sent = payload.items
    .map((i) => ({ key: `${i.product.trim().toLowerCase()}|${i.volume}`, price: i.price }))
    .sort(byLine);
  const held = lines.map((l) => ({ key: `${l.name.toLowerCase()}|${l.volume}`, price: l.price })).sort(byLine);
  if (sent.length !== held.length || sent.some((s, i) => s.key !== held[i]?.key)) {
    throw new ApiError(409, 'Your oils cart has changed. Please review it and order again.');
  }
  const hidden = lines.find((line) => !line.available);
  if (hidden)
    throw new ApiError(409, `Sorry, ${hidden.name} is no longer available. Please remove it from your oils cart.`);
  if (sent.some((s, i) => s.price !== held[i]?.price) || payload.totalPrice !== oilsTotal(lines)) {
    throw new ApiError(409, 'Prices have changed. Please review your cart.', { code: 'prices_changed' });
  }
}

/**
 * The batch, in D1's own statements: drizzle 0.45 cannot batch raw SQL with parameters. The order row is only
 * written while every cart line read is still there, none of their oils has been hidden since and the phone is not
 * blocked; the items join
 * that row and the cart lines are deleted only beside it, so a batch that lost the race writes nothing at all.
 */
function writeStatements(d1: D1Database, request: OrderRequest, orderId: string, lines: OilsCartLine[]) {
  const { userId, payload } = request;
  const lineIds = lines.map((l) => l._id);
  const marks = (count: number) => Array.from({ length: count }, () => '?').join(', ');
  const blocked = blockedAmongText(payload.phone);
  const insertOrder = d1
    .prepare(
      `INSERT INTO oils_orders (id, user_id, total_price, idempotency_key, request_hash, created_at, phone, city, confirm_token, lang)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
       WHERE (SELECT count(*) FROM oils_cart_items line JOIN oils ON oils.id = line.oil_id
              WHERE line.user_id = ? AND line.id IN (${marks(lines.length)}) AND oils.available) = ?
         AND NOT ${blocked.text}`,
    )
    .bind(
      orderId,
      userId,
      oilsTotal(lines),
      request.idempotencyKey,
      request.requestHash,
      Date.now(),
      payload.phone,
      payload.city,
      randomToken(),
      payload.lang,
      userId,
      ...lineIds,
      lines.length,
      blocked.value,
    );
  const numbered = lines.map((line, i) => ({ ...line, position: i + 1 }));
  const insertItems = chunks(numbered, ITEMS_PER_STATEMENT).map((chunk) =>
    d1
      .prepare(
        `INSERT INTO oils_order_items (order_id, position, oil_id, name, volume, price)
         SELECT o.id, v.column1, v.column2, v.column3, v.column4, v.column5
         FROM (VALUES ${chunk.map(() => '(?, ?, ?, ?, ?)').join(', ')}) AS v JOIN oils_orders AS o ON o.id = ?`,
      )
      .bind(...chunk.flatMap((l) => [l.position, l.oilId, l.name, l.volume, l.price]), orderId),
  );
  const firstStatus = d1
    .prepare(
      `INSERT INTO oils_order_status_history (order_id, status, at, by, by_role)
       SELECT id, status, created_at, user_id, 'shopper' FROM oils_orders WHERE id = ?`,
    )
    .bind(orderId);
  const emptyCart = d1
    .prepare(
      `DELETE FROM oils_cart_items
       WHERE user_id = ? AND id IN (${marks(lines.length)}) AND EXISTS (SELECT 1 FROM oils_orders WHERE id = ?)`,
    )
    .bind(userId, ...lineIds, orderId);
  return [insertOrder, ...insertItems, firstStatus, emptyCart];
}

/** Writes the order in one batch; false (and nothing written) when a cart line it was built from is gone. */
export async function writeOilsOrder(
  d1: D1Database,
  request: OrderRequest,
  orderId: string,
  lines: OilsCartLine[],
): Promise<boolean> {
  const [inserted] = await d1.batch(writeStatements(d1, request, orderId, lines));
  return inserted?.meta.changes === 1;
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
    read: (id) => readOilsOrder(db, id),
    place: () => placeFromCart(db, request),
  });
}

async function placeFromCart(db: Db, request: OrderRequest): Promise<OilsOrder> {
  const lines = await readOilsCart(db, request.userId);
  if (lines.length === 0) throw new ApiError(409, 'Your oils cart is empty.');
  checkAgainstCart(request.payload, lines);

  const orderId = randomId();
  let written: boolean;
  try {
    written = await writeOilsOrder(db.$client, request, orderId, lines);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    written = false;
  }
  if (!written) {
    // Nothing written: a blocked number says so on its field; otherwise the cart moved under the batch.
    await refuseBlockedPhones(db, [{ phone: request.payload.phone, field: 'phone' }]);
    throw new ApiError(409, 'Your oils cart has changed. Please review it and order again.');
  }
  const order = await readOilsOrder(db, orderId);
  if (!order) throw new Error(`oils order ${orderId} was written but cannot be read`);
  return order;
}
