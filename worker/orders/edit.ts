/**
 * The shop changes an order before it ships: its delivery details and/or its lines, re-priced from D1 at today's
 * prices, the stock moved by each line's difference with its ledger entries ('edit'), and the change kept in the
 * order's events. A new total undoes the customer's confirmation (back to not contacted, in its history), so the shop
 * and the confirmation link ask again. One D1 batch does it all, and it fails whole, writing nothing, when:
 * - the order moved on or someone else changed it first: its version becomes NULL (the NOT NULL fails the batch)
 *   unless it is still the version read and the order has not shipped;
 * - a line takes more than the shelf holds: the CHECK on products.stock fails the batch.
 */
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Actor } from '#schema/actors';
import { shippingAddressSchema, type ShippingAddress } from '#schema/payloads/checkout';
import type { OrderEditPayload } from '#schema/payloads/order-edits';
import type { EditedLine, OrderEdit } from '#schema/answers/timeline';
import type { OrderStatus } from '#schema/order-status';
import { orderTotals } from '#schema/pricing';
import { orderConfirmationHistory, orderItems, orders, products, stockEntries } from '#schema/tables';
import { sellingPrice } from '#schema/catalog/sale-price';
import { noLongerSold, stockShortage } from '../cart/lines';
import { forgetListings } from '../catalog/listing-cache';
import { chunks, failedWith, insertSelect, runBatch, type Db } from '../db';
import { ApiError } from '../http/errors';
import { ORDER_NOT_FOUND } from './lifecycle';
import { findOrderRow } from './read';
import { eventEntry } from './events';
import { LINES_PER_INSERT } from './place';
import type { OrderRow } from './serialize';

/** An order can be changed until it leaves with the courier. */
export const EDITABLE: readonly OrderStatus[] = ['pending', 'processing'];

export const STALE_ORDER = 'This order was changed by someone else. Reload it and try again.';
export const notEditableMessage = (status: string) => `This order is ${status}; it can no longer be changed.`;

type AddressField = keyof ShippingAddress;

/** The delivery fields the edit changes, with their new values (an optional field left empty becomes null). */
function addressChanges(row: OrderRow, sent: Partial<ShippingAddress> = {}): [AddressField, string | null][] {
  return shippingAddressSchema
    .keyof()
    .options.filter((field) => Object.hasOwn(sent, field))
    .map((field): [AddressField, string | null] => [field, sent[field] ?? null])
    .filter(([field, value]) => row[field] !== value);
}

interface NewLine {
  productId: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
}

/** The new lines priced from D1, and each product's stock difference (positive: the order takes more). */
async function planLines(db: Db, id: string, sent: NonNullable<OrderEditPayload['lines']>) {
  const old = await db
    .select({ productId: products.id, name: orderItems.name, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, id));
  const ids = [...new Set([...old.map((item) => item.productId), ...sent.map((line) => line.productId)])];
  // Today's price: a running sale's, as the cart and checkout charge it.
  const found = await db
    .select({ ...getTableColumns(products), price: sellingPrice })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(found.map((product) => [product.id, product]));
  const lines: NewLine[] = sent.map((line, i) => {
    const product = byId.get(line.productId);
    if (!product)
      throw new ApiError(404, 'There is no such product.', { code: 'not_found', field: `lines.${i}.productId` });
    const { name, image, price } = product;
    return { productId: product.id, name, image, price, quantity: line.quantity };
  });
  const before = new Map(old.map((item) => [item.productId, item]));
  const after = new Map(lines.map((line) => [line.productId, line]));
  const edited: (EditedLine & { productId: string })[] = ids
    .map((productId) => ({
      productId,
      name: after.get(productId)?.name ?? before.get(productId)!.name,
      from: before.get(productId)?.quantity ?? 0,
      to: after.get(productId)?.quantity ?? 0,
    }))
    .filter((line) => line.from !== line.to);
  for (const line of edited) {
    const product = byId.get(line.productId)!;
    const more = line.to - line.from;
    if (more <= 0) continue;
    if (product.archived) throw new ApiError(409, noLongerSold(product.name), { code: 'no_longer_sold' });
    const shortage = stockShortage(product.name, product.stock, more);
    if (shortage) throw new ApiError(409, shortage, { code: 'out_of_stock' });
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
      // NULL, failing the batch, unless the order is still at the version read and has not shipped.
      version: sql`CASE WHEN ${orders.version} = ${edit.version} AND ${inArray(orders.status, EDITABLE)} THEN ${orders.version} + 1 END`,
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
function lineStatements(
  db: Db,
  id: string,
  plan: { lines: NewLine[]; edited: (EditedLine & { productId: string })[] },
  by: Actor,
  now: number,
) {
  return [
    db.delete(orderItems).where(eq(orderItems.orderId, id)),
    ...chunks(plan.lines, LINES_PER_INSERT).map((part) =>
      db.insert(orderItems).values(part.map((line) => ({ orderId: id, ...line }))),
    ),
    ...plan.edited.flatMap((line) => [
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
    ]),
  ];
}
