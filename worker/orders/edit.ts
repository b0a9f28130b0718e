/**
 * The shop changes an order before it ships: its delivery details and/or its lines (a line it held at the price the
 * customer agreed to, a line added at today's price from D1), the stock moved by each line's difference with its
 * ledger entries ('edit'), and the change kept in the order's events. A new total undoes the customer's confirmation
 * (back to not contacted, in its history), so the shop and the confirmation link ask again. One D1 batch does it all,
 * and it fails whole, writing nothing, when:
 * - the order moved on or someone else changed it first: its version becomes NULL (the NOT NULL fails the batch)
 *   unless it is still the version read, the order has not shipped, and no courier is booking its parcel (the
 *   courier would collect the old amount at the old address);
 * - a line takes more than the shelf holds: the CHECK on products.stock (a tester or sample line's: on
 *   product_sizes.stock) fails the batch.
 */
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Actor } from '#schema/actors';
import { shippingAddressSchema, type ShippingAddress } from '#schema/payloads/checkout';
import { provinceOf } from '#schema/pakistan-cities';
import { lineKey } from '#schema/size-name';
import type { OrderEditPayload } from '#schema/payloads/order-edits';
import type { EditedLine, OrderEdit } from '#schema/answers/timeline';
import type { OrderStatus } from '#schema/order-status';
import { orderTotals } from '#schema/pricing';
import { COURIER_OF_API } from '#schema/courier-apis';
import { unansweredText } from '#schema/courier-refusal';
import {
  courierBookings,
  orderConfirmationHistory,
  orderItems,
  orders,
  products,
  productSizes,
  stockEntries,
} from '#schema/tables';
import { sellingPrice, sizeSellingPrice } from '#schema/catalog/sale-price';
import { sizedName } from '#schema/size-name';
import { stockShortage } from '../cart/lines';
import { notSoldInSize } from '../cart/add';
import { forgetListings } from '../catalog/listing-cache';
import { chunks, failedWith, insertSelect, runBatch, type Db, type Statement } from '../db';
import { ApiError } from '../http/errors';
import { ATTEMPT_LEASE_MS, BOOKING_IN_PROGRESS } from '../couriers/booking';
import { ORDER_NOT_FOUND } from './lifecycle';
import { findOrderRow } from './read';
import { eventEntry } from './events';
import { LINES_PER_INSERT } from './place';
import type { OrderRow } from './serialize';

/** An order can be changed until it leaves with the courier. */
export const EDITABLE: readonly OrderStatus[] = ['pending', 'processing'];

export const STALE_ORDER = 'This order was changed by someone else. Reload it and try again.';
export const notEditableMessage = (status: string) => `This order is ${status}; it can no longer be changed.`;
/** Said to the shop's staff about the order, not to a shopper about a cart, as checkout's refusal is. */
export const notSoldForOrder = (name: string) =>
  `${name} is no longer sold, so this order cannot take more of it. Keep its quantity as it was, or lower it.`;

type AddressField = keyof ShippingAddress;

/**
 * The delivery fields the edit changes, with their new values (an optional field left empty becomes null). A new
 * city sent without a province takes its own, as at checkout (none for a town the shop does not list): the province
 * kept belonged to the old city, and a slip saying 'Karachi, Punjab' sends a courier the wrong way.
 */
function addressChanges(row: OrderRow, given: Partial<ShippingAddress> = {}): [AddressField, string | null][] {
  const moved = given.city !== undefined && given.city !== row.city && !Object.hasOwn(given, 'province');
  const sent = moved ? { ...given, province: provinceOf(given.city!) ?? undefined } : given;
  return shippingAddressSchema
    .keyof()
    .options.filter((field) => Object.hasOwn(sent, field))
    .map((field): [AddressField, string | null] => [field, sent[field] ?? null])
    .filter(([field, value]) => row[field] !== value);
}

interface NewLine {
  productId: string;
  /** A tester or sample size's ml; null: the full bottle. */
  sizeMl: number | null;
  /** The full bottle's ml, as the line was ordered (or, added now, as the perfume is sized today). */
  bottleMl: number;
  name: string;
  image: string;
  price: number;
  quantity: number;
}

/** An edited line by perfume and size, with the key it is known by in both lists. */
type PlannedEdit = EditedLine & { productId: string; sizeMl: number | null };

