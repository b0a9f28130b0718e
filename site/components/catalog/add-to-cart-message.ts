/**
 * What a shopper reads when adding to the cart fails. One wording per case for every page, in the page's
 * language; the two add messages ('Failed to add…' for a product, 'Error adding…' for an add by name) are the
 * shop's own. English pages pass on the server's words; Urdu pages choose Urdu words by the refusal's code.
 */
import { CART } from '#schema/api';
import type { CatalogWords } from '../../i18n/en/catalog';
import { CATALOG_WORDS } from '../../i18n/catalog';
import type { Lang } from '#schema/i18n/languages';
import { refusalIn } from '../../i18n/refusals';
import { ADD_REFUSALS } from '../../i18n/ur/refusals';
import { ApiFailure } from '../../lib/api';

const ENGLISH = CATALOG_WORDS.en.cart;

/** The refusals whose English an add shows as the server words them; anything else gets the page's own fallback. */
const REFUSED_IN_WORDS: readonly ApiFailure['code'][] = [...CART.add.refuses, ...CART.addByName.refuses, 'throttled'];
export const ADD_FAILED = ENGLISH.addFailed;
export const ADD_BY_NAME_FAILED = ENGLISH.addByNameFailed;
export const LOGIN_TO_ADD = ENGLISH.loginToAdd;

export function addToCartMessage(
  error: unknown,
  fallback: string = ADD_FAILED,
  words: CatalogWords['cart'] = ENGLISH,
  lang: Lang = 'en',
): string {
  if (!(error instanceof ApiFailure)) return fallback;
  if (error.code === 'unauthorized' || error.code === 'session_ended') return words.loginToAdd;
  if (lang !== 'en') return refusalIn(lang, error, [CART.add, CART.addByName], fallback, ADD_REFUSALS);
  if (error.code === 'invalid' || error.code === 'malformed') return error.message || words.invalidRequest;
  // Out of stock, no such product, too many: the server says which, in words a shopper can read.
  return REFUSED_IN_WORDS.includes(error.code) ? error.message || fallback : fallback;
}
