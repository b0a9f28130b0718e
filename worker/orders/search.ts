/**
 * What the admin's filter text means. The forms a shop owner types are read exactly and use an index: an order
 * number (FS-10427, or OIL-10001 in the oils list), a date (2025-03-14, 14/03/2025, 14 Mar 2025, Mar 14, 2025, or the admin card's own
 * '14 Mar 2025, 3:05 pm'; without a year, 14/03 or 14 Mar, the latest such day) or month (2025-03, Mar 2025), a
 * status in either console's words (Shipped, روانہ), a whole mobile number in any form people write it (0312-3456789, +92 312 3456789, 0092…, 92…; the
 * shop's phone rule). A tracking number or a perfume's whole name is known only by looking it up (list-query.ts).
 * Anything else is a contains-match over the order id, status, customer name, email, phones, city and the start
 * of a word of a perfume's name: a piece of a phone in any of those forms, or in Urdu digits, is matched as the
 * digits phones are kept with, and a city the shop lists, typed by its Urdu name, as its English name, which orders
 * keep. Dates are Pakistan days (filters.ts).
 */
import { ORDER_STATUSES, type OrderStatus } from '#schema/order-status';
import { LANGS } from '#schema/lang';
import { STATUS_WORDS } from '#schema/i18n/status-words';
import { fold } from '#schema/search/fold';
import { PAKISTAN_OFFSET_MS } from '#schema/shop';
import { period } from '../http/filters';
import { parseDisplayNumber, type DisplayPrefix } from '#schema/display-number';
import { normalizePhone, phonePiece } from '#schema/phone';
import { listedCity } from '#schema/pakistan-cities';

export type OrderSearch =
  | { kind: 'order'; number: number }
  | { kind: 'period'; from: number; to: number }
  | { kind: 'status'; status: OrderStatus }
  | { kind: 'phone'; phone: string }
  | { kind: 'contains'; text: string };

/**
 * A status by the word either console shows for it (Shipped, روانہ), in any case and however a phone types Urdu's
 * letters (fold.ts), or by its own name; 'canceled' as Americans spell it.
 */
const STATUS_BY_WORD = new Map<string, OrderStatus>([
  ...LANGS.flatMap((lang) =>
    ORDER_STATUSES.map((status): [string, OrderStatus] => [fold(STATUS_WORDS[lang][status]), status]),
  ),
  ...ORDER_STATUSES.map((status): [string, OrderStatus] => [status, status]),
  ['canceled', 'cancelled'],
]);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

type Period = { from: number; to: number };

/** A day written without its year: the latest one that has begun, this year's or last year's. */
function latestDay(month: number, day: number, now: number): Period | null {
  const year = new Date(now + PAKISTAN_OFFSET_MS).getUTCFullYear();
  const thisYear = period(year, month, day);
  return thisYear && thisYear.from <= now ? thisYear : period(year - 1, month, day);
}

function datePeriod(raw: string, now: number): Period | null {
  // A time after the date, as the admin's cards print it ('14 Mar 2025, 3:05 pm'), names that day.
  const text = raw.replace(/,?\s+\d{1,2}:\d{2}(\s?[ap]\.?m\.?)?$/i, '');
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text))) return period(+m[1]!, +m[2]!, +m[3]!);
  if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text))) return period(+m[3]!, +m[2]!, +m[1]!);
  if ((m = /^(\d{4})-(\d{1,2})$/.exec(text))) return period(+m[1]!, +m[2]!);
  if ((m = /^(\d{1,2})\s+([a-z]{3,9})\.?,?\s+(\d{4})$/i.exec(text))) return period(+m[3]!, monthNumber(m[2]!), +m[1]!);
  if ((m = /^([a-z]{3,9})\.?,?\s+(\d{4})$/i.exec(text))) return period(+m[2]!, monthNumber(m[1]!));
  if ((m = /^([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(text))) return period(+m[3]!, monthNumber(m[1]!), +m[2]!);
  if ((m = /^(\d{1,2})[/.-](\d{1,2})$/.exec(text))) return latestDay(+m[2]!, +m[1]!, now);
  if ((m = /^(\d{1,2})\s+([a-z]{3,9})\.?$/i.exec(text))) return latestDay(monthNumber(m[2]!), +m[1]!, now);
  if ((m = /^([a-z]{3,9})\.?\s+(\d{1,2})$/i.exec(text))) return latestDay(monthNumber(m[1]!), +m[2]!, now);
  return null;
}

/** `prefix`: the kind of order the list holds, whose display numbers (FS-10427, OIL-10001) the text may name. */
export function parseSearch(raw: string, now = Date.now(), prefix: DisplayPrefix = 'FS'): OrderSearch {
  const text = raw.trim().replace(/\s+/g, ' ');
  const number = parseDisplayNumber(prefix, text);
  if (number !== null) return { kind: 'order', number };
  const dates = datePeriod(text, now);
  if (dates) return { kind: 'period', ...dates };
  const status = STATUS_BY_WORD.get(fold(text));
  if (status) return { kind: 'status', status };
  const phone = normalizePhone(text);
  if (phone) return { kind: 'phone', phone };
  // A city the shop lists, typed by its Urdu name as the Urdu cards show it (ملتان), is the English one orders keep.
  return { kind: 'contains', text: phonePiece(text) ?? listedCity(text)?.name ?? text };
}
