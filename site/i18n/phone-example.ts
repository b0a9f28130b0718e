/**
 * What an empty phone field shows: the pattern on an English page; on an Urdu page, where its X's would be Latin
 * letters, a number that is plainly an example. Never the shop's own number, which a shopper could take for one
 * already filled in, or type.
 */
import type { Lang } from '#schema/i18n/languages';

export const PHONE_EXAMPLE: Record<Lang, string> = { en: '03XX-XXXXXXX', ur: '0300-0000000' };
