/**
 * Order dates as a shopper in Pakistan reads them: '12 Apr 2026, 3:05 pm' in Pakistan time; on Urdu pages with the
 * month's Urdu name and Western digits, as Pakistani shops write dates, on the 24-hour clock (Urdu writes AM and PM
 * in Latin letters).
 */
import type { Lang } from '#schema/i18n/languages';

const FORMATS: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-PK', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Karachi',
  }),
  ur: new Intl.DateTimeFormat('ur-PK-u-nu-latn', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Karachi',
  }),
};

export function orderDate(iso: string, lang: Lang = 'en'): string {
  return FORMATS[lang].format(new Date(iso));
}
