/**
 * The rule for naming a sale on a page (sale-words.ts words it with the shop's dictionary): an Urdu page says the
 * sale's Urdu name, or the plain Urdu word for a sale (`plainUr`) when the owner gave none, never the English name;
 * an English page says the English name. Free of any dictionary, so the cart's script can carry it.
 */
import type { Lang } from '#schema/lang';

export const saleNameOf = (lang: Lang, name: string, nameUr: string | null, plainUr: string): string =>
  lang === 'ur' ? (nameUr ?? plainUr) : name;
