/**
 * The phone and city an oils order needs, checked on the page by the same rules (and with the same words) as the
 * Worker's schema, without bringing zod into the page: the phone by the shop's one phone rule.
 */
import { normalizePhone, phoneProblem } from '#schema/phone';
import type { Lang } from '#schema/i18n/languages';
import { MAX_CITY } from '#schema/payloads/text-limits';
import { FIELD_PROBLEMS } from '../../i18n/ur/refusals';
import { WHOLESALE_WORDS } from '../../i18n/wholesale';

export interface OilsContact {
  phone: string;
  city: string;
}

/** In the page's language: Urdu pages say what a right mobile number looks like instead of the rule's English. */
export function contactErrors({ phone, city }: OilsContact, lang: Lang = 'en'): OilsContact {
  const words = WHOLESALE_WORDS[lang];
  const wrongPhone = () => (lang === 'en' ? phoneProblem(phone) : FIELD_PROBLEMS.mobile);
  return {
    phone: !phone.trim() ? words.phoneRequired : normalizePhone(phone) ? '' : wrongPhone(),
    city: !city.trim() ? words.cityRequired : city.trim().length > MAX_CITY ? words.cityTooLong(MAX_CITY) : '',
  };
}
