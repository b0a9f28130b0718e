/**
 * Blocked phones in D1 (blocked_phones, keyed by the 11 digits), and the checkout's check: an order whose phone or
 * alternate phone is blocked writes nothing (403, code `blocked`, on that phone's field). The check sits inside the
 * order's own write batch (BLOCKED_AMONG), so a number blocked while its order is being placed still stops it.
 * Each block and unblock is kept in the audit log, in the same batch.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { BLOCKED_CHECKOUT } from '#schema/payloads/blocked-phones';
import type { BlockedPhone, OpenOrder } from '#schema/answers/cash';
import { orderDisplayNumber } from '#schema/display-number';
import type { OrderStatus } from '#schema/order-status';
import { normalizePhone, PHONE_MESSAGE } from '#schema/phone';
import { decodeCursor, noSuchPage, olderThan, pageOf } from '../http/paging';
import { ApiError } from '../http/errors';
import { blockedPhones, orders, users } from '#schema/tables';
import { inJson, type Db } from '../db';
import { auditEntry, auditEntryIf } from '../audit/log';

type BlockedRow = Omit<BlockedPhone, 'at'> & { at: number };

const answer = ({ at, ...row }: BlockedRow): BlockedPhone => ({ ...row, at: new Date(at).toISOString() });

/** The path's phone as stored, whatever form it was typed in; 400 when it is no mobile number. */
export function phoneOfPath(typed: string): string {
  const phone = normalizePhone(typed);
  if (!phone) throw new ApiError(400, PHONE_MESSAGE, { code: 'invalid', field: 'phone' });
  return phone;
}

/** Blocks the phone, or gives an already blocked one its new reason. `created` is false for the latter. */
export async function blockPhone(
  db: Db,
  block: { phone: string; reason: string },
  admin: { id: string; username: string },
  at = Date.now(),
): Promise<{ blockedPhone: BlockedPhone; created: boolean }> {
  const [existed] = await db
    .select({ reason: blockedPhones.reason })
    .from(blockedPhones)
    .where(eq(blockedPhones.phone, block.phone));
  const row = { ...block, at, by: admin.id };
  await db.batch([
    db
      .insert(blockedPhones)
      .values(row)
      .onConflictDoUpdate({ target: blockedPhones.phone, set: { reason: row.reason, at: row.at, by: row.by } }),
    auditEntry(db, {
      at,
      by: admin.id,
      action: 'phone.block',
      target: { type: 'phone', id: block.phone, name: block.phone },
      before: existed ? { reason: existed.reason } : null,
      after: { reason: block.reason },
    }),
  ]);
  return { blockedPhone: answer({ ...block, at, by: admin.username }), created: !existed };
}

/** The statuses of an order that has not left the shop, which a block can still stop. */
const OPEN: OrderStatus[] = ['pending', 'processing'];

/**
 * The number's perfume and oils orders still pending or processing, oldest first: a block stops only new orders, so
 * the console asks what to do with these. Matched on the order's own phone, as the order card's counts are.
 */
export async function openOrdersOf(db: Db, phone: string): Promise<OpenOrder[]> {
  const rows = await db
    .select({ id: orders.id, kind: orders.kind, number: orders.number, status: orders.status, total: orders.total })
    .from(orders)
    .where(and(eq(orders.phone, phone), inArray(orders.status, OPEN)))
    // Perfume orders first, then oils.
    .orderBy(desc(orders.kind), asc(orders.number));
  return rows.map((row) => ({
    _id: row.id,
    displayOrderId: orderDisplayNumber(row),
    kind: row.kind === 'perfume' ? 'perfumes' : 'oils',
    status: row.status,
    total: row.total,
  }));
}

/** The entry is read from the block as the batch finds it, before it goes: none when the number was not blocked. */
export async function unblockPhone(db: Db, phone: string, admin: { id: string }, at = Date.now()): Promise<void> {
  const [, { meta }] = await db.batch([
    auditEntryIf(
      db,
      {
        at,
        by: admin.id,
        action: 'phone.unblock',
        target: { type: 'phone', id: phone, name: phone },
        before: sql`json_object('reason', ${blockedPhones.reason})`,
        after: null,
      },
      sql`FROM ${blockedPhones} WHERE ${eq(blockedPhones.phone, phone)}`,
    ),
    db.delete(blockedPhones).where(eq(blockedPhones.phone, phone)),
  ]);
  if (meta.changes === 0) throw new ApiError(404, 'This number is not blocked.', { code: 'not_found', field: 'phone' });
}

export async function blockedPhonePage(db: Db, cursorText: string | undefined, size: number) {
  const cursor = cursorText ? decodeCursor(cursorText) : null;
  if (cursor && !normalizePhone(cursor.key)) throw noSuchPage();
  const results = await db
    .select({
      phone: blockedPhones.phone,
      reason: blockedPhones.reason,
      at: blockedPhones.at,
      by: users.username,
    })
    .from(blockedPhones)
    .innerJoin(users, eq(users.id, blockedPhones.by))
    .where(olderThan(blockedPhones.at, blockedPhones.phone, cursor))
    .orderBy(desc(blockedPhones.at), desc(blockedPhones.phone))
    .limit(size + 1);
  const { page, nextCursor } = pageOf(results, size, (row) => ({ createdAt: row.at, key: row.phone }));
  return { blockedPhones: page.map(answer), nextCursor };
}

/**
 * True when one of the phones is blocked: the order batches' guard, read in the same transaction that writes the
 * order.
 */
export const blockedAmong = (...phones: (string | null | undefined)[]) =>
  sql`EXISTS (SELECT 1 FROM ${blockedPhones} WHERE ${inJson(blockedPhones.phone, phones.filter(Boolean))})`;

/** A checkout's phone and the field it was typed in; an optional one may be absent. */
export interface CheckoutPhone {
  phone: string | null | undefined;
  field: string;
}

/** Which of a checkout's phones are blocked: one read, which a D1 batch can carry beside others. */
export const blockedOf = (db: Db, phones: CheckoutPhone[]) =>
  db
    .select({ phone: blockedPhones.phone })
    .from(blockedPhones)
    .where(inJson(blockedPhones.phone, phones.map((entry) => entry.phone).filter(Boolean)));

/** Refuses a checkout whose phones include one of `blocked`: 403 on the first such phone's field. */
export function refuseIfBlocked(blocked: { phone: string }[], phones: CheckoutPhone[]): void {
  const numbers = new Set(blocked.map((row) => row.phone));
  const first = phones.find((entry) => entry.phone && numbers.has(entry.phone));
  if (first) throw new ApiError(403, BLOCKED_CHECKOUT, { code: 'blocked', field: first.field });
}

/** Refuses a checkout whose phones include a blocked one, read on its own. */
export async function refuseBlockedPhones(db: Db, phones: CheckoutPhone[]) {
  refuseIfBlocked(await blockedOf(db, phones), phones);
}
