/**
 * What perfume and oils orders share once placed: the admin moves them along the statuses of schema/order-status.ts
 * and records the customer's confirmation (schema/confirmation.ts), each change kept with its time in the kind's
 * history (a return with its reason and whether its bottles went back in stock). A change is one D1 batch: the order's row changes only if it still holds what was read, and each later
 * statement runs only if the one before changed a row (SQLite's changes()), so two admins racing record one change
 * and the one who lost is told the order's new state. A bulk change chains each order's statements the same way in
 * one batch, so every order moves whole or not at all, and one order that moved meanwhile leaves the others alone.
 */
import type { Actor } from '#schema/actors';
import type { Confirmation } from '#schema/confirmation';
import { canChangeConfirmation, refusedConfirmationMessage } from '#schema/confirmation';
import {
  canChangeStatus,
  isOrderStatus,
  ORDER_STATUSES,
  refusedChangeMessage,
  type OrderStatus,
} from '#schema/order-status';
import type { ReturnReason } from '#schema/returns';
import { chunks, D1_MAX_PARAMS, type Db } from '../db';
import { ApiError } from '../http/errors';

export const ORDER_NOT_FOUND = 'Order not found.';

/** One kind of order: its tables (constants written in code, never input) and what a cancellation also does. */
export interface OrderKind {
  orders: string;
  statusHistory: string;
  confirmationHistory: string;
  /**
   * Statements a cancellation runs right after its history row; the first must hold `changes() = 1` in its WHERE,
   * each later one must run only if the one before it changed rows. `by`: who cancelled (the admin or the shopper).
   */
  onCancel?: (d1: D1Database, id: string, at: number, by: string) => D1PreparedStatement[];
  /** As onCancel, for a return (the perfume kind restocks its lines or writes them off, in the ledger either way). */
  onReturn?: (d1: D1Database, id: string, at: number, by: string, back: Return) => D1PreparedStatement[];
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

/** A status to move to, with the columns that go with it (a shipped perfume order's courier and tracking number). */
export interface StatusChange {
  to: OrderStatus;
  columns?: Record<string, string>;
  /** Who makes the change: kept in the history, and in what it records beside the order (the stock ledger's entries). */
  by: Actor;
  /** Required with `returned`. */
  back?: Return;
}

async function statusesOf(d1: D1Database, kind: OrderKind, ids: string[]): Promise<Map<string, OrderStatus>> {
  const found = new Map<string, OrderStatus>();
  for (const part of chunks(ids, D1_MAX_PARAMS)) {
    const marks = part.map(() => '?').join(', ');
    const { results } = await d1
      .prepare(`SELECT id, status FROM ${kind.orders} WHERE id IN (${marks})`)
      .bind(...part)
      .all<{ id: string; status: string }>();
    for (const row of results) {
      if (!isOrderStatus(row.status)) throw new Error(`Order ${row.id} has an unknown status '${row.status}'`);
      found.set(row.id, row.status);
    }
  }
  return found;
}

async function statusOf(d1: D1Database, kind: OrderKind, id: string): Promise<OrderStatus> {
  const status = (await statusesOf(d1, kind, [id])).get(id);
  if (!status) throw new ApiError(404, ORDER_NOT_FOUND);
  return status;
}

/** The statements of one order's change, the first being the update of its row (its changes tell if it moved). */
function statusStatements(
  d1: D1Database,
  kind: OrderKind,
  id: string,
  from: OrderStatus,
  change: StatusChange,
  now: number,
) {
  const back = change.to === 'returned' ? change.back : undefined;
  if (change.to === 'returned' && !back) throw new Error('A return needs its reason');
  const columns = Object.entries({
    ...change.columns,
    ...(back ? { return_reason: back.reason } : {}),
    // The courier collected the cash at the door; a later return leaves it owed to the shop all the same.
    ...(kind.followsCash && change.to === 'delivered' ? { cash: 'with-courier' } : {}),
  });
  const set = ['status = ?', ...columns.map(([column]) => `${column} = ?`)].join(', ');
  return [
    d1
      .prepare(`UPDATE ${kind.orders} SET ${set} WHERE id = ? AND status = ?`)
      .bind(change.to, ...columns.map(([, value]) => value), id, from),
    d1
      .prepare(
        `INSERT INTO ${kind.statusHistory} (order_id, status, at, by, by_role, reason, restock)
         SELECT ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1`,
      )
      .bind(id, change.to, now, change.by.id, change.by.role, back?.reason ?? null, back ? Number(back.restock) : null),
    ...(change.to === 'cancelled' && kind.onCancel ? kind.onCancel(d1, id, now, change.by.id) : []),
    ...(back && kind.onReturn ? kind.onReturn(d1, id, now, change.by.id, back) : []),
  ];
}

const touchesStock = (to: OrderStatus) => to === 'cancelled' || to === 'returned';

/** Moves one order, or refuses: 404 when there is no such order, 409 when its status does not allow the change. */
export async function changeStatus(
  db: Db,
  kind: OrderKind,
  id: string,
  change: StatusChange,
  now = Date.now(),
): Promise<void> {
  const d1 = db.$client;
  const from = await statusOf(d1, kind, id);
  if (!canChangeStatus(from, change.to)) throw new ApiError(409, refusedChangeMessage(from, change.to));
  const [update] = await d1.batch(statusStatements(d1, kind, id, from, change, now));
  if (update!.meta.changes === 0)
    throw new ApiError(409, refusedChangeMessage(await statusOf(d1, kind, id), change.to));
  if (touchesStock(change.to)) kind.afterStockChange?.();
}

export interface BulkResult {
  changed: string[];
  skipped: { id: string; message: string }[];
}

/** Moves every order the change allows, in one batch; the others are skipped with the reason, in the order sent. */
export async function bulkChangeStatus(
  db: Db,
  kind: OrderKind,
  ids: string[],
  change: Omit<StatusChange, 'columns'>,
  now = Date.now(),
): Promise<BulkResult> {
  const d1 = db.$client;
  const { to } = change;
  const unique = [...new Set(ids)];
  const before = await statusesOf(d1, kind, unique);
  const reasons = new Map<string, string>();
  const movable: { id: string; from: OrderStatus }[] = [];
  for (const id of unique) {
    const from = before.get(id);
    if (!from) reasons.set(id, ORDER_NOT_FOUND);
    else if (!canChangeStatus(from, to)) reasons.set(id, refusedChangeMessage(from, to));
    else movable.push({ id, from });
  }
  const plans = movable.map(({ id, from }) => statusStatements(d1, kind, id, from, change, now));
  const results = plans.length > 0 ? await d1.batch(plans.flat()) : [];
  const lost: string[] = [];
  let at = 0;
  plans.forEach((statements, i) => {
    if (results[at]!.meta.changes === 0) lost.push(movable[i]!.id);
    at += statements.length;
  });
  // Someone else moved these between the read and the batch: say what they are now.
  const latest = await statusesOf(d1, kind, lost);
  for (const id of lost) {
    const current = latest.get(id);
    reasons.set(id, current ? refusedChangeMessage(current, to) : ORDER_NOT_FOUND);
  }
  if (touchesStock(to) && movable.length > lost.length) kind.afterStockChange?.();
  return {
    changed: unique.filter((id) => !reasons.has(id)),
    skipped: unique.filter((id) => reasons.has(id)).map((id) => ({ id, message: reasons.get(id)! })),
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
  const d1 = db.$client;
  const { confirmation, by, allowed = CONFIRMABLE } = change;
  const status = await statusOf(d1, kind, id);
  if (!allowed.includes(status)) throw new ApiError(409, refusedConfirmationMessage(status));
  const [update] = await d1.batch([
    d1
      .prepare(
        `UPDATE ${kind.orders} SET confirmation = ? WHERE id = ? AND status IN (${allowed.map(() => '?').join(', ')})`,
      )
      .bind(confirmation, id, ...allowed),
    d1
      .prepare(
        `INSERT INTO ${kind.confirmationHistory} (order_id, confirmation, at, by, by_role) SELECT ?, ?, ?, ?, ? WHERE changes() = 1`,
      )
      .bind(id, confirmation, now, by.id, by.role),
  ]);
  if (update!.meta.changes === 0) throw new ApiError(409, refusedConfirmationMessage(await statusOf(d1, kind, id)));
}
