/**
 * Placing a perfume order. The shopper's cart must hold exactly what they checked out, priced from D1 to
 * the total they were shown. One D1 batch then writes the order, its lines and first status, takes the stock
 * (with its stock ledger entries) and empties those cart lines: all of it or none.
 *
 * Two guards live in the batch itself, so racing requests cannot beat the checks done before it:
 * - products.stock and product_sizes.stock have CHECK (stock >= 0): a decrement that would oversell fails the whole
 *   batch (a tester or sample line takes its size's own stock, the bottle's is left alone);
 * - each decrement sets stock to -1 (failing that CHECK) unless the cart line is still there unchanged, the
 *   product is not archived and neither of the order's phones is blocked, so a second placement of the same cart,
 *   racing the first, writes nothing, and neither does an order racing the owner's archiving or blocking its number.
 *   (An order always has a line, so every order passes through this guard.) A size the owner removed meanwhile has
 *   no row to take from: its line sets its perfume's stock to -1 instead.
 * The unique index orders(user_id, kind, idempotency_key) makes a retry under the same key fail the same way.
 * After a failed batch the checks run again to tell the shopper why (a blocked phone first, on its field), or find
 * the order the retry matches. When they all pass, what failed the batch has gone (the owner restocked, an order was
 * cancelled between the write and the read): the order is written again, a few times at most.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PlaceOrder } from '#schema/payloads/checkout';
import { lineKey } from '#schema/size-name';
import type { Order } from '#schema/answers/orders';
import { orderTotals } from '#schema/pricing';
import { provinceOf } from '#schema/pakistan-cities';
import { cartItems, orderItems, orders, orderStatusHistory, products, productSizes } from '#schema/tables';
import { blockedAmong, blockedOf, refuseIfBlocked, type CheckoutPhone } from '../blocked-phones/store';
import { cartLines, lineName, noLongerSold, stockShortage, type CartLine } from '../cart/lines';
import { forgetListings } from '../catalog/listing-cache';
import { orderEntry } from '../products/stock';
import { ApiError } from '../http/errors';
import { hashRequest } from '../idempotency/key';
import { placeOnce, type Placed, type PlaceRequest } from '../idempotency/place-once';
import { randomId, randomToken } from '../ids';
import { findOrderRow, firstOrderRow, withDetails } from './read';
import { chunks, failedWith, rowsPerStatement, type Db, type Statement } from '../db';
import { serializeOrder, type OrderRow } from './serialize';
import { nextNumber } from './number';

export const PRICES_CHANGED = 'Prices have changed. Please review your cart.';
export const CART_CHANGED = 'Your cart has changed. Please review your cart.';
export const CART_EMPTY = 'Cart is empty';

/** An order line binds 8 values. */
export const LINES_PER_INSERT = rowsPerStatement(8);

/** Refuses the order unless the cart holds exactly its lines, at the total the shopper saw, with the stock for them. */
export function checkLines(lines: CartLine[], body: PlaceOrder): CartLine[] {
  if (lines.length === 0) throw new ApiError(409, CART_EMPTY, { code: 'cart_empty' });
  const inCart = new Map(lines.map((line) => [lineKey(line), line.quantity]));
  const same =
    body.items.length === lines.length && body.items.every((item) => inCart.get(lineKey(item)) === item.quantity);
  if (!same) throw new ApiError(409, CART_CHANGED, { code: 'cart_changed' });
  const archived = lines.find((line) => line.archived);
  if (archived)
    throw new ApiError(409, noLongerSold(lineName(archived)), {
      code: 'no_longer_sold',
      product: lineName(archived),
    });
  if (orderTotals(lines, body.shippingMethod).total !== body.orderDetails.total)
    throw new ApiError(409, PRICES_CHANGED, { code: 'prices_changed' });
  for (const line of lines) {
    const shortage = stockShortage(lineName(line), line.stock, line.quantity);
    if (shortage) throw shortage;
  }
  return lines;
}

