/**
 * What perfume and oils orders share once placed: the admin moves them along the statuses of schema/order-status.ts
 * and records the customer's confirmation (schema/confirmation.ts), each change kept with its time in the order's
 * history (a return with its reason and whether its bottles went back in stock). A change is one D1 batch: the order's row changes only if it still holds what was read, and each later
 * statement runs only if the one before changed a row (SQLite's changes()), so two admins racing record one change
 * and the one who lost is told the order's new state. A bulk change chains each order's statements the same way in
 * one batch, so every order moves whole or not at all, and one order that moved meanwhile leaves the others alone.
 */
import { actorColumns, type Actor } from '#schema/actors';
import { BULK_SKIP_CODES, type SkippedOrder } from '#schema/answers/orders';
import type { Confirmation } from '#schema/confirmation';
import type { Courier } from '#schema/couriers';
import { canChangeConfirmation, refusedConfirmationMessage } from '#schema/confirmation';
import {
  canChangeStatus,
  isOrderStatus,
  ORDER_STATUSES,
  refusedChangeMessage,
  type OrderStatus,
} from '#schema/order-status';
import { refusedReturnReasonMessage, returnReasonsFrom, type ReturnReason } from '#schema/returns';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderKindName } from '#schema/order-kinds';
import { orderConfirmationHistory, orders, orderStatusHistory } from '#schema/tables';
import { chunks, D1_MAX_PARAMS, insertSelect, runBatch, type Db, type Statement } from '../db';
import { ApiError } from '../http/errors';
import { noOtherHolder, orderHolding, trackingNumberTaken } from './tracking-holder';

export const ORDER_NOT_FOUND = 'Order not found.';
const notFound = () => new ApiError(404, ORDER_NOT_FOUND, { code: 'not_found' });

/** One kind of order: which orders it moves (an order of another kind is not found) and what a cancellation also does. */
export interface OrderKind {
  name: OrderKindName;
  /**
   * Statements a cancellation runs right after its history row; the first must hold `changes() = 1` in its WHERE,
   * each later one must run only if the one before it changed rows. `by`: who cancelled (the admin or the shopper).
   */
  onCancel?: (db: Db, id: string, at: number, by: string | null) => Statement[];
  /**
   * As onCancel, for a return (the perfume kind restocks its lines or writes them off, in the ledger either way);
   * `by` is null when a courier's system brought the parcel back.
   */
  onReturn?: (db: Db, id: string, at: number, by: string | null, back: Return) => Statement[];
  /**
   * What a return must meet to be written, held by its order update so a refused return writes nothing, and why it
   * failed when it did (the perfume kind: its restock may not take a stock above the most one holds).
   */
  returnGuard?: {
    holds: (db: Db, id: string, back: Return) => SQL | undefined;
    refusal: (db: Db, id: string, back: Return) => Promise<ApiError | null>;
  };
  /** Run once a batch cancelled or returned at least one order (the perfume kind forgets its cached listings). */
  afterStockChange?: () => void;
  /** The kind follows its cash (orders.cash): a delivered order's is with the courier. */
  followsCash?: boolean;
}

/** Why a parcel came back, and whether its bottles go back on the shelf. */
export interface Return {
  reason: ReturnReason;
  restock: boolean;
}

/** A status to move to, with what goes with it (a shipped order's courier and tracking number). */
export interface StatusChange {
  to: OrderStatus;
  shipped?: { courier: Courier; trackingNumber: string };
  /** Who makes the change: kept in the history, and in what it records beside the order (the stock ledger's entries). */
  by: Actor;
  /** Required with `returned`. */
  back?: Return;
  /**
   * With `returned` from delivered: the courier never collected the cash (a parcel marked delivered by hand that it
   * brought back), so none is with it.
   */
  uncollected?: boolean;
}

async function statusesOf(db: Db, kind: OrderKind, ids: string[]): Promise<Map<string, OrderStatus>> {
  const found = new Map<string, OrderStatus>();
  // One parameter of each statement is the kind.
  for (const part of chunks(ids, D1_MAX_PARAMS - 1)) {
    const rows = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.kind, kind.name), inArray(orders.id, part)));
    for (const row of rows) {
      if (!isOrderStatus(row.status)) throw new Error(`Order ${row.id} has an unknown status '${row.status}'`);
      found.set(row.id, row.status);
    }
  }
  return found;
}

