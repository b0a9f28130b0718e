/**
 * Who is logged in: the single source of auth state for every island. The token itself is kept by
 * lib/session-token.ts (localStorage `auth_token`); the claims the UI needs (email, role, isAdmin) are read from it
 * without a round trip, and `$user` (username, email, role) is loaded from GET /api/auth/user. The server never trusts the claims:
 * it re-reads the user on every request.
 */
import { atom, computed } from 'nanostores';
import type { TokenPayload, UserAnswer } from '#schema/answers/auth';
import { opensConsole, type Role } from '#schema/roles';
import { endSession, fetchUser } from '../api/auth';
import { $token, clearToken, readStoredToken, TOKEN_KEY } from '../lib/session-token';

export { $token, clearToken, storeToken, TOKEN_KEY } from '../lib/session-token';

/**
 * Older tokens have no role, or a role and no isAdmin: their holder sees the links their role gives (a shopper's
 * without one) until they log in again.
 */
export type TokenClaims = Pick<TokenPayload, 'sub' | 'email' | 'exp'> & Partial<Pick<TokenPayload, 'role' | 'isAdmin'>>;

export type Profile = UserAnswer['user'];

export function decodeClaims(token: string | null, now = Date.now()): TokenClaims | null {
  if (!token) return null;
  try {
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as TokenClaims;
    return typeof claims.exp === 'number' && claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}

export const $claims = computed($token, (token) => decodeClaims(token));
export const $isLoggedIn = computed($claims, (claims) => claims !== null);
/** From the token's claims; someone made staff or owner while logged in sees the console's links after logging in again. */
export const $role = computed($claims, (claims): Role => claims?.role ?? 'shopper');
/** Owner or staff, as the token's isAdmin flag says (its role, in a token from before the flag): the console opens. */
export const isAdmin = (claims: TokenClaims | null): boolean => claims?.isAdmin ?? opensConsole(claims?.role);

/** The console and its Orders link. */
export const $opensConsole = computed($claims, isAdmin);
export const $isOwner = computed($role, (role) => role === 'owner');

/** The logged-in user's profile, once loaded; null for a guest or until `loadUser()` answers. */
export const $user = atom<Profile | null>(null);

let loading: Promise<Profile | null> | null = null;

/** Loads `$user` once per page (every island may ask; one request goes out). A 401 logs out (api.ts). */
export function loadUser(): Promise<Profile | null> {
  if (!$isLoggedIn.get()) return Promise.resolve(null);
  loading ??= fetchUser().then(
    ({ user }) => {
      $user.set(user);
      return user;
    },
    () => null,
  );
  return loading;
}

/** Ends the session on the server (every token of this user stops working), then forgets it here. */
export async function logout(): Promise<void> {
  if ($token.get()) await endSession().catch(() => undefined);
  clearToken();
}

$token.listen((token) => {
  loading = null;
  if (!token) $user.set(null);
});

// Another tab logging in or out changes this one too, and so does coming back to a page from the back-forward cache.
if (typeof window !== 'undefined') {
  const resync = () => {
    const stored = readStoredToken();
    if (stored !== $token.get()) $token.set(stored);
  };
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) resync();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) resync();
  });
}