const byName = (a: { name: string; sizeMl: number | null }, b: { name: string; sizeMl: number | null }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : (a.sizeMl ?? 0) - (b.sizeMl ?? 0);

/**
 * The one batch that records the order; it rejects, writing nothing, if the cart or stock moved since `lines` were
 * read. Answers the order as written, without reading it back.
 */
export async function writeOrder(
  db: Db,
  userId: string,
  body: PlaceOrder,
  lines: CartLine[],
  key: string | null,
  hash: string,
): Promise<Order> {
  const id = randomId();
  const now = Date.now();
  const address = body.shippingAddress;
  const row: Omit<OrderRow, 'seq' | 'number'> = {
    id,
    kind: 'perfume',
    userId,
    status: 'pending',
    ...address,
    alternatePhone: address.alternatePhone ?? null,
    apartment: address.apartment ?? null,
    // A listed city's province when the shopper sent none (an older page, another client).
    province: address.province ?? provinceOf(address.city) ?? null,
    landmark: address.landmark ?? null,
    deliveryNotes: address.deliveryNotes ?? null,
    shippingMethod: body.shippingMethod,
    ...orderTotals(lines, body.shippingMethod),
    idempotencyKey: key,
    requestHash: hash,
    createdAt: now,
    confirmation: 'not-contacted',
    courier: null,
    trackingNumber: null,
    confirmToken: randomToken(),
    version: 0,
    cash: 'none',
    remittanceId: null,
    returnReason: null,
    lang: body.lang,
  };
  const items = lines.map(({ productId, ml, bottleMl, name, image, price, quantity }) => ({
    orderId: id,
    productId,
    sizeMl: ml || null,
    bottleMl,
    name,
    image,
    price,
    quantity,
  }));
  const history: typeof orderStatusHistory.$inferInsert = {
    orderId: id,
    status: 'pending',
    at: now,
    by: userId,
    byRole: 'shopper',
  };
  const blocked = blockedAmong(row.phone, row.alternatePhone);
  const stillInCart = (line: CartLine) =>
    sql`EXISTS (SELECT 1 FROM ${cartItems} WHERE ${cartItems.userId} = ${userId} AND ${cartItems.productId} = ${line.productId} AND ${cartItems.ml} = ${line.ml} AND ${cartItems.quantity} = ${line.quantity})`;
  const mayTake = (line: CartLine) => sql`${stillInCart(line)} AND NOT ${blocked}`;
  const [inserted] = await db.batch([
    db
      .insert(orders)
      .values({ ...row, number: nextNumber('perfume') })
      .returning({ seq: orders.seq, number: orders.number }),
    ...chunks(items, LINES_PER_INSERT).map((part) => db.insert(orderItems).values(part)),
    db.insert(orderStatusHistory).values(history),
    ...lines.flatMap((line): Statement[] =>
      line.ml === 0
        ? [takeBottles(db, line, mayTake(line)), orderEntry(db, line, id, userId, now)]
        : takeSize(db, line, mayTake(line)),
    ),
    // The order's own lines, by perfume and size, in one value: a line added meanwhile stays in the cart.
    db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.userId, userId),
          sql`(${cartItems.productId} || ':' || ${cartItems.ml}) IN (SELECT value FROM json_each(${JSON.stringify(lines.map(lineKey))}))`,
        ),
      ),
  ]);
  forgetListings();
  return serializeOrder({ ...row, ...inserted[0]! }, items.sort(byName), [history]);
}

/** A bottle line's take from its perfume's stock (its ledger entry follows: orderEntry). */
function takeBottles(db: Db, line: CartLine, mayTake: SQL) {
  return db
    .update(products)
    .set({
      stock: sql`CASE WHEN ${mayTake} AND NOT ${products.archived} THEN ${products.stock} - ${line.quantity} ELSE -1 END`,
    })
    .where(eq(products.id, line.productId));
}

