/**
 * Sliding-window throttling with counters in D1 (table throttle_events), so every Worker instance sees the
 * same counts. A rule says how many events one subject (an email, a client address) may have in a window:
 *
 *   const QUOTES: ThrottleRule = { name: 'quote', limit: 5, windowMs: 60 * 60_000 };
 *   await takeSlot(c.var.db, QUOTES, clientAddress(c));   // throws 429 once the subject is over the limit
 *
 * To count only failures (failed logins), take the slot before the attempt and `giveBack` the slot when it succeeds:
 * checking first and counting after would let attempts sent at once all pass the check.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type { Context } from 'hono';
import { throttleEvents } from '../../schema/tables';
import { ApiError } from './errors';

export interface ThrottleRule {
  /** Namespaces the counter: `${name}:${subject}`. */
  name: string;
  limit: number;
  windowMs: number;
  /** What the shopper reads when throttled; gets the wait in words, e.g. '12 minutes'. */
  message?: (wait: string) => string;
}

type Db = DrizzleD1Database;

/** The caller's address as Cloudflare reports it; local runs have none, so they share one counter. */
export function clientAddress(c: Context): string {
  return c.req.header('cf-connecting-ip')?.trim() || 'local';
}

export function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** The counter's key in throttle_events: one per rule and subject. */
export const throttleKey = (rule: ThrottleRule, subject: string) => `${rule.name}:${subject}`;

function throttled(rule: ThrottleRule, retryAfterMs: number): ApiError {
  const wait = waitInWords(retryAfterMs);
  const message = rule.message?.(wait) ?? `Too many attempts. Please try again in ${wait}.`;
  return new ApiError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}

async function windowState(db: Db, rule: ThrottleRule, subject: string, now: number) {
  const since = now - rule.windowMs;
  const [row] = await db
    .select({ count: sql<number>`count(*)`, oldest: sql<number | null>`min(${throttleEvents.at})` })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, throttleKey(rule, subject)), sql`${throttleEvents.at} > ${since}`));
  return { count: row?.count ?? 0, retryAfterMs: (row?.oldest ?? now) + rule.windowMs - now };
}

/** One event that `takeSlot` counted, to give back if what it stood for did not happen after all. */
export interface Slot {
  key: string;
  rowid: number;
}

/**
 * Counts one event if the subject is under the limit, else throws 429. The check and the insert are one SQL
 * statement, so two requests at once cannot both take the last slot.
 */
export async function takeSlot(db: Db, rule: ThrottleRule, subject: string, now = Date.now()): Promise<Slot> {
  const key = throttleKey(rule, subject);
  const since = now - rule.windowMs;
  const taken = await db.get<{ rowid: number } | undefined>(sql`
    INSERT INTO throttle_events (key, at)
    SELECT ${key}, ${now}
    WHERE (SELECT count(*) FROM throttle_events WHERE key = ${key} AND at > ${since}) < ${rule.limit}
    RETURNING rowid`);
  if (!taken) {
    const { retryAfterMs } = await windowState(db, rule, subject, now);
    throw throttled(rule, retryAfterMs);
  }
  await db.delete(throttleEvents).where(and(eq(throttleEvents.key, key), lt(throttleEvents.at, since)));
  return { key, rowid: taken.rowid };
}

/** Uncounts the one event a slot stands for, and no other of its subject's. */
export async function giveBack(db: Db, slot: Slot): Promise<void> {
  await db.run(sql`DELETE FROM throttle_events WHERE rowid = ${slot.rowid} AND key = ${slot.key}`);
}

/** Forgets the subject's events, e.g. failed logins once the right password is given. */
export async function forgetEvents(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, throttleKey(rule, subject)));
}