async function statusOf(db: Db, kind: OrderKind, id: string): Promise<OrderStatus> {
  const status = (await statusesOf(db, kind, [id])).get(id);
  if (!status) throw notFound();
  return status;
}

/** The statements of one order's change, the first being the update of its row (its changes tell if it moved). */
function statusStatements(db: Db, kind: OrderKind, id: string, from: OrderStatus, change: StatusChange, now: number) {
  const back = change.to === 'returned' ? change.back : undefined;
  if (change.to === 'returned' && !back) throw new Error('A return needs its reason');
  const set: Partial<typeof orders.$inferInsert> = {
    status: change.to,
    ...change.shipped,
    ...(back ? { returnReason: back.reason } : {}),
    // The courier collected the cash at the door; a later return leaves it owed to the shop all the same, unless the
    // courier says it never delivered the parcel.
    ...(kind.followsCash && change.to === 'delivered' ? { cash: 'with-courier' } : {}),
    ...(kind.followsCash && change.uncollected ? { cash: 'none' } : {}),
  };
  const by = actorColumns(change.by);
  return [
    db
      .update(orders)
      .set(set)
      .where(
        and(
          eq(orders.id, id),
          eq(orders.status, from),
          noOtherHolder(change.shipped, id),
          back && kind.returnGuard?.holds(db, id, back),
        ),
      ),
    insertSelect(
      db,
      orderStatusHistory,
      {
        orderId: id,
        status: change.to,
        at: now,
        ...by,
        reason: back?.reason ?? null,
        restock: back ? back.restock : null,
      },
      sql`WHERE changes() = 1`,
    ),
    ...(change.to === 'cancelled' && kind.onCancel ? kind.onCancel(db, id, now, by.by) : []),
    ...(back && kind.onReturn ? kind.onReturn(db, id, now, by.by, back) : []),
  ];
}

const touchesStock = (to: OrderStatus) => to === 'cancelled' || to === 'returned';

/** Why the change cannot be made from `from`, with the field at fault when it is the return's reason; or null. */
function refusal(from: OrderStatus, change: Pick<StatusChange, 'to' | 'back' | 'uncollected'>): ApiError | null {
  if (!canChangeStatus(from, change.to))
    return new ApiError(409, refusedChangeMessage(from, change.to), { code: 'status_change_refused' });
  const reason = change.to === 'returned' ? change.back?.reason : undefined;
  // A parcel its courier says it never delivered comes back for any reason a shipped one may (refused at the door).
  if (reason && !returnReasonsFrom(change.uncollected ? 'shipped' : from).includes(reason))
    return new ApiError(409, refusedReturnReasonMessage(reason), {
      code: 'return_reason_refused',
      field: 'returnReason',
    });
  return null;
}

/**
 * Why a change was not written though the status read before allowed it, from the status the order has now: it moved
 * meanwhile, or a return's guard failed.
 */
async function unwritten(db: Db, kind: OrderKind, id: string, current: OrderStatus, change: StatusChange) {
  const back = change.to === 'returned' ? change.back : undefined;
  return (
    refusal(current, change) ??
    (back && kind.returnGuard ? await kind.returnGuard.refusal(db, id, back) : null) ??
    new ApiError(409, refusedChangeMessage(current, change.to), { code: 'status_change_refused' })
  );
}

/** Another order holding the tracking number the order would ship under, as the refusal to say. */
async function trackingRefusal(db: Db, id: string, change: StatusChange): Promise<ApiError | null> {
  const holder = change.shipped ? await orderHolding(db, change.shipped, id) : null;
  return holder ? trackingNumberTaken(change.shipped!, holder) : null;
}

/**
 * Moves one order, or refuses: 404 when there is no such order, 409 when its status does not allow the change or
 * another order ships under its tracking number with its courier.
 */
