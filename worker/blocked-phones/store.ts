/**
 * Blocked phones in D1 (blocked_phones, keyed by the 11 digits), and the checkout's check: an order whose phone or
 * alternate phone is blocked writes nothing (403, code `blocked`, on that phone's field). The check sits inside the
 * order's own write batch (BLOCKED_AMONG), so a number blocked while its order is being placed still stops it.
 */
import { sql } from 'drizzle-orm';
import { BLOCKED_CHECKOUT } from '#schema/payloads/blocked-phones';
import type { BlockedPhone } from '#schema/answers/cash';
import { normalizePhone, PHONE_MESSAGE } from '#schema/phone';
import { decodeCursor, noSuchPage } from '../http/paging';
import { ApiError } from '../http/errors';
import { blockedPhones } from '#schema/tables';
import type { Db } from '../db';

interface BlockedRow {
  phone: string;
  reason: string;
  at: number;
  by: string;
}

const answer = ({ at, ...row }: BlockedRow): BlockedPhone => ({ ...row, at: new Date(at).toISOString() });

/** The path's phone as stored, whatever form it was typed in; 400 when it is no mobile number. */
export function phoneOfPath(typed: string): string {
  const phone = normalizePhone(typed);
  if (!phone) throw new ApiError(400, PHONE_MESSAGE, { field: 'phone' });
  return phone;
}

/** Blocks the phone, or gives an already blocked one its new reason. `created` is false for the latter. */
export async function blockPhone(
  db: Db,
  block: { phone: string; reason: string },
  admin: { id: string; username: string },
  at = Date.now(),
): Promise<{ blockedPhone: BlockedPhone; created: boolean }> {
  const d1 = db.$client;
  const existed = await d1.prepare('SELECT 1 FROM blocked_phones WHERE phone = ?').bind(block.phone).first();
  await d1
    .prepare(
      `INSERT INTO blocked_phones (phone, reason, at, by) VALUES (?, ?, ?, ?)
       ON CONFLICT (phone) DO UPDATE SET reason = excluded.reason, at = excluded.at, by = excluded.by`,
    )
    .bind(block.phone, block.reason, at, admin.id)
    .run();
  return { blockedPhone: answer({ ...block, at, by: admin.username }), created: !existed };
}

export async function unblockPhone(db: Db, phone: string): Promise<void> {
  const d1 = db.$client;
  const { meta } = await d1.prepare('DELETE FROM blocked_phones WHERE phone = ?').bind(phone).run();
  if (meta.changes === 0) throw new ApiError(404, 'This number is not blocked.', { field: 'phone' });
}

export async function blockedPhonePage(db: Db, cursorText: string | undefined, size: number) {
  const d1 = db.$client;
  const cursor = cursorText ? decodeCursor(cursorText) : null;
  if (cursor && !normalizePhone(cursor.key)) throw noSuchPage();
  const { results } = await d1
    .prepare(
      `SELECT b.phone, b.reason, b.at, u.username AS by FROM blocked_phones b JOIN users u ON u.id = b.by
       WHERE b.at < ?1 OR (b.at = ?1 AND b.phone < ?2) ORDER BY b.at DESC, b.phone DESC LIMIT ?3`,
    )
    .bind(cursor?.createdAt ?? Number.MAX_SAFE_INTEGER, cursor?.key ?? '~', size + 1)
    .all<BlockedRow>();
  const page = results.slice(0, size);
  const last = page.at(-1);
  return {
    blockedPhones: page.map(answer),
    nextCursor: results.length > size && last ? `${last.at}.${last.phone}` : null,
  };
}

/** The phones an order gives, as a JSON array for json_each. */
const phonesJson = (...phones: (string | null | undefined)[]) => JSON.stringify(phones.filter(Boolean));

/**
 * True when one of the phones is blocked: the order batches' guard, read in the same transaction that writes the
 * order. As drizzle SQL for the perfume batch, and as D1 text with its one value for the oils batch's raw statements.
 */
export const blockedAmong = (...phones: (string | null | undefined)[]) =>
  sql`EXISTS (SELECT 1 FROM ${blockedPhones} WHERE ${blockedPhones.phone} IN (SELECT value FROM json_each(${phonesJson(...phones)})))`;
export const blockedAmongText = (...phones: (string | null | undefined)[]) => ({
  text: 'EXISTS (SELECT 1 FROM blocked_phones WHERE phone IN (SELECT value FROM json_each(?)))',
  value: phonesJson(...phones),
});

/** Refuses a checkout whose phones include a blocked one: 403 on the first such phone's field. */
export async function refuseBlockedPhones(db: Db, phones: { phone: string | null | undefined; field: string }[]) {
  const d1 = db.$client;
  const given = phones.filter((entry): entry is { phone: string; field: string } => Boolean(entry.phone));
  if (given.length === 0) return;
  const { results } = await d1
    .prepare('SELECT phone FROM blocked_phones WHERE phone IN (SELECT value FROM json_each(?))')
    .bind(phonesJson(...given.map((entry) => entry.phone)))
    .all<{ phone: string }>();
  const blocked = new Set(results.map((row) => row.phone));
  const first = given.find((entry) => blocked.has(entry.phone));
  if (first) throw new ApiError(403, BLOCKED_CHECKOUT, { code: 'blocked', field: first.field });
}
