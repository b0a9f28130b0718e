/**
 * Order dates as a shopper in Pakistan reads them, in Pakistan time: '12 Apr 2026, 3:05 pm' in English; on Urdu
 * pages '12 اپریل 2026، دوپہر 3:05', the month's Urdu name and Western digits as Pakistani shops write dates, and
 * the time of day said as Urdu says it (صبح, دوپہر, شام, رات) on the 12-hour clock, never a 24-hour time.
 */
import { COMMA, type Lang } from '#schema/i18n/languages';

const PAKISTAN = 'Asia/Karachi';

const ENGLISH = new Intl.DateTimeFormat('en-PK', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: PAKISTAN,
});

const URDU_PARTS = new Intl.DateTimeFormat('ur-PK-u-nu-latn', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: PAKISTAN,
});

/** The part of the day an hour (0–23) falls in, as Urdu names it: night runs until dawn. */
export function partOfDay(hour: number): string {
  if (hour >= 5 && hour < 12) return 'صبح';
  if (hour >= 12 && hour < 16) return 'دوپہر';
  if (hour >= 16 && hour < 19) return 'شام';
  return 'رات';
}

function urduDate(date: Date): string {
  const part = Object.fromEntries(URDU_PARTS.formatToParts(date).map(({ type, value }) => [type, value]));
  const hour = Number(part.hour);
  const clock = `${hour % 12 || 12}:${part.minute}`;
  return `${part.day} ${part.month} ${part.year}${COMMA.ur}${partOfDay(hour)} ${clock}`;
}

export function orderDate(iso: string, lang: Lang = 'en'): string {
  const date = new Date(iso);
  return lang === 'ur' ? urduDate(date) : ENGLISH.format(date);
}
