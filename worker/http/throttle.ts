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
import type { Db } from '../db';
import type { Context } from 'hono';
import { throttleEvents } from '#schema/tables';
import { ApiError } from './errors';

export interface ThrottleRule {
  /** Namespaces the counter: `${name}:${subject}`. */
  name: string;
  limit: number;
  windowMs: number;
  /** What the shopper reads when throttled; gets the wait in words, e.g. '12 minutes'. */
  message?: (wait: string) => string;
}

/**
 * How long events are kept at most. Expired events are dropped when their subject comes back, and a scheduled
 * run (`pruneThrottleEvents`, hourly) drops those of subjects that never do, so the table does not grow without
 * limit; no rule may count over a longer window, or the pruning would forget events it still counts.
 */
export const KEEP_EVENTS_MS = 24 * 60 * 60_000;

/** Drops every event older than any rule counts. Answers how many went. */
export async function pruneThrottleEvents(db: Db, now = Date.now()): Promise<number> {
  const result = await db.delete(throttleEvents).where(sql`${throttleEvents.at} < ${now - KEEP_EVENTS_MS}`);
  return result.meta.changes;
}

/** The caller's address as Cloudflare reports it; local runs have none, so they share one counter. */
export function clientAddress(c: Context): string {
  return c.req.header('cf-connecting-ip')?.trim() || 'local';
}

/** An IPv6 address's eight groups, as numbers in hex without leading zeros; null for anything else. */
function ipv6Groups(address: string): string[] | null {
  if (!/^[\da-f:]+$/i.test(address) || !address.includes(':')) return null;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return groups.map((group) => parseInt(group || '0', 16).toString(16));
}

/**
 * The network a caller's address belongs to: an IPv4 address's /24, an IPv6 address's /64, the blocks one
 * subscriber or one host can move around in. A counter per network and subject (an order number, an email) stops a
 * guesser who rotates addresses, while a stranger's guesses from one network never lock the right person out of
 * another. Anything else (a local run's 'local') is its own network.
 */
export function networkOf(address: string): string {
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.0/24`;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

/**
 * The site an IPv6 address belongs to, its /48: what one customer of a provider is given to split into 65,536 /64s,
 * so one guesser can move across that many networks. Null for an IPv4 address (its /24 is as far as one subscriber
 * reaches) or anything else.
 */
export function siteOf(address: string): string | null {
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 3).join(':')}::/48` : null;
}

export const clientNetwork = (c: Context) => networkOf(clientAddress(c));

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
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, message, { code: 'throttled', headers: { 'Retry-After': String(seconds) } });
}

/** How long until the subject's oldest counted event leaves the window. */
async function retryAfterMs(db: Db, rule: ThrottleRule, key: string, now: number): Promise<number> {
  const [row] = await db
    .select({ oldest: sql<number | null>`min(${throttleEvents.at})` })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), sql`${throttleEvents.at} > ${now - rule.windowMs}`));
  return (row?.oldest ?? now) + rule.windowMs - now;
}

/** One event that `takeSlot` counted, to give back if what it stood for did not happen after all. */
export interface Slot {
  key: string;
  rowid: number;
}

/**
 * Counts one event if the subject is under the limit, else throws 429. The check and the insert are one SQL
 * statement, so two requests at once cannot both take the last slot. The subject's expired events are dropped in
 * the same round trip (they are outside the count either way).
 */
export async function takeSlot(db: Db, rule: ThrottleRule, subject: string, now = Date.now()): Promise<Slot> {
  if (rule.windowMs > KEEP_EVENTS_MS) throw new Error(`Throttle rule ${rule.name} counts longer than events are kept`);
  const key = throttleKey(rule, subject);
  const since = now - rule.windowMs;
  const events = throttleEvents;
  const [, [slot]] = await db.batch([
    db.delete(events).where(and(eq(events.key, key), lt(events.at, since))),
    // A row of values under a condition, with no table to select from: drizzle's query builder cannot say it.
    db
      .insert(events)
      .select(
        sql`SELECT ${key}, ${now}
            WHERE (SELECT count(*) FROM ${events} WHERE ${events.key} = ${key} AND ${events.at} > ${since}) < ${rule.limit}`,
      )
      .returning({ rowid: sql<number>`rowid` }),
  ]);
  if (!slot) throw throttled(rule, await retryAfterMs(db, rule, key, now));
  return { key, rowid: slot.rowid };
}

/** Uncounts the one event a slot stands for, and no other of its subject's. */
export async function giveBack(db: Db, slot: Slot): Promise<void> {
  await db.delete(throttleEvents).where(and(sql`rowid = ${slot.rowid}`, eq(throttleEvents.key, slot.key)));
}

/** Forgets the subject's events, e.g. failed logins once the right password is given. */
export async function forgetEvents(db: Db, rule: ThrottleRule, subject: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, throttleKey(rule, subject)));
}
