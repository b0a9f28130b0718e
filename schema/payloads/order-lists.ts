/**
 * The order lists' filters, as query strings:
 * `GET /api/orders?q=&status=&confirmation=&cash=&courier=&city=&shippedDaysAgo=&from=&to=&cursor=&mine=` and
 * `GET /api/oilsOrders?`, the same and `username=&email=` (an oils order's name and email are its buyer's account's).
 * Shared by the worker (validation) and the orders page.
 * An empty field means "no filter", so a form can send every field as it stands.
 */
import { z } from './zod';
import { CASH_STATES } from '../cash';
import { CONFIRMATIONS } from '../confirmation';
import { COURIERS } from '../couriers';
import { ORDER_STATUSES } from '../order-status';
import { MAX_CITY, MAX_SEARCH } from './text-limits';
import { listedCity } from '../pakistan-cities';

const blankIsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The most days back "shipped more than N days ago" may reach. */
const MAX_SHIPPED_DAYS = 3650;

/** The years an order list's dates may name, here and in the filter text (worker/http/filters.ts). */
export const ORDER_YEARS = { first: 2000, last: 2999 } as const;

function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  const year = Number(day.slice(0, 4));
  const inRange = year >= ORDER_YEARS.first && year <= ORDER_YEARS.last;
  return inRange && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please pick dates as YYYY-MM-DD.' })
  .refine(isRealDay, { error: 'Please pick a real date.' });

const text = z
  .string()
  .trim()
  .max(MAX_SEARCH, { error: `Please search with at most ${MAX_SEARCH} characters.` });

/**
 * Opaque to clients: the last order's time and seq, `1741946700000.427`. Whether it names a page of the list the
 * Worker says, as for every list (no_such_page).
 */
const cursor = z.string();

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsMissing, schema.optional());

const status = optional(z.enum(ORDER_STATUSES, { error: 'Please pick a known order status.' }));
const confirmation = optional(z.enum(CONFIRMATIONS, { error: 'Please pick a known confirmation.' }));

const fromNotAfterTo = (value: { from?: string; to?: string }) => !value.from || !value.to || value.from <= value.to;
const fromNotAfterToError = { error: 'The from date must be on or before the to date.', path: ['from'] };

/** `cash=with-courier`: delivered orders whose cash the courier has not paid yet; with `courier`, one courier's. */
const cash = optional(z.enum(CASH_STATES, { error: 'Please pick none, with-courier or remitted.' }));
const courier = optional(z.enum(COURIERS, { error: 'Please pick one of the couriers listed.' }));

/** The perfume orders list's filters, which the oils orders list has too: the one order pipeline's filters. */
const orderListFields = {
  q: optional(text),
  status,
  confirmation,
  cash,
  courier,
  /**
   * The delivery city, matched whole whatever its case; a city the shop lists may be named in Urdu (ملتان, as the Urdu
   * console offers it), and is the English name orders keep.
   */
  city: optional(
    z
      .string()
      .trim()
      .max(MAX_CITY, { error: `Please name a city in at most ${MAX_CITY} characters.` })
      .transform((city) => listedCity(city)?.name ?? city),
  ),
  /** Orders shipped more than this many days ago: with status=shipped, the parcels still out after that long. */
  shippedDaysAgo: optional(
    z.coerce
      .number({ error: 'Please give the days as a whole number.' })
      .int({ error: 'Please give the days as a whole number.' })
      .min(0, { error: 'Please give the days as a whole number.' })
      .max(MAX_SHIPPED_DAYS, { error: `Please give at most ${MAX_SHIPPED_DAYS} days.` }),
  ),
  from: optional(day),
  to: optional(day),
  cursor: optional(cursor),
  /** `mine=1`: only the caller's own orders, even for the admin (the My orders page). */
  mine: optional(z.literal('1', { error: 'Use mine=1 for your own orders only.' })),
};

export const orderListQuery = z.object(orderListFields).refine(fromNotAfterTo, fromNotAfterToError);

export type OrderListQuery = z.infer<typeof orderListQuery>;

/** The perfume orders list's filters, the filter text finding an oils order by its OIL- number, and its buyer's account. */
export const oilsOrderListQuery = z
  .object({ ...orderListFields, username: optional(text), email: optional(text) })
  .refine(fromNotAfterTo, fromNotAfterToError);

export type OilsOrderListQuery = z.infer<typeof oilsOrderListQuery>;