/** A tester or sample line's take from its size's stock, and the perfume's stock at -1 if the size has gone. */
function takeSize(db: Db, line: CartLine, mayTake: SQL) {
  const size = and(eq(productSizes.productId, line.productId), eq(productSizes.ml, line.ml));
  const archived = sql`(SELECT ${products.archived} FROM ${products} WHERE ${products.id} = ${line.productId})`;
  return [
    db
      .update(productSizes)
      .set({
        stock: sql`CASE WHEN ${mayTake} AND NOT ${archived} THEN ${productSizes.stock} - ${line.quantity} ELSE -1 END`,
      })
      .where(size),
    db
      .update(products)
      .set({ stock: -1 })
      .where(and(eq(products.id, line.productId), sql`NOT EXISTS (SELECT 1 FROM ${productSizes} WHERE ${size})`)),
  ];
}

/**
 * How many times an order is written when each time the shelf or the cart moved under the batch and was back by the
 * time it was read again (the owner restocking, another order cancelled): then the order can still be had.
 */
export const WRITE_TRIES = 3;

/** After WRITE_TRIES such writes: nothing was placed, and the shopper may simply send it again. */
export const STOCK_MOVED = 'The stock changed while your order was being placed. Please try again.';

/** The shopper's cart, and the order an earlier request under the key placed, if any: one D1 call. */
async function cartAndEarlier(db: Db, userId: string, key: string | null) {
  if (key === null) return { lines: await cartLines(db, userId), earlier: undefined };
  const [lines, [earlier]] = await db.batch([cartLines(db, userId), firstOrderRow(db, underKey(userId, key))]);
  return { lines, earlier };
}

/**
 * After the batch's guard refused the order: which of its phones are blocked, beside what cartAndEarlier reads, so
 * the checks can say why in the same one D1 call.
 */
async function readAgain(db: Db, userId: string, key: string | null, phones: CheckoutPhone[]) {
  if (key === null) {
    const [blocked, lines] = await db.batch([blockedOf(db, phones), cartLines(db, userId)]);
    return { blocked, lines, earlier: undefined };
  }
  const [blocked, lines, [earlier]] = await db.batch([
    blockedOf(db, phones),
    cartLines(db, userId),
    firstOrderRow(db, underKey(userId, key)),
  ]);
  return { blocked, lines, earlier };
}

const underKey = (userId: string, key: string) => and(eq(orders.userId, userId), eq(orders.idempotencyKey, key));

export async function placeOrder(db: Db, request: PlaceRequest<PlaceOrder>): Promise<Placed<Order>> {
  const { userId, payload: body, key } = request;
  const hash = await hashRequest(body);
  return placeOnce<Order, OrderRow>({
    key,
    hash,
    findByKey: (k) => findOrderRow(db, underKey(userId, k)),
    // Every read the checks refuse from holds the order under the key beside the cart.
    refusesHavingReadTheKey: true,
    read: async (row) => (await withDetails(db, [row]))[0],
    place: async () => {
      const { phone, alternatePhone } = body.shippingAddress;
      const phones = [
        { phone, field: 'shippingAddress.phone' },
        { phone: alternatePhone, field: 'shippingAddress.alternatePhone' },
      ];
      let read = await cartAndEarlier(db, userId, key);
      for (let tries = 1; ; tries++) {
        // A retry whose first request has been placed answers it here, its cart already emptied by it.
        if (read.earlier) return { earlier: read.earlier };
        // The checks say why a failed write failed (stock ran out, the cart changed) as they say it before any.
        const lines = checkLines(read.lines, body);
        try {
          return { order: await writeOrder(db, userId, body, lines, key, hash) };
        } catch (failure) {
          // Any other failure than the batch's own guard (a twin under the same key, for placeOnce) stands.
          if (!failedWith(failure, /CHECK constraint failed/i)) throw failure;
          // The guard refused (a blocked number, stock or the cart moved since the read): a blocked number first.
          const { blocked, ...again } = await readAgain(db, userId, key, phones);
          if (again.earlier) return { earlier: again.earlier };
          refuseIfBlocked(blocked, phones);
          if (tries === WRITE_TRIES) throw new ApiError(409, STOCK_MOVED, { code: 'out_of_stock' });
          read = again;
        }
      }
    },
  });
}