export async function changeStatus(
  db: Db,
  kind: OrderKind,
  id: string,
  change: StatusChange,
  now = Date.now(),
): Promise<void> {
  const from = await statusOf(db, kind, id);
  const refused = refusal(from, change) ?? (await trackingRefusal(db, id, change));
  if (refused) throw refused;
  const [update] = await runBatch(db, statusStatements(db, kind, id, from, change, now));
  if (update!.meta.changes === 0) {
    // Someone moved the order meanwhile: why the change cannot be made from where it is now.
    const current = await statusOf(db, kind, id);
    throw (await trackingRefusal(db, id, change)) ?? (await unwritten(db, kind, id, current, change));
  }
  if (touchesStock(change.to)) kind.afterStockChange?.();
}

export interface BulkResult {
  changed: string[];
  skipped: SkippedOrder[];
}

/** An order left as it was, as the bulk answer lists it: the refusal it met and the status it was refused in. */
function skippedBy(id: string, status: OrderStatus | undefined, refused: ApiError): SkippedOrder {
  const code = BULK_SKIP_CODES.find((known) => known === refused.code);
  if (!code) throw new Error(`A bulk change skipped order ${id} for an unlisted refusal '${refused.code}'`);
  const { product, left } = refused;
  return {
    id,
    code,
    status: status ?? null,
    message: refused.message,
    ...(product === undefined ? {} : { product }),
    ...(left === undefined ? {} : { left }),
  };
}

/** Moves every order the change allows, in one batch; the others are skipped with the reason, in the order sent. */
export async function bulkChangeStatus(
  db: Db,
  kind: OrderKind,
  ids: string[],
  change: Omit<StatusChange, 'shipped'>,
  now = Date.now(),
): Promise<BulkResult> {
  const { to } = change;
  const unique = [...new Set(ids)];
  const before = await statusesOf(db, kind, unique);
  const skips = new Map<string, SkippedOrder>();
  const movable: { id: string; from: OrderStatus }[] = [];
  for (const id of unique) {
    const from = before.get(id);
    const refused = from ? refusal(from, change) : notFound();
    if (refused) skips.set(id, skippedBy(id, from, refused));
    else movable.push({ id, from: from! });
  }
  const plans = movable.map(({ id, from }) => statusStatements(db, kind, id, from, change, now));
  const results = await runBatch(db, plans.flat());
  const lost: string[] = [];
  let at = 0;
  plans.forEach((statements, i) => {
    if (results[at]!.meta.changes === 0) lost.push(movable[i]!.id);
    at += statements.length;
  });
  // Someone else moved these between the read and the batch, or a return's guard failed: say why.
  const latest = await statusesOf(db, kind, lost);
  for (const id of lost) {
    const current = latest.get(id);
    const refused = current ? await unwritten(db, kind, id, current, change) : notFound();
    skips.set(id, skippedBy(id, current, refused));
  }
  if (touchesStock(to) && movable.length > lost.length) kind.afterStockChange?.();
  return {
    changed: unique.filter((id) => !skips.has(id)),
    skipped: unique.filter((id) => skips.has(id)).map((id) => skips.get(id)!),
  };
}

/** The statuses in which the shop may still record the customer's answer (delivered, cancelled and returned are the record). */
const CONFIRMABLE = ORDER_STATUSES.filter(canChangeConfirmation);

/**
 * Records the customer's answer; 409 once the order's status is not among `allowed` (by default any but delivered,
 * cancelled or returned, when it is part of the record).
 */
export async function changeConfirmation(
  db: Db,
  kind: OrderKind,
  id: string,
  change: { confirmation: Confirmation; by: Actor; allowed?: readonly OrderStatus[] },
  now = Date.now(),
): Promise<void> {
  const { confirmation, by, allowed = CONFIRMABLE } = change;
  const status = await statusOf(db, kind, id);
  if (!allowed.includes(status))
    throw new ApiError(409, refusedConfirmationMessage(status), { code: 'confirmation_closed' });
  const [update] = await runBatch(db, [
    db
      .update(orders)
      .set({ confirmation })
      .where(and(eq(orders.id, id), inArray(orders.status, allowed))),
    insertSelect(
      db,
      orderConfirmationHistory,
      { orderId: id, confirmation, at: now, by: by.id, byRole: by.role },
      sql`WHERE changes() = 1`,
    ),
  ]);
  if (update!.meta.changes === 0)
    throw new ApiError(409, refusedConfirmationMessage(await statusOf(db, kind, id)), { code: 'confirmation_closed' });
}
