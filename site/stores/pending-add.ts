/**
 * A guest's Add to Cart is kept, not lost: the perfume (or oil) waits in this tab's sessionStorage while the
 * shopper logs in or registers, login-signup names it ("Log in to add Amber Wood to your cart"), and the login
 * adds it before moving on to the cart (the wholesale page for an oil). The address carries only a marker, so a
 * link cannot put something in a shopper's cart, and a later visit to login-signup does not replay an old add.
 * A shopper on an Urdu page logs in on the Urdu login page and lands on the Urdu cart (or wholesale page).
 */
import { hrefIn, type Lang } from '#schema/i18n/languages';
import { paths } from '#schema/paths';

export type PendingAdd =
  | { kind: 'perfume'; productId: string; name: string; quantity: number; ml?: number }
  | { kind: 'oil'; name: string; volume: number; price: number };

const KEY = 'pending_add';
const MARKER = 'adding';

/** Where the shopper goes once the pending add is done, in the language of the page they added from. */
const pendingTarget = (pending: PendingAdd, lang: Lang) =>
  hrefIn(lang, pending.kind === 'oil' ? paths.wholeSale : paths.cart);

/** The login-signup address for this add from a page in `lang`; keeps the add for after the login. */
export function loginToAdd(
  pending: PendingAdd,
  lang: Lang,
  storage: Pick<Storage, 'setItem'> = sessionStorage,
): string {
  storage.setItem(KEY, JSON.stringify(pending));
  const next = encodeURIComponent(pendingTarget(pending, lang));
  return `${hrefIn(lang, paths.loginSignup)}?next=${next}&${MARKER}=1`;
}

/** The add waiting for this login-signup address, if any. */
export function pendingAdd(search: string, storage: Pick<Storage, 'getItem'> = sessionStorage): PendingAdd | null {
  if (!new URLSearchParams(search).has(MARKER)) return null;
  try {
    const pending = JSON.parse(storage.getItem(KEY) ?? 'null') as PendingAdd | null;
    return pending && typeof pending.name === 'string' && (pending.kind === 'perfume' || pending.kind === 'oil')
      ? pending
      : null;
  } catch {
    return null;
  }
}

export function forgetPendingAdd(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(KEY);
}
