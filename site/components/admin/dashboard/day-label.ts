/**
 * A dashboard day (YYYY-MM-DD, a Pakistan day) as the owner reads it: '14 Mar', or 'Fri 14 Mar' in a table; in
 * Urdu '14 مارچ' and 'ہفتہ، 14 مارچ', with the Western digits the shop's Urdu dates use.
 */
import type { Lang } from '#schema/i18n/languages';

const LOCALES: Record<Lang, string> = { en: 'en-PK', ur: 'ur-PK-u-nu-latn' };
const format = (lang: Lang, weekday: boolean) =>
  new Intl.DateTimeFormat(LOCALES[lang], {
    ...(weekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
const FORMATS = {
  en: { short: format('en', false), long: format('en', true) },
  ur: { short: format('ur', false), long: format('ur', true) },
} satisfies Record<Lang, unknown>;

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
export const dayLabel = (day: string, lang: Lang = 'en') => FORMATS[lang].short.format(dateOf(day));
export const longDayLabel = (day: string, lang: Lang = 'en') => FORMATS[lang].long.format(dateOf(day));
