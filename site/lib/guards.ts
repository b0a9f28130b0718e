/**
 * Page guards: a guest opening a logged-in page goes to login-signup (and comes back after logging in),
 * a logged-in shopper opening the console (owner and staff only) goes home. They run in the browser, from the stored token, before
 * the page's islands load; the API refuses the data to anyone not allowed anyway.
 *
 * A page asks for one with `<ShopLayout guard="login">` or `guard="admin"` (see components/PageGuard.astro).
 */
import { $claims, isAdmin, type TokenClaims } from '../stores/auth';
import { paths } from '#schema/paths';
import { takeSessionEnded } from './session-token';

export type GuardKind = 'login' | 'admin';

/**
 * Where the guard sends this visitor, or null to let them stay; `ended`: the server just ended their session. The
 * page's fragment (`#` and after: a staff invite's token) goes on the login page's own address, never into `next`:
 * a query reaches the server and its logs, a fragment never leaves the browser. Login puts it back on the way back.
 */
export function guardRedirect(
  kind: GuardKind,
  claims: TokenClaims | null,
  here: string,
  ended = false,
  fragment = '',
): string | null {
  // An Urdu page's visitor stays in Urdu: a guest logs in on the Urdu login page, a shopper goes to the Urdu home.
  const prefix = here.startsWith('/ur/') ? '/ur' : '';
  if (!claims)
    return `${prefix}${paths.loginSignup}?next=${encodeURIComponent(here)}${ended ? '&ended=1' : ''}${fragment}`;
  if (kind === 'admin' && !isAdmin(claims)) return `${prefix}${paths.home}`;
  return null;
}

function apply(kind: GuardKind): boolean {
  const claims = $claims.get();
  const here = location.pathname + location.search;
  const target = guardRedirect(kind, claims, here, !claims && takeSessionEnded(), location.hash);
  // replace: the back button then skips the page the visitor could not open.
  if (target) location.replace(target);
  return target === null;
}

/** Sends a guest to login-signup. True when the visitor may stay. */
export const requireLogin = () => apply('login');

/** Sends a guest to login-signup and a logged-in non-admin home. True when the visitor may stay. */
export const requireAdmin = () => apply('admin');
