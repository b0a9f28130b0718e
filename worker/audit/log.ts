/**
 * The shop's audit log: each change the owner or staff make writes its entry in the change's own batch, so the log
 * never misses a change nor records one that did not happen. Read newest first with the admin lists' keyset (at, seq).
 * No entry holds a secret: a link's token or a password never reaches it.
 */
import type { AuditAction, AuditAnswer, AuditEntry, AuditTarget } from '#schema/answers/audit';
import { desc, eq, is, SQL } from 'drizzle-orm';
import { auditLog, users } from '#schema/tables';
import { insertSelect, type Db } from '../db';
import { canonicalJson } from '../canonical-json';
import { olderThan, pageOf, rowNumber, type PageRequest } from '../http/paging';

export interface AuditRecord {
  at: number;
  by: string;
  action: AuditAction;
  target: AuditTarget;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const json = (fields: Record<string, unknown> | null) => (fields === null ? null : JSON.stringify(fields));

/** An entry whose name and fields may be read, as SQL, from the row the batch finds (auditEntryIf). */
export interface ReadAuditRecord extends Omit<AuditRecord, 'target' | 'before' | 'after'> {
  target: Omit<AuditTarget, 'name'> & { name: string | SQL };
  before: Record<string, unknown> | null | SQL;
  after: Record<string, unknown> | null | SQL;
}

const jsonOrRead = (fields: Record<string, unknown> | null | SQL) => (is(fields, SQL) ? fields : json(fields));

/**
 * The entry's insert for the change's own batch, written only when `rest` (its FROM and WHERE, or `WHERE changes()
 * = 1` after the change) finds a row as the batch runs: a change refused inside the batch writes no entry.
 */
export function auditEntryIf(db: Db, record: ReadAuditRecord, rest: SQL) {
  const { at, by, action, target, before, after } = record;
  return insertSelect(
    db,
    auditLog,
    {
      at,
      by,
      action,
      targetType: target.type,
      targetId: target.id,
      targetName: target.name,
      before: jsonOrRead(before),
      after: jsonOrRead(after),
    },
    rest,
  );
}

/** The entry's insert, for the change's own `db.batch`. */
export function auditEntry(db: Db, record: AuditRecord) {
  const { at, by, action, target, before, after } = record;
  return db.insert(auditLog).values({
    at,
    by,
    action,
    targetType: target.type,
    targetId: target.id,
    targetName: target.name,
    before: json(before),
    after: json(after),
  });
}

/** Writes one entry on its own (a photo's upload); changes write theirs inside their own batch (auditEntry). */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await auditEntry(db, record);
}

/** The fields whose values differ, as they were and as they became; both empty when nothing changed. */
export function changedFields<T extends object>(was: T, becomes: Partial<T>) {
  const before: Partial<T> = {};
  const after: Partial<T> = {};
  for (const key in becomes) {
    const value = becomes[key];
    // Compared with keys in one order: the Urdu names of a perfume's notes, kept in the notes' order, are the same
    // map when the notes are only reordered.
    if (value === undefined || canonicalJson(was[key]) === canonicalJson(value)) continue;
    before[key] = was[key];
    after[key] = value;
  }
  return { before, after, changed: Object.keys(after) };
}

/** A page of the log, newest first. */
export async function readAudit(db: Db, { cursor, limit }: PageRequest): Promise<AuditAnswer> {
  // The log's cursor names an entry by its number: any other key is no page of it.
  if (cursor) rowNumber(cursor.key);
  const rows = await db
    .select({
      seq: auditLog.seq,
      at: auditLog.at,
      by: users.username,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetName: auditLog.targetName,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.by))
    .where(olderThan(auditLog.at, auditLog.seq, cursor, Number))
    .orderBy(desc(auditLog.at), desc(auditLog.seq))
    .limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit, (row) => ({ createdAt: row.at, key: String(row.seq) }));
  const entries: AuditEntry[] = page.map((row) => ({
    at: new Date(row.at).toISOString(),
    by: row.by,
    action: row.action,
    target: { type: row.targetType, id: row.targetId, name: row.targetName },
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
  }));
  return { success: true, entries, nextCursor };
}
