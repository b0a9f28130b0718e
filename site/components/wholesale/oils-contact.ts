/**
 * The phone and city an oils order needs, checked on the page by the same rules (and with the same words) as the
 * Worker's schema, without bringing zod into the page: the phone by the shop's one phone rule.
 */
import { normalizePhone, phoneProblem } from '#schema/phone';

export interface OilsContact {
  phone: string;
  city: string;
}

export const CITY_MAX = 60;

export function contactErrors({ phone, city }: OilsContact): OilsContact {
  return {
    phone: !phone.trim() ? 'Phone is required' : normalizePhone(phone) ? '' : phoneProblem(phone),
    city: !city.trim()
      ? 'City is required'
      : city.trim().length > CITY_MAX
        ? `City must be at most ${CITY_MAX} characters`
        : '',
  };
}
