/**
 * Where an order goes, as a page in `lang` names it. An order keeps the English names the checkout's lists gave
 * (and the shop delivers in Pakistan only); an Urdu page names the province and the country in Urdu, as the
 * checkout showed them to the shopper (the city: cityIn, schema/pakistan-cities.ts).
 */
import type { Lang } from '#schema/i18n/languages';
import type { Province } from '#schema/pakistan-cities';
import { BUYING_WORDS } from './buying';

/** A province by its checkout name; one the list does not hold, as it was typed. */
export const provinceIn = (lang: Lang, province: string): string =>
  BUYING_WORDS[lang].checkout.provinces[province as Province] ?? province;

export const countryIn = (lang: Lang): string => BUYING_WORDS[lang].checkout.pakistan;
