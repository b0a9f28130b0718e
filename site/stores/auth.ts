/**
 * Who is logged in. The token lives in localStorage under `auth_token` (SPEC §4); the claims the UI needs
 * (email, isAdmin) are read from it without a round trip. The server never trusts them: it re-reads the user.
 */
import { atom, computed } from 'nanostores';

export const TOKEN_KEY = 'auth_token';

export interface TokenClaims {
  sub: string;
  email: string;
  isAdmin: boolean;
  exp: number;
}

function readStoredToken(): string | null {
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(TOKEN_KEY);
}

export const $token = atom<string | null>(readStoredToken());

export function decodeClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as TokenClaims;
    return claims.exp * 1000 > Date.now() ? claims : null;
  } catch {
    return null;
  }
}

export const $claims = computed($token, decodeClaims);
export const $isLoggedIn = computed($claims, (claims) => claims !== null);
export const $isAdmin = computed($claims, (claims) => claims?.isAdmin === true);

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  $token.set(token);
}

/** Forget the token locally (the server side of logout is the accounts feature's call). */
export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  $token.set(null);
}

// Another tab logging in or out changes this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY) $token.set(event.newValue);
  });
}