/** Each size named by the old or new lines: today's price (the bottle's sale share off) and its stock. */
async function sizesNamed(db: Db, keys: { productId: string; ml: number }[]) {
  if (keys.length === 0) return new Map<string, { price: number; stock: number }>();
  const rows = await db
    .select({
      productId: productSizes.productId,
      ml: productSizes.ml,
      price: sizeSellingPrice(productSizes.price, sellingPrice),
      stock: productSizes.stock,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(
      sql`(${productSizes.productId} || ':' || ${productSizes.ml}) IN (SELECT value FROM json_each(${JSON.stringify(keys.map(lineKey))}))`,
    );
  return new Map(rows.map((row) => [lineKey(row), row]));
}

/**
 * The new lines, each at the price the order holds it at or, added, at today's from D1, and each line's stock
 * difference (positive: the order takes more).
 */
async function planLines(db: Db, id: string, sent: NonNullable<OrderEditPayload['lines']>) {
  const old = await db
    .select({
      productId: products.id,
      ml: sql<number>`coalesce(${orderItems.sizeMl}, 0)`,
      bottleMl: orderItems.bottleMl,
      name: orderItems.name,
      price: orderItems.price,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, id));
  const before = new Map(old.map((item) => [lineKey(item), item]));
  const wanted = sent.map((line) => ({ ...line, ml: line.ml ?? 0 }));
  const ids = [...new Set([...old, ...wanted].map((line) => line.productId))];
  // Today's price: a running sale's, as the cart and checkout charge it.
  const found = await db
    .select({ ...getTableColumns(products), price: sellingPrice })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(found.map((product) => [product.id, product]));
  const sizes = await sizesNamed(
    db,
    [...old, ...wanted].filter((line) => line.ml > 0),
  );
  const lines: NewLine[] = wanted.map((line, i) => {
    const product = byId.get(line.productId);
    if (!product)
      throw new ApiError(404, 'There is no such product.', { code: 'not_found', field: `lines.${i}.productId` });
    const size = line.ml > 0 ? sizes.get(lineKey(line)) : undefined;
    if (line.ml > 0 && !size)
      throw new ApiError(404, notSoldInSize(product.name, line.ml, product.sizeMl), {
        code: 'no_such_size',
        field: `lines.${i}.ml`,
      });
    const { name, image } = product;
    // A line the order already holds keeps the price the customer agreed to, however many it now holds (a sale
    // since ended, a price since changed); a line added is priced today.
    const price = before.get(lineKey(line))?.price ?? (size ? size.price : product.price);
    const bottleMl = before.get(lineKey(line))?.bottleMl ?? product.sizeMl;
    return { productId: product.id, sizeMl: line.ml || null, bottleMl, name, image, price, quantity: line.quantity };
  });
  const after = new Map(lines.map((line) => [lineKey({ productId: line.productId, ml: line.sizeMl }), line]));
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  const edited: PlannedEdit[] = keys
    .map((key) => {
      const was = before.get(key);
      const becomes = after.get(key);
      const productId = (becomes ?? was)!.productId;
      const sizeMl = becomes ? becomes.sizeMl : was!.ml || null;
      return {
        productId,
        sizeMl,
        name: sizedName(becomes?.name ?? was!.name, sizeMl),
        from: was?.quantity ?? 0,
        to: becomes?.quantity ?? 0,
      };
    })
    .filter((line) => line.from !== line.to);
  for (const line of edited) {
    const product = byId.get(line.productId)!;
    const more = line.to - line.from;
    if (more <= 0) continue;
    if (product.archived)
      throw new ApiError(409, notSoldForOrder(line.name), { code: 'no_longer_sold', product: line.name });
    const stock = line.sizeMl
      ? sizes.get(lineKey({ productId: line.productId, ml: line.sizeMl }))!.stock
      : product.stock;
    const shortage = stockShortage(line.name, stock, more);
    if (shortage) throw shortage;
  }
  return { lines, edited };
}

/** Changes the order as the shop asked; refuses (changing nothing) as the module's comment says. */
export async function editOrder(db: Db, id: string, edit: OrderEditPayload, by: Actor, now = Date.now()) {
  const row = await findOrderRow(db, eq(orders.id, id));
  if (!row) throw new ApiError(404, ORDER_NOT_FOUND, { code: 'not_found' });
  if (!EDITABLE.includes(row.status))
    throw new ApiError(409, notEditableMessage(row.status), { code: 'order_not_editable' });
  if (row.version !== edit.version) throw new ApiError(409, STALE_ORDER, { code: 'stale_version' });
  await refuseWhileBooking(db, id, now);

  const address = addressChanges(row, edit.shippingAddress);
  const plan = edit.lines ? await planLines(db, id, edit.lines) : null;
  if (address.length === 0 && (!plan || plan.edited.length === 0)) return;

  const totals = plan ? orderTotals(plan.lines, row.shippingMethod) : null;
  // The customer confirmed the amount they were told: a new amount is theirs to confirm again.
  const amountChanged = totals !== null && totals.total !== row.total;
  const record: OrderEdit = {
    lines: (plan?.edited ?? []).map(({ name, from, to }) => ({ name, from, to })),
    address: address.map(([field]) => field),
    total: { from: row.total, to: totals?.total ?? row.total },
    ...(amountChanged && row.confirmation === 'confirmed' ? { confirmAgain: true } : {}),
  };
  const update = db
    .update(orders)
    .set({
      ...Object.fromEntries(address),
      ...(totals ?? {}),
      ...(amountChanged ? { confirmation: UNCONFIRMED } : {}),
      // NULL, failing the batch, unless the order is still at the version read, has not shipped, and no courier is
      // booking it.
      version: sql`CASE WHEN ${orders.version} = ${edit.version} AND ${inArray(orders.status, EDITABLE)} AND NOT EXISTS (SELECT 1 FROM ${courierBookings} WHERE ${courierBookings.orderId} = ${id}) THEN ${orders.version} + 1 END`,
    })
    .where(eq(orders.id, id));
  try {
    await runBatch(db, [
      // Before the update, which it reads: the confirmation goes back only where the customer had confirmed.
      ...(amountChanged ? [unconfirmedEntry(db, id, by, now)] : []),
      update,
      ...(plan ? lineStatements(db, id, plan, by, now) : []),
      eventEntry(db, id, 'edit', record, by, now),
    ]);
  } catch (err) {
    if (failedWith(err, /NOT NULL constraint failed: orders\.version/i)) {
      const [latest] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      if (latest && !EDITABLE.includes(latest.status as OrderStatus))
        throw new ApiError(409, notEditableMessage(latest.status), { code: 'order_not_editable' });
      await refuseWhileBooking(db, id, now);
      throw new ApiError(409, STALE_ORDER, { code: 'stale_version' });
    }
    if (failedWith(err, /CHECK constraint failed/i) && plan) {
      // The shelf emptied between the read and the batch: the checks again name the perfume.
      await planLines(db, id, edit.lines!);
      throw new ApiError(409, 'The stock changed meanwhile. Please try again.', { code: 'out_of_stock' });
    }
    throw err;
  }
  if (plan) forgetListings();
}

/**
 * Refuses while a courier is booking the order's parcel, or may hold one from a booking it never answered: the parcel
 * carries the order's address and amount as they were.
 */
async function refuseWhileBooking(db: Db, id: string, now: number) {
  const attempt = await db.select().from(courierBookings).where(eq(courierBookings.orderId, id)).get();
  if (!attempt) return;
  if (attempt.attemptAt >= now - ATTEMPT_LEASE_MS)
    throw new ApiError(409, BOOKING_IN_PROGRESS, { code: 'booking_in_progress' });
  const silence = { courier: COURIER_OF_API[attempt.courier], step: 'change' } as const;
  throw new ApiError(409, unansweredText(silence), { code: 'booking_unanswered', silence });
}

/** A confirmed order's confirmation, back to asking (an unanswered or refused one stays as it is). */
const UNCONFIRMED = sql`CASE WHEN ${orders.confirmation} = 'confirmed' THEN 'not-contacted' ELSE ${orders.confirmation} END`;

/** The confirmation history's entry of that change, written only if the order is confirmed. */
function unconfirmedEntry(db: Db, id: string, by: Actor, now: number) {
  return insertSelect(
    db,
    orderConfirmationHistory,
    { orderId: id, confirmation: 'not-contacted', at: now, by: by.id, byRole: by.role },
    sql`FROM ${orders} WHERE ${orders.id} = ${id} AND ${orders.confirmation} = 'confirmed'`,
  );
}

/** The order's new lines, and each product's stock moved by its difference with a ledger entry of what it left. */
function lineStatements(db: Db, id: string, plan: { lines: NewLine[]; edited: PlannedEdit[] }, by: Actor, now: number) {
  return [
    db.delete(orderItems).where(eq(orderItems.orderId, id)),
    ...chunks(plan.lines, LINES_PER_INSERT).map((part) =>
      db.insert(orderItems).values(part.map((line) => ({ orderId: id, ...line }))),
    ),
    ...plan.edited.flatMap((line): Statement[] =>
      line.sizeMl ? sizeStatements(db, line) : bottleStatements(db, id, line, by, now),
    ),
  ];
}

/** A tester or sample line's size takes the difference (no ledger: that is the bottle's); its perfume's stock goes to
 * -1, failing the batch, if the owner removed the size meanwhile. */
function sizeStatements(db: Db, line: PlannedEdit) {
  const size = and(eq(productSizes.productId, line.productId), eq(productSizes.ml, line.sizeMl!));
  return [
    db
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} - ${line.to - line.from}` })
      .where(size),
    db
      .update(products)
      .set({ stock: -1 })
      .where(and(eq(products.id, line.productId), sql`NOT EXISTS (SELECT 1 FROM ${productSizes} WHERE ${size})`)),
  ];
}

/** A bottle line's perfume takes the difference, with its ledger entry. */
function bottleStatements(db: Db, id: string, line: PlannedEdit, by: Actor, now: number) {
  return [
    db
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.to - line.from}` })
      .where(eq(products.id, line.productId)),
    insertSelect(
      db,
      stockEntries,
      {
        productId: products.id,
        change: line.from - line.to,
        reason: 'edit',
        stockAfter: products.stock,
        at: now,
        by: by.id,
        orderId: id,
      },
      sql`FROM ${products} WHERE ${products.id} = ${line.productId}`,
    ),
  ];
}
